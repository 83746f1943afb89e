import type { Context, Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import type { VariantRecord } from './catalogue.js';
import { readJson } from '../http/body.js';
import { gid } from '../storefront/ids.js';
import { money } from '../storefront/money.js';

type Change = { price?: number; compareAtPrice?: number | null; quantity?: number };
type Problem = { code: string; field?: string; message: string };

/** Shopify's largest inventory quantity; the twin refuses more. */
const MAX_QUANTITY = 1_000_000_000;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

const bad = (c: Context, problems: Problem[]) => c.json({ errors: problems }, 400);

/** Parses `{ price?, compareAtPrice?, quantity? }`: amounts as decimal strings, quantity a whole number. */
function parseChange(body: unknown): { change?: Change; problems: Problem[] } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { problems: [{ code: 'INVALID', message: 'Body must be a JSON object' }] };
  const b = body as Record<string, unknown>;
  const problems: Problem[] = [];
  const unknown = Object.keys(b).filter((k) => !['price', 'compareAtPrice', 'quantity'].includes(k));
  for (const k of unknown) problems.push({ code: 'INVALID', field: k, message: `${k} is not a variant field the twin can change` });
  const change: Change = {};
  if (b.price !== undefined) {
    if (typeof b.price !== 'string' || !AMOUNT.test(b.price)) problems.push({ code: 'INVALID', field: 'price', message: 'price must be a decimal amount such as "12.34"' });
    else change.price = Number(b.price);
  }
  if (b.compareAtPrice !== undefined) {
    if (b.compareAtPrice === null) change.compareAtPrice = null;
    else if (typeof b.compareAtPrice !== 'string' || !AMOUNT.test(b.compareAtPrice)) {
      problems.push({ code: 'INVALID', field: 'compareAtPrice', message: 'compareAtPrice must be a decimal amount such as "12.34" or null' });
    } else change.compareAtPrice = Number(b.compareAtPrice);
  }
  if (b.quantity !== undefined) {
    if (typeof b.quantity !== 'number' || !Number.isInteger(b.quantity) || b.quantity < 0 || b.quantity > MAX_QUANTITY) {
      problems.push({ code: 'INVALID', field: 'quantity', message: `quantity must be a whole number from 0 to ${MAX_QUANTITY}` });
    } else change.quantity = b.quantity;
  }
  if (!problems.length && !Object.keys(change).length) problems.push({ code: 'INVALID', message: 'Give price, compareAtPrice or quantity' });
  return problems.length ? { problems } : { change, problems };
}

/** The variant as the admin call answers it: prices in every market, stock and availability. */
function variantState(rt: TwinRuntime, store: { name: string; currency: string }, v: VariantRecord) {
  const catalogue = rt.catalogue(store.name);
  const p = catalogue.prices(v, store.currency);
  const markets = Object.fromEntries(
    Object.keys(v.doc.store.prices ?? {}).map((currency) => {
      const m = catalogue.prices(v, currency);
      return [currency, { price: money(m.price, currency).amount, compareAtPrice: m.compareAtPrice == null ? null : money(m.compareAtPrice, currency).amount }];
    }),
  );
  return {
    id: gid('ProductVariant', v.id),
    sku: v.doc.store.sku ?? null,
    price: { amount: money(p.price, p.currency).amount, currencyCode: p.currency },
    compareAtPrice: p.compareAtPrice == null ? null : { amount: money(p.compareAtPrice, p.currency).amount, currencyCode: p.currency },
    prices: markets,
    quantityAvailable: catalogue.quantity(v.id),
    availableForSale: catalogue.availableForSale(v),
  };
}

/** Twin-only admin (not Shopify): change a variant's live price and stock. Needs the twin's admin key and the store's storefront token. */
export function catalogueAdminRoutes(app: Hono, rt: TwinRuntime): void {
  app.post('/shops/:store/admin/variants/:id', async (c) => {
    const store = rt.stores.get(c.req.param('store'));
    if (!store || c.req.header('x-shopify-storefront-access-token') !== store.storefrontAccessToken) {
      return c.json({ errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] }, 401);
    }
    const idParam = c.req.param('id');
    if (!/^\d{1,15}$/.test(idParam)) return bad(c, [{ code: 'INVALID', field: 'id', message: 'The variant id must be numeric' }]);
    const parsed = await readJson(c);
    if (!parsed.ok) return parsed.response;
    const { change, problems } = parseChange(parsed.value);
    if (!change) return bad(c, problems);
    const catalogue = rt.catalogue(store.name);
    const v = catalogue.variantsById.get(Number(idParam));
    if (!v) return c.json({ errors: [{ code: 'NOT_FOUND', message: `No variant ${idParam} in ${store.name}` }] }, 404);
    catalogue.updateVariant(v, store.currency, change);
    return c.json({ variant: variantState(rt, store, v) });
  });
}
