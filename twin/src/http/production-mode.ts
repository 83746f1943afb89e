// Imported first by the twin's entry point, before graphql loads: graphql-js picks its type-check
// implementation once, at load time, and outside production it adds a duplicate-module diagnostic
// to every type check of every field, about a fifth of the CPU of a cart request. The twin loads a
// single copy of graphql, so the diagnostic has nothing to find. An explicit NODE_ENV is kept.
if (process.env.NODE_ENV === undefined) process.env.NODE_ENV = 'production';
