import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertValidDocument as v, startTestTwin } from './helpers.js';

// Products in ProductSortKeys order, as a catalogue listing pages through them.
const SORTED = v(`query Sorted($sortKey: ProductSortKeys, $reverse: Boolean, $first: Int, $after: String, $language: LanguageCode)
  @inContext(language: $language) {
  products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse) {
    nodes { id title priceRange { minVariantPrice { amount } } }
    pageInfo { hasNextPage endCursor }
  }
}`);

type Product = { id: string; title: string; priceRange: { minVariantPrice: { amount: string } } };
type Page = { products: { nodes: Product[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };

let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

/** Every product, two at a time. */
async function all(variables: Record<string, unknown>): Promise<Product[]> {
  const out: Product[] = [];
  let after: string | null = null;
  do {
    const page: Page = await twin.client().request<Page>(SORTED, { ...variables, first: 2, after });
    out.push(...page.products.nodes);
    after = page.products.pageInfo.hasNextPage ? page.products.pageInfo.endCursor : null;
  } while (after);
  return out;
}

const numericId = (p: Product) => Number(p.id.split('/').pop());
const byThenId = <T>(key: (p: Product) => T) => (a: Product, b: Product) => {
  const x = key(a);
  const y = key(b);
  return x < y ? -1 : x > y ? 1 : numericId(a) - numericId(b);
};

describe('products sorted', () => {
  it('by TITLE in the asked language, ties by id, across pages and reversed', async () => {
    for (const language of ['EN', 'DE']) {
      const titles = await all({ sortKey: 'TITLE', language });
      expect(titles.length).toBeGreaterThan(3);
      expect(titles).toEqual([...titles].sort(byThenId((p) => p.title.toLowerCase())));
      expect(await all({ sortKey: 'TITLE', language, reverse: true })).toEqual([...titles].reverse());
    }
  });

  it('by PRICE (the lowest variant price) and by ID', async () => {
    const prices = await all({ sortKey: 'PRICE' });
    expect(prices).toEqual([...prices].sort(byThenId((p) => Number(p.priceRange.minVariantPrice.amount))));
    const ids = await all({ sortKey: 'ID' });
    expect(ids.map(numericId)).toEqual([...ids.map(numericId)].sort((a, b) => a - b));
    expect(new Set(ids.map((p) => p.id))).toEqual(new Set(prices.map((p) => p.id)));
  });
});
