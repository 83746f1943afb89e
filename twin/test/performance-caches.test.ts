import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { useTestTwin } from './helpers.js';
import { GroupCommit } from '../src/db/group-commit.js';

const twin = useTestTwin();

const BOWL = 'gid://shopify/ProductVariant/2003';
const STOCK = `query ($id: ID!) { node(id: $id) { ... on ProductVariant { quantityAvailable } } }`;
const stock = async () => (await twin.client().request<any>(STOCK, { id: BOWL })).node.quantityAvailable as number;
const setStock = (db: Database.Database, q: number) =>
  db.prepare("UPDATE variants SET inventory_quantity = ? WHERE store = 'trailmate-us' AND id = 2003").run(q);

describe('stock cache', () => {
  it('answers a write on the twin connection at once', async () => {
    setStock(twin.db, 41);
    expect(await stock()).toBe(41);
    setStock(twin.db, 42);
    expect(await stock()).toBe(42);
  });

  it('answers a commit from another connection (another process) at the next request', async () => {
    expect(await stock()).toBe(42);
    const other = new Database(twin.dbPath);
    try {
      setStock(other, 17);
    } finally {
      other.close();
    }
    expect(await stock()).toBe(17);
  });

  it('answers every variant of the store as the database holds it, once most of it is asked, and after a write', async () => {
    const catalogue = twin.runtime.catalogue('trailmate-us');
    const ids = [...catalogue.variantsById.keys()];
    const held = () => ids.map((id) => twin.db.prepare("SELECT inventory_quantity FROM variants WHERE store = 'trailmate-us' AND id = ?").pluck().get(id));
    // A request first takes in what the other connection committed, as every request does.
    await stock();
    expect(ids.map((id) => catalogue.quantity(id))).toEqual(held());
    setStock(twin.db, 23);
    expect(ids.map((id) => catalogue.quantity(id))).toEqual(held());
    expect(await stock()).toBe(23);
    setStock(twin.db, 17);
  });

  it('never keeps a value from a rolled-back transaction', async () => {
    const catalogue = twin.runtime.catalogue('trailmate-us');
    expect(await stock()).toBe(17);
    try {
      twin.db.transaction(() => {
        setStock(twin.db, 3);
        expect(catalogue.quantity(2003)).toBe(3);
        throw new Error('roll back');
      })();
    } catch {
      // expected
    }
    expect(catalogue.quantity(2003)).toBe(17);
    expect(await stock()).toBe(17);
  });
});

describe('group commit', () => {
  it('acknowledges concurrent cart mutations only once committed, and every one is kept', async () => {
    const client = twin.client();
    const created = await client.request<any>(`mutation { cartCreate(input: {}) { cart { id } } }`);
    const cartId = created.cartCreate.cart.id as string;
    const add = `mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { totalQuantity } userErrors { message } } }`;
    const results = await Promise.all(
      Array.from({ length: 12 }, () => client.request<any>(add, { cartId, lines: [{ merchandiseId: BOWL, quantity: 1 }] })),
    );
    for (const r of results) expect(r.cartLinesAdd.userErrors).toEqual([]);
    const token = new URL(cartId.replace('gid://shopify/Cart/', 'http://x/')).pathname.slice(1);
    const other = new Database(twin.dbPath, { readonly: true });
    try {
      const q = other.prepare('SELECT SUM(quantity) AS q FROM cart_lines WHERE cart_token = ?').get(token) as { q: number };
      expect(q.q).toBe(12);
    } finally {
      other.close();
    }
  });

  it('rolls back only the unit that throws; the others in the batch commit', async () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (v INTEGER)');
    const group = new GroupCommit(db);
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
    const outcomes = await Promise.allSettled([
      group.run(() => insert.run(1)),
      group.run(() => {
        insert.run(2);
        throw new Error('unit failed');
      }),
      group.run(() => insert.run(3)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(db.prepare('SELECT v FROM t ORDER BY v').pluck().all()).toEqual([1, 3]);
    expect(db.inTransaction).toBe(false);
    db.close();
  });
});
