// The Storefront API door: version, documents, the client and the flattened catalogue.
export * from './version';
export * from './documents/catalogue';
export * from './client';
export * from './catalogue';
