import fs from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, GraphQLScalarType, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

let cached: GraphQLSchema | undefined;

/** The official Storefront API 2025-04 schema shipped in @shopify/hydrogen-react, built once per process. */
export function storefrontSchema(): GraphQLSchema {
  if (!cached) {
    // Works both when loaded as CommonJS (tsx CLI) and as ESM (vitest).
    const req = typeof require === 'function' ? require : createRequire(import.meta.url);
    const file = req.resolve('@shopify/hydrogen-react/storefront.schema.json');
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as IntrospectionQuery;
    cached = buildClientSchema(json);
    const dateTime = cached.getType('DateTime');
    // Shopify writes DateTime values in whole seconds, UTC ("2019-09-07T15:50:00Z").
    if (dateTime instanceof GraphQLScalarType) dateTime.serialize = serializeDateTime;
  }
  return cached;
}

/** A DateTime as Shopify serialises it: ISO 8601 in UTC, whole seconds, `Z`. */
export function serializeDateTime(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new TypeError('DateTime cannot represent an invalid date');
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
