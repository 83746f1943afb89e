// Product.collections lists the collections that hold the product, in collection order, from an
// index built once per catalogue (not a pass over every collection per product).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin } from './helpers.js';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

describe('Product.collections', () => {
  it('lists each product’s collections in collection order', async () => {
    const data = await twin.client().request<{ products: { nodes: { handle: string; collections: { nodes: { handle: string }[] } }[] } }>(
      `{ products(first: 10) { nodes { handle collections(first: 10) { nodes { handle } } } } }`,
    );
    const byHandle = Object.fromEntries(data.products.nodes.map((p) => [p.handle, p.collections.nodes.map((c) => c.handle)]));
    expect(byHandle['rover-hammock-extended-width']).toEqual(['car-seat-covers', 'everything']);
    expect(byHandle['trail-bowl']).toEqual(['everything']);
    expect(byHandle['plan-only-food']).toEqual([]);
  });
});
