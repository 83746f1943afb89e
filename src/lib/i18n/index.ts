// Strings, money and date formatting.
export * from './money';
export * from './dates';
export * from './service-term';
