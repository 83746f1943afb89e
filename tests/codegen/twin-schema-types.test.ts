// The twin's resolver types are generated from the official Storefront schema: the committed module
// is what the generator writes today, and the resolver map it types refuses a field the schema lacks.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSchemaTypes, STOREFRONT_SCHEMA, TWIN_SCHEMA_TYPES } from '../../scripts/codegen/twin-schema-types';
import type { ResolverMap } from '../../twin/src/storefront/types.js';

const root = path.resolve(__dirname, '../..');

describe('twin schema types', () => {
  it('are current with the schema (run `npm run codegen` after a schema update)', () => {
    const json = JSON.parse(fs.readFileSync(path.join(root, STOREFRONT_SCHEMA), 'utf8'));
    const committed = fs.readFileSync(path.join(root, TWIN_SCHEMA_TYPES), 'utf8');
    expect(renderSchemaTypes('data' in json ? json.data : json)).toBe(committed);
  });

  it('type each resolver\'s arguments from the schema', () => {
    const map: ResolverMap = {
      QueryRoot: {
        // `id` and `handle` are nullable String/ID arguments of QueryRoot.product.
        product: (_s, args) => [args.id ?? null, args.handle ?? null],
        // @ts-expect-error QueryRoot has no field `productByName`.
        productByName: () => null,
      },
      Cart: {
        // @ts-expect-error Cart.lines takes `first` as a number, not a string.
        lines: (_s: unknown, args: { first: string }) => args.first,
      },
    };
    expect(Object.keys(map.QueryRoot ?? {})).toContain('product');
  });
});
