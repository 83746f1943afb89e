// The twin's resolver types are generated from the official Storefront schema by codegen
// (typescript-resolvers): the committed module is what `npm run codegen` writes today, and the
// resolver map it types refuses a field the schema lacks and arguments of the wrong type.
import fs from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { assert, describe, expect, it } from 'vitest';
import config, { TWIN_RESOLVER_TYPES } from '../../codegen';
import type { ResolverMap } from '../../twin/src/storefront/types.js';

const root = path.resolve(__dirname, '../..');

describe('twin schema types', () => {
  it('are current with the schema (run `npm run codegen` after a schema update)', async () => {
    process.chdir(root);
    const twinTypes = config.generates[TWIN_RESOLVER_TYPES];
    assert.isDefined(twinTypes, `codegen.ts generates no ${TWIN_RESOLVER_TYPES}`);
    const twinOnly = { ...config, cwd: root, silent: true, documents: [], generates: { [TWIN_RESOLVER_TYPES]: twinTypes } };
    const [output] = (await generate(twinOnly, false)) as { filename: string; content: string }[];
    assert.isDefined(output, 'output');
    expect(output.filename).toBe(TWIN_RESOLVER_TYPES);
    const committed = fs.readFileSync(path.join(root, TWIN_RESOLVER_TYPES), 'utf8');
    expect(committed === output.content, 'run `npm run codegen` and commit twin/src/storefront/generated').toBe(true);
  }, 60_000);

  it('type each resolver\'s arguments from the schema', () => {
    const map: ResolverMap = {
      QueryRoot: {
        // `id` and `handle` are nullable String/ID arguments of QueryRoot.product.
        product: (_s, args) => [args.id ?? null, args.handle ?? null],
        // `first` has no default: the resolver may be asked without it; `reverse` defaults to false, so graphql-js always passes it.
        products: (_s, args) => [args.first ?? 10, args.reverse ? 'desc' : 'asc'],
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
