import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOperationAST, parse, validate } from 'graphql';
import { ADMIN_HEADERS, startTestTwin, TOKENS } from './helpers.js';
import { storefrontSchema } from '../src/storefront/schema.js';
import { MAX_QUERY_COST, queryCost } from '../src/storefront/limits.js';

const schema = storefrontSchema();
const cost = (query: string, variables: Record<string, unknown> = {}) => {
  const doc = parse(query);
  expect(validate(schema, doc)).toEqual([]);
  return queryCost(schema, doc, getOperationAST(doc)!, variables);
};

describe("Shopify's calculated query cost", () => {
  it('objects cost 1, scalars and enums 0', () => {
    expect(cost('{ shop { name moneyFormat primaryDomain { url host } } }')).toBe(2);
    expect(cost('{ __typename }')).toBe(0);
  });

  it('connections cost 2 plus first or last times one item, multiplied through nesting', () => {
    // The documented example: 2 + 10 × (1 + 2 + 5 × 1).
    expect(cost('{ products(first: 10) { edges { node { title variants(first: 5) { edges { node { title } } } } } } }')).toBe(82);
    expect(cost('{ products(first: 10) { nodes { variants(first: 5) { nodes { price { amount } } } } } }')).toBe(2 + 10 * (1 + 2 + 5 * 2));
    expect(cost('{ products(last: 4) { pageInfo { hasNextPage } nodes { id } } }')).toBe(6);
  });

  it('reads first and last from variables', () => {
    expect(cost('query P($n: Int) { products(first: $n) { nodes { id } } }', { n: 7 })).toBe(9);
  });

  it('mutations cost 10 before their payload', () => {
    expect(cost('mutation { cartCreate { cart { id } userErrors { message } } }')).toBe(12);
  });

  it('counts every alias and every fragment spread', () => {
    expect(cost('{ a: shop { name } b: shop { name } }')).toBe(2);
    expect(cost('{ products(first: 3) { nodes { ...P } } } fragment P on Product { variants(first: 2) { nodes { id } } again: variants(first: 2) { nodes { ...V } } } fragment V on ProductVariant { price { amount } }')).toBe(2 + 3 * (1 + 4 + 6));
  });

  it('prices an interface or union at its most expensive type', () => {
    expect(cost('{ node(id: "x") { id ... on Product { variants(first: 10) { nodes { id } } } ... on Collection { image { url } } } }')).toBe(1 + 12);
  });

  it('prices nodes(ids:) per id', () => {
    expect(cost('{ nodes(ids: ["a", "b", "c"]) { id ... on Product { featuredImage { url } } } }')).toBe(3 * 2);
  });
});

// The site's own Storefront documents, read as data (the twin never imports the site when it runs).
const SITE_DOCUMENTS_DIR = path.join(__dirname, '..', '..', 'src', 'lib', 'storefront', 'documents');
async function siteDocuments(): Promise<{ name: string; query: string }[]> {
  const out: { name: string; query: string }[] = [];
  for (const file of fs.readdirSync(SITE_DOCUMENTS_DIR).filter((f) => f.endsWith('.ts')).sort()) {
    const mod = (await import(path.join(SITE_DOCUMENTS_DIR, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) if (typeof value === 'string' && /\b(query|mutation)\b/.test(value)) out.push({ name, query: value });
  }
  return out;
}
// Variables the site sends that change a cost (the account's orders come 10 a page).
const SITE_VARIABLES: Record<string, Record<string, unknown>> = { CUSTOMER_ORDERS_QUERY: { first: 10 } };

describe("the site's own documents", () => {
  it('each costs at most the limit, as do Hydrogen-sized carts', async () => {
    const docs = await siteDocuments();
    expect(docs.length).toBeGreaterThan(20);
    const over: string[] = [];
    for (const { name, query } of docs) {
      const doc = parse(query);
      const n = queryCost(schema, doc, getOperationAST(doc)!, SITE_VARIABLES[name] ?? {});
      if (n > MAX_QUERY_COST) over.push(`${name}: ${n}`);
    }
    expect(over).toEqual([]);
  });
});

describe('over the single query limit', () => {
  let twin: Awaited<ReturnType<typeof startTestTwin>>;
  beforeAll(async () => {
    twin = await startTestTwin();
  });
  afterAll(async () => {
    await twin.stop();
  });

  const post = (query: string, extra: Record<string, string> = {}, variables: Record<string, unknown> = {}) =>
    fetch(twin.endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKENS['trailmate-us'], ...extra },
      body: JSON.stringify({ query, variables }),
    });
  // The reported flood: 540 aliases of products → collections → products, 250 each.
  const NESTED = 'products(first: 250) { nodes { collections(first: 250) { nodes { products(first: 250) { nodes { id } } } } } }';
  const flood = (tag = 'a') => `{ ${Array.from({ length: 540 }, (_, i) => `${tag}${i}: ${NESTED}`).join(' ')} }`;
  const NESTED_COST = 2 + 250 * (1 + 2 + 250 * (1 + 2 + 250));

  it("answers Shopify's MAX_COST_EXCEEDED error, HTTP 200, without running the query", async () => {
    const res = await post(flood());
    expect(res.status).toBe(200);
    const n = 540 * NESTED_COST;
    const limit = MAX_QUERY_COST;
    expect(await res.json()).toEqual({
      errors: [
        {
          message:
            `Query cost is ${n}, which exceeds the single query max cost limit (${limit}).\n\n` +
            'See https://shopify.dev/concepts/about-apis/rate-limits for more information on how the\ncost of a query is calculated.\n\n' +
            'To query larger amounts of data with fewer limits, bulk operations should be used instead.\n' +
            'See https://shopify.dev/tutorials/perform-bulk-operations-with-admin-api for usage details.\n',
          extensions: { code: 'MAX_COST_EXCEEDED', cost: n, maxCost: limit, documentation: 'https://shopify.dev/api/usage/rate-limits' },
        },
      ],
    });
  });

  it('lets a query of exactly the limit run and refuses one more; page sizes from variables count', async () => {
    // 3 × 63,252 + 60,216 + 28 = 250,000.
    const big = (alias: string, products: number) => `${alias}: products(first: ${products}) { nodes { variants(first: 250) { nodes { id } } } }`;
    const exact = `${big('a', 250)} ${big('b', 250)} ${big('c', 250)} ${big('d', 238)} e: products(first: 26) { nodes { id } }`;
    expect(MAX_QUERY_COST).toBe(250_000);
    const ok = await (await post(`{ ${exact} }`)).json();
    expect(ok.errors).toBeUndefined();
    const over = await (await post(`{ ${exact} shop { name } }`)).json();
    expect(over.errors[0].extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED', cost: 250_001 });
    const nested = 'query P($n: Int) { products(first: $n) { nodes { collections(first: 250) { nodes { products(first: 250) { nodes { id } } } } } } }';
    expect((await (await post(nested, {}, { n: 3 })).json()).errors).toBeUndefined();
    const byVariable = await (await post(nested, {}, { n: 4 })).json();
    expect(byVariable.errors[0].extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED', cost: 2 + 4 * (1 + 2 + 250 * (1 + 2 + 250)) });
  });

  it('refuses over GET too', async () => {
    const res = await fetch(`${twin.endpoint()}?query=${encodeURIComponent(`{ ${NESTED} }`)}`, { headers: { 'X-Shopify-Storefront-Access-Token': TOKENS['trailmate-us'] } });
    expect((await res.json()).errors[0].extensions.code).toBe('MAX_COST_EXCEEDED');
  });

  it("does not limit the twin's admin key (tools that read the whole catalogue)", async () => {
    const res = await (await post(`{ ${NESTED} }`, ADMIN_HEADERS)).json();
    expect(res.errors).toBeUndefined();
    expect(res.data.products.nodes.length).toBeGreaterThan(0);
  });

  it("runs the site's largest documents", async () => {
    const docs = await siteDocuments();
    for (const name of ['CATALOGUE_PRODUCTS_QUERY', 'CATALOGUE_COLLECTIONS_QUERY', 'SERVICE_PLANS_QUERY']) {
      const { query } = docs.find((d) => d.name === name)!;
      const body = await (await post(query, {}, { country: 'US' })).json();
      expect(body.errors).toBeUndefined();
    }
    const orders = docs.find((d) => d.name === 'CUSTOMER_ORDERS_QUERY')!.query;
    const body = await (await post(orders, {}, { customerAccessToken: 'unknown', first: 10 })).json();
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ customer: null });
  });

});

describe('a flood of over-cost queries', () => {
  // The repository's catalogue, on which one of the reported queries ran for about 12 seconds.
  let twin: Awaited<ReturnType<typeof startTestTwin>>;
  beforeAll(async () => {
    twin = await startTestTwin({ contentDir: path.join(__dirname, '..', '..', 'content') });
  }, 60_000);
  afterAll(async () => {
    await twin.stop();
  });

  it('leaves other clients answered quickly: each refusal is a parse, a validation and a pricing', async () => {
    const token = twin.runtime.stores.get('trailmate-us')!.storefrontAccessToken;
    const post = (query: string, extra: Record<string, string> = {}) =>
      fetch(twin.endpoint(), { method: 'POST', headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': token, ...extra }, body: JSON.stringify({ query }) });
    const NESTED = 'products(first: 250) { nodes { collections(first: 250) { nodes { products(first: 250) { nodes { id } } } } } }';
    const aliases = (tag: string, n: number) => `{ ${Array.from({ length: n }, (_, i) => `${tag}${i}: ${NESTED}`).join(' ')} }`;

    // Eight whole ones, distinct so nothing comes from the parse cache, while another client asks for the shop.
    const floods = Array.from({ length: 8 }, (_, i) => post(aliases(`f${i}x`, 540)).then((r) => r.json()));
    for (let i = 0; i < 5; i++) {
      const shop = await (await post('{ shop { name } }')).json();
      expect(shop.data.shop.name).toBeTruthy();
    }
    const answers = await Promise.all(floods);
    expect(answers.every((a) => a.errors?.[0]?.extensions?.code === 'MAX_COST_EXCEEDED')).toBe(true);
  }, 60_000);
});
