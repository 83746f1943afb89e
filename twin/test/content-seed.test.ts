import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient } from 'graphql-request';
import { createTwin, startTwin } from '../src/app.js';
import { lakeContentSet } from '../src/lake/module.js';
import { lakeOf } from '../src/lake/store.js';
import { seedCatalogue } from '../src/catalogue/seed.js';
import { CART_CREATE, PRODUCT_BY_HANDLE } from './documents.js';
import { completeCheckout } from './helpers.js';

// Seeds from the real content/ the sites are built from.
const CONTENT = path.resolve(__dirname, '..', '..', 'content');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-content-'));
const dbPath = path.join(dir, 'twin.sqlite');
const stores = fs
  .readFileSync(path.join(CONTENT, 'stores.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { name: string; brand: string; currency: string; storefrontAccessToken: string });
let twin: Awaited<ReturnType<typeof startTwin>>;

beforeAll(async () => {
  twin = await startTwin({ port: 0, dbPath, contentDir: CONTENT, reset: true, rateLimit: { perSecond: 0, burst: 0 } });
});
afterAll(async () => {
  await twin.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const client = (name: string) => {
  const s = stores.find((x) => x.name === name)!;
  return new GraphQLClient(`${twin.url}/shops/${name}/api/2025-04/graphql.json`, { headers: { 'X-Shopify-Storefront-Access-Token': s.storefrontAccessToken } });
};

describe('seeding from content/', () => {
  it('creates a USD and a CAD store per brand, each answering its own token', async () => {
    const brands = new Set(stores.map((s) => s.brand));
    for (const brand of brands) {
      expect(stores.filter((s) => s.brand === brand).map((s) => s.currency).sort()).toEqual(['CAD', 'USD']);
    }
    for (const s of stores) {
      const res = await client(s.name).request<any>('{ products(first: 1) { nodes { handle } } }');
      expect(res.products.nodes.length).toBe(1);
    }
  });

  it('describes itself at GET / with every store name (the site build looks for this)', async () => {
    const body = await (await fetch(`${twin.url}/`)).json();
    expect(body.service).toBe('twin');
    expect([...body.stores].sort()).toEqual(stores.map((s) => s.name).sort());
  });

  it("knows every brand's own site from content, the way back from its order and confirmation pages and mails", () => {
    const rows = twin.db.prepare('SELECT brand, base_url FROM brand_sites ORDER BY brand').all();
    expect(rows).toEqual([
      { brand: 'homing', base_url: 'https://www.homing.example' },
      { brand: 'trailmate', base_url: 'https://www.trailmate.example' },
      { brand: 'yardwise', base_url: 'https://www.yardwise.example' },
    ]);
  });

  it('is idempotent: seeding the same content again changes nothing and keeps live inventory', () => {
    const db = twin.db;
    // The twin seeds from the content lake's published documents (seeded from content/ on reset).
    const content = () => lakeContentSet(lakeOf(db), CONTENT);
    const before = db.prepare('SELECT COUNT(*) AS n FROM products').get();
    db.prepare('UPDATE variants SET inventory_quantity = 7 WHERE rowid = 1').run();
    expect(seedCatalogue(db, content())).toEqual({ seeded: false });
    expect(db.prepare('SELECT COUNT(*) AS n FROM products').get()).toEqual(before);
    db.prepare("DELETE FROM seed_state WHERE key = 'catalogue'").run();
    expect(seedCatalogue(db, content())).toEqual({ seeded: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM products').get()).toEqual(before);
    expect((db.prepare('SELECT inventory_quantity AS q FROM variants WHERE rowid = 1').get() as { q: number }).q).toBe(7);
  });

  it('has every product the redirect table points at, priced in every market currency', async () => {
    const handles = [
      'rover-hammock-extended-width', 'rover-bench-seat-cover', 'rover-car-door-guard', 'rover-bucket-seat-cover',
      'halifax-rain-shell', 'core-sweater', 'loft-wander-dog-bed', 'rover-backseat-bridge-backseat-extender',
      'dog-poop-bag-tailgate-dumpster', 'journey-air-dog-harness', 'rucksack', 'go-stuff-it-dog-treat-bag-molle',
    ];
    const want: Record<string, string> = { US: 'USD', CA: 'CAD', AU: 'AUD', GB: 'GBP', FR: 'EUR', CH: 'EUR' };
    for (const handle of handles) {
      for (const [country, currency] of Object.entries(want)) {
        // Canada is the CAD store's market; the USD store does not sell there.
        const store = country === 'CA' ? 'trailmate-ca' : 'trailmate-us';
        const { product } = await client(store).request<any>(PRODUCT_BY_HANDLE, { handle, country });
        expect(product, handle).not.toBeNull();
        for (const v of product.variants.nodes) expect(v.price.currencyCode, `${handle} ${country}`).toBe(currency);
      }
    }
  });

  it('opens an existing database without --reset and keeps its carts', async () => {
    const created = await client('trailmate-us').request<any>('mutation { cartCreate { cart { id } } }');
    const again = createTwin({ dbPath, contentDir: CONTENT });
    const row = again.db.prepare('SELECT COUNT(*) AS n FROM carts').get() as { n: number };
    expect(row.n).toBeGreaterThanOrEqual(1);
    expect(created.cartCreate.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    again.close();
  });
});

describe('shipping of the stores in content/', () => {
  /** Places a one-line order in `store` and answers its shipping and currency. */
  async function shippingOf(store: string, country: string, handle: string, fields: Record<string, string> = {}) {
    const { product } = await client(store).request<any>(PRODUCT_BY_HANDLE, { handle, country });
    const { cartCreate } = await client(store).request<any>(CART_CREATE, {
      input: { buyerIdentity: { countryCode: country }, lines: [{ merchandiseId: product.variants.nodes[0].id, quantity: 1 }] },
    });
    expect(cartCreate.userErrors).toEqual([]);
    expect(await completeCheckout(cartCreate.cart.checkoutUrl, fields)).toBe(303);
    const token = /Cart\/([^?]+)/.exec(cartCreate.cart.id)![1];
    const order = JSON.parse((twin.db.prepare('SELECT doc FROM orders WHERE cart_token = ?').get(token) as { doc: string }).doc);
    return `${order.totalShippingPrice.amount} ${order.currencyCode}`;
  }

  it("charges the spec's flat shipping value 69 in each Yardwise store's own currency below its free-shipping threshold", async () => {
    expect(await shippingOf('yardwise-us', 'US', 'yardwise-contact-points')).toBe('69.0 USD');
    expect(await shippingOf('yardwise-ca', 'CA', 'yardwise-contact-points', { country: 'CA', province: 'ON', zip: 'K1A 0B1' })).toBe('69.0 CAD');
  });

  it('ships a Yardwise fence system free: it is over the threshold', async () => {
    expect(await shippingOf('yardwise-us', 'US', 'perimeter-in-ground-fence-system')).toBe('0.0 USD');
  });
});
