// Shopify's published Admin GraphQL schema (the introspection file of API version 2025-01 that Shopify
// ships in the npm package @shopify/dev-mcp, the published schema nearest the twin's 2025-04), and a
// check of test documents against it and against the twin's own Admin SDL.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { buildClientSchema, parse, validate, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { adminSchema } from '../src/admin/schema.js';

let official: GraphQLSchema | undefined;

/** Shopify's Admin API schema, built once per process. */
export function officialAdminSchema(): GraphQLSchema {
  if (!official) {
    const req = typeof require === 'function' ? require : createRequire(import.meta.url);
    const file = req.resolve('@shopify/dev-mcp/data/admin_schema_2025-01.json.gz');
    const json = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as { data: IntrospectionQuery };
    official = buildClientSchema(json.data);
  }
  return official;
}

/** Throws unless the document is valid against both Shopify's Admin schema and the twin's; answers it. */
export function assertValidAdminDocument(doc: string): string {
  const ast = parse(doc);
  for (const [name, schema] of [
    ['Shopify’s Admin API schema', officialAdminSchema()],
    ['the twin’s Admin API schema', adminSchema()],
  ] as const) {
    const errors = validate(schema, ast);
    if (errors.length) throw new Error(`Document invalid against ${name}: ${errors.map((e) => e.message).join('; ')}`);
  }
  return doc;
}
