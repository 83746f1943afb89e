// Reads the embedded catalogue (content/catalogue-<brand>.ndjson, see content/README.md) so the
// market tests can expect the exact prices the content defines.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteBrand } from './sites';
import { type Currency } from '../../wire/vocabulary';


interface Doc {
  _id: string;
  _type: string;
  store?: Record<string, unknown>;
  [field: string]: unknown;
}

interface Reference {
  _ref: string;
}

const cache = new Map<SiteBrand, Map<string, Doc>>();

function documents(brand: SiteBrand): Map<string, Doc> {
  let docs = cache.get(brand);
  if (!docs) {
    const file = path.join('content', `catalogue-${brand}.ndjson`);
    docs = new Map();
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const doc = JSON.parse(line) as Doc;
      docs.set(doc._id, doc);
    }
    cache.set(brand, docs);
  }
  return docs;
}

function byHandle(brand: SiteBrand, type: string, handle: string): Doc {
  for (const doc of documents(brand).values()) {
    const slug = (doc.store?.slug as { current?: string } | undefined)?.current;
    if (doc._type === type && slug === handle) return doc;
  }
  throw new Error(`content/catalogue-${brand}.ndjson has no ${type} with handle ${handle}`);
}

function referenced(brand: SiteBrand, refs: unknown): Doc[] {
  const docs = documents(brand);
  return ((refs as Reference[] | undefined) ?? []).map((ref) => docs.get(ref._ref)).filter((doc): doc is Doc => !!doc);
}

/** Every variant price of a product in a currency (decimal numbers). */
export function productPrices(brand: SiteBrand, handle: string, currency: Currency): number[] {
  const product = byHandle(brand, 'product', handle);
  return referenced(brand, product.store?.variants).map((variant) => {
    const prices = (variant.store?.prices ?? variant.prices) as Record<Currency, { price: number }> | undefined;
    if (!prices?.[currency]) throw new Error(`${variant._id} has no ${currency} price`);
    return prices[currency].price;
  });
}

/** Handles of the products a collection lists, in its manual order. */
export function collectionProductHandles(brand: SiteBrand, handle: string): string[] {
  const collection = byHandle(brand, 'collection', handle);
  const refs = collection.products ?? collection.store?.products;
  return referenced(brand, refs).map((product) => (product.store?.slug as { current: string }).current);
}

/** A product's title and its lowest variant price in a currency, as its card shows them. */
export function productCard(brand: SiteBrand, handle: string, currency: Currency): { title: string; price: number } {
  const product = byHandle(brand, 'product', handle);
  return { title: String(product.store?.title), price: Math.min(...productPrices(brand, handle, currency)) };
}

/**
 * A price as the locale formats it, written independently of the site's code: the locale's
 * number format, at least two fraction digits, Australian dollars as `A$`.
 */
export function formatPrice(amount: number, currency: Currency, priceFormat: string): string {
  const text = new Intl.NumberFormat(priceFormat, { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount);
  return currency === 'AUD' ? text.replace(/^(-?)(A\$|\$)/, '$1A$') : text;
}

/** Handles of the products a brand shows (the ones that get pages). */
export function shownProductHandles(brand: SiteBrand): string[] {
  return [...documents(brand).values()]
    .filter((doc) => doc._type === 'product' && doc.canBeShown !== false && doc.store?.isDeleted !== true)
    .map((doc) => (doc.store?.slug as { current: string }).current)
    .filter(Boolean)
    .sort();
}

/** The variants of a product: numeric id, gid, SKU and stock, in the product's order. */
export function productVariants(brand: SiteBrand, handle: string): { id: number; gid: string; sku: string; quantity: number }[] {
  const product = byHandle(brand, 'product', handle);
  return referenced(brand, product.store?.variants).map((variant) => {
    const store = variant.store as { id: number; gid: string; sku: string; inventory?: { quantity?: number } };
    return { id: store.id, gid: store.gid, sku: store.sku, quantity: store.inventory?.quantity ?? 0 };
  });
}

type Localized = Record<string, string> | undefined;
const pickLanguage = (value: Localized, language: string, fallback: string) => value?.[language] ?? value?.en ?? fallback;

/**
 * A product as the cart shows it in a language: its title, the `Name: value` of each option of one variant (by
 * the variant's position) and the name of each of its autoship plans, from the content's localized fields.
 */
export function productInLanguage(
  brand: SiteBrand,
  handle: string,
  language: string,
  variantIndex = 0,
): { title: string; options: string[]; plans: string[] } {
  const product = byHandle(brand, 'product', handle);
  const variant = referenced(brand, product.store?.variants)[variantIndex];
  const labels = (product.optionLabels ?? []) as { option: string; name?: Localized; values?: { value: string; label?: Localized }[] }[];
  const names = ((product.store?.options ?? []) as { name: string }[]).map((o) => o.name);
  const values = [variant?.store?.option1, variant?.store?.option2, variant?.store?.option3] as (string | undefined)[];
  const options = names
    .map((name, i) => {
      const value = values[i] ?? '';
      if (value === 'Default Title') return null;
      const label = labels.find((l) => l.option === name);
      const valueLabel = label?.values?.find((v) => v.value === value)?.label;
      return `${pickLanguage(label?.name, language, name)}: ${pickLanguage(valueLabel, language, value)}`;
    })
    .filter((o): o is string => o !== null);
  const groups = referenced(brand, product.store?.sellingPlanGroups);
  const plans = groups.flatMap((g) => ((g.store?.sellingPlans ?? []) as { name: string; label?: Localized }[]).map((p) => pickLanguage(p.label, language, p.name)));
  return { title: pickLanguage(product.title as Localized, language, String(product.store?.title ?? '')), options, plans };
}

/** A GPS service plan as content defines it: its name, selling plan gid, term in months and price per term. */
export interface ContentServicePlan {
  name: string;
  gid: string;
  months: number;
  prices: Record<Currency, number>;
}

/** A brand's GPS service plans (the selling plans that deliver nothing), in content order. */
export function servicePlans(brand: SiteBrand): ContentServicePlan[] {
  return [...documents(brand).values()]
    .filter((doc) => doc._type === 'sellingPlanGroup')
    .flatMap((doc) => (doc.store?.sellingPlans ?? []) as { name: string; gid: string; recurringDeliveries: boolean; frequency: { count: number }; servicePrice?: Record<Currency, number> }[])
    .filter((plan) => plan.recurringDeliveries === false && plan.servicePrice)
    .map((plan) => ({ name: plan.name, gid: plan.gid, months: plan.frequency.count, prices: plan.servicePrice! }));
}
