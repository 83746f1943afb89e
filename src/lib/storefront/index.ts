// The Storefront API door: GraphQL documents, the client and the flattened catalogue.
export * from './fragments';
export * from './client';
export * from './catalogue';
