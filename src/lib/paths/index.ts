// Every URL the site makes: import paths from here.
export * from './core';
export * from './pages';
export * from './product-slug';
export * from './links';
export * from './collection-location';
export * from './redirects';
export * from './site-files';
