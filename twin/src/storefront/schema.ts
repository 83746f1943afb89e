import fs from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

let cached: GraphQLSchema | undefined;

/** The official Storefront API 2025-04 schema shipped in @shopify/hydrogen-react, built once per process. */
export function storefrontSchema(): GraphQLSchema {
  if (!cached) {
    // Works both when loaded as CommonJS (tsx CLI) and as ESM (vitest).
    const req = typeof require === 'function' ? require : createRequire(import.meta.url);
    const file = req.resolve('@shopify/hydrogen-react/storefront.schema.json');
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as IntrospectionQuery;
    cached = buildClientSchema(json);
  }
  return cached;
}
