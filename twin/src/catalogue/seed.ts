import type { Db } from '../db/open.js';
import type { ContentSet, ContentDoc } from './content.js';

/** Seeds stores and catalogue from content; a no-op when the content hash is unchanged. */
export function seedCatalogue(db: Db, content: ContentSet): { seeded: boolean } {
  const prev = db.prepare("SELECT value FROM seed_state WHERE key = 'catalogue'").get() as
    | { value: string }
    | undefined;
  if (prev?.value === content.hash) return { seeded: false };
  const byType = (t: string) => content.docs.filter((d) => d._type === t);
  const stores = byType('shopifyStore');
  const byId = new Map(content.docs.map((d) => [d._id, d]));
  const refId = (r: { _ref: string }) => r._ref;
  // A brand's documents go to each of its stores: each is serialized once.
  const serialized = new Map<ContentDoc, string>();
  const json = (doc: ContentDoc) => {
    let text = serialized.get(doc);
    if (text === undefined) serialized.set(doc, (text = JSON.stringify(doc)));
    return text;
  };

  db.transaction(() => {
    const upStore = db.prepare(`INSERT INTO stores (name, brand, currency, countries, storefront_access_token, multipass_secret, shipping)
      VALUES (@name, @brand, @currency, @countries, @token, @secret, @shipping)
      ON CONFLICT(name) DO UPDATE SET brand=excluded.brand, currency=excluded.currency, countries=excluded.countries,
        storefront_access_token=excluded.storefront_access_token, multipass_secret=excluded.multipass_secret, shipping=excluded.shipping`);
    const upProduct = db.prepare(`INSERT INTO products (store, id, handle, doc, position) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT(store, id) DO UPDATE SET handle=excluded.handle, doc=excluded.doc, position=excluded.position`);
    // Inventory is live state: re-seeding keeps what orders have consumed.
    const upVariant = db.prepare(`INSERT INTO variants (store, id, product_id, doc, inventory_quantity) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT(store, id) DO UPDATE SET product_id=excluded.product_id, doc=excluded.doc`);
    const upGroup = db.prepare(`INSERT INTO selling_plan_groups (store, id, doc) VALUES (?, ?, ?)
      ON CONFLICT(store, id) DO UPDATE SET doc=excluded.doc`);
    const upCollection = db.prepare(`INSERT INTO collections (store, id, handle, doc, position) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT(store, id) DO UPDATE SET handle=excluded.handle, doc=excluded.doc, position=excluded.position`);

    for (const s of stores) {
      upStore.run({
        name: s.name,
        brand: s.brand,
        currency: s.currency,
        countries: JSON.stringify(s.countries ?? []),
        token: s.storefrontAccessToken,
        // The Multipass secret is not content (see store-secrets.ts); the column stays empty.
        secret: '',
        shipping: s.shipping ? JSON.stringify(s.shipping) : null,
      });
      const brandDocs = (t: string) => content.docs.filter((d) => d._type === t && d.brand === s.brand);
      const products = brandDocs('product').filter((p) => !p.store?.isDeleted);
      const keep = { products: [] as number[], variants: [] as number[], groups: [] as number[], collections: [] as number[] };
      products.forEach((p, i) => {
        upProduct.run(s.name, p.store.id, p.store.slug.current, json(p), i);
        keep.products.push(p.store.id);
        for (const ref of p.store.variants ?? []) {
          const v = byId.get(refId(ref)) as ContentDoc | undefined;
          if (!v) continue;
          upVariant.run(s.name, v.store.id, p.store.id, json(v), Math.trunc(v.store.inventory?.quantity ?? 0));
          keep.variants.push(v.store.id);
        }
      });
      for (const g of brandDocs('sellingPlanGroup')) {
        upGroup.run(s.name, g.store.id, json(g));
        keep.groups.push(g.store.id);
      }
      brandDocs('collection').forEach((c, i) => {
        upCollection.run(s.name, c.store.id, c.store.slug.current, json(c), i);
        keep.collections.push(c.store.id);
      });
      for (const [table, ids] of [
        ['products', keep.products],
        ['variants', keep.variants],
        ['selling_plan_groups', keep.groups],
        ['collections', keep.collections],
      ] as const) {
        db.prepare(`DELETE FROM ${table} WHERE store = ? AND id NOT IN (SELECT value FROM json_each(?))`).run(
          s.name,
          JSON.stringify(ids),
        );
      }
    }
    db.prepare(`INSERT INTO seed_state (key, value) VALUES ('catalogue', ?)
      ON CONFLICT(key) DO UPDATE SET value=excluded.value`).run(content.hash);
  })();
  return { seeded: true };
}
