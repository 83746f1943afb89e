// Storefront types come from the official 2025-04 schema: every document the site sends validates
// against it, and the generated module matches what `npm run codegen` writes from those documents.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { assert, describe, expect, it } from 'vitest';
import config, { GENERATED_TYPES } from '../../codegen';
import * as cartDocuments from '../../src/lib/storefront/documents/cart';
import * as catalogueDocuments from '../../src/lib/storefront/documents/catalogue';
import * as customerDocuments from '../../src/lib/storefront/documents/customer';
import * as productDocuments from '../../src/lib/storefront/documents/product';

const root = path.resolve(__dirname, '../..');
const schemaJson = JSON.parse(readFileSync(path.join(root, 'node_modules/@shopify/hydrogen-react/storefront.schema.json'), 'utf8')) as {
  data?: IntrospectionQuery;
} & IntrospectionQuery;
const schema = buildClientSchema(schemaJson.data ?? schemaJson);

const documents = Object.entries<unknown>({ ...cartDocuments, ...catalogueDocuments, ...customerDocuments, ...productDocuments }).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string' && /^\s*(query|mutation)\b/.test(entry[1]),
);

describe('Storefront documents', () => {
  it('there are documents to check', () => {
    expect(documents.map(([name]) => name)).toEqual(expect.arrayContaining(['CART_QUERY', 'CART_LINES_ADD_MUTATION', 'PRODUCT_CHECK_QUERY', 'CATALOGUE_PRODUCTS_QUERY']));
  });
  it.each(documents)('%s validates against the 2025-04 schema', (_name, document) => {
    expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
  });
  it('a document with a field the schema lacks fails validation', () => {
    const broken = cartDocuments.CART_QUERY.replace('totalQuantity', 'totalQuantity grandTotalInPesos');
    expect(validate(schema, parse(broken)).length).toBeGreaterThan(0);
  });
  it('cart lines are fetched first 20', () => {
    expect(cartDocuments.CART_QUERY).toContain('lines(first: 20)');
  });
});

describe('generated Storefront types', () => {
  it('match `npm run codegen` output for the current documents', async () => {
    process.chdir(root);
    const [output] = (await generate({ ...config, cwd: root, silent: true }, false)) as { filename: string; content: string }[];
    assert.isDefined(output, 'output');
    expect(output.filename).toBe(GENERATED_TYPES);
    const committed = readFileSync(path.join(root, GENERATED_TYPES), 'utf8');
    expect(committed === output.content, 'run `npm run codegen` and commit src/lib/storefront/generated').toBe(true);
  }, 60_000);
});
