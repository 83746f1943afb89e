// The search door: client, index names and sorts, filters, and the insights store and sender.
export * from './client';
export * from './index-names';
export * from './filters';
export * from './insights-store';
export * from './insights-client';
