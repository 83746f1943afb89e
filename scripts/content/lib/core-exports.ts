// One import point for the generator's shared helpers and brand facts.
export * from './core';
export * from './brands';
