import type { Db } from '../db/open.js';
import type { ContentSet } from '../catalogue/content.js';

/** A discount code of a store as stored in `discount_codes`. */
export interface DiscountRule {
  store: string;
  code: string;
  title: string;
  /** ORDER: a percentage off the whole order; PRODUCT: a percentage off each entitled line. */
  kind: 'ORDER' | 'PRODUCT';
  percentage: number;
  /** PRODUCT codes entitle the lines whose product carries this tag. */
  entitled_tag: string | null;
  /** Only for a buyer without an earlier order in the store. */
  first_order_only: number;
  /** Only for the buyer with this email (a code limited to one customer); null for everyone. */
  customer_email?: string | null;
  starts_at: string;
  ends_at: string | null;
}

/**
 * The codes every store is seeded with (in store currency-free terms, so one list fits every store): public
 * promotions only. A welcome discount is a single-use code made for one newsletter subscriber
 * (forms/klaviyo/welcome-code.ts), never a code anyone could guess.
 */
export const SEEDED_DISCOUNT_CODES: Omit<DiscountRule, 'store'>[] = [
  { code: 'GOODDOG15', title: '15% off dog gear', kind: 'PRODUCT', percentage: 15, entitled_tag: 'dog', first_order_only: 0, starts_at: '2024-01-01T00:00:00Z', ends_at: null },
  { code: 'SPRINGFETCH20', title: 'Spring sale: 20% off', kind: 'ORDER', percentage: 20, entitled_tag: null, first_order_only: 0, starts_at: '2025-03-01T00:00:00Z', ends_at: '2025-05-31T23:59:59Z' },
];

/** Codes earlier seeds made for everyone that no store may keep: a generic welcome code beside the single-use ones. */
export const RETIRED_DISCOUNT_CODES: readonly string[] = ['WELCOME10'];

/** Writes one code of a store (insert or refresh); seeds and tests make their codes with it. */
export function putDiscountCode(db: Db, rule: DiscountRule): void {
  db.prepare(`INSERT INTO discount_codes (store, code, title, kind, percentage, entitled_tag, first_order_only, customer_email, starts_at, ends_at)
    VALUES (@store, @code, @title, @kind, @percentage, @entitled_tag, @first_order_only, @customer_email, @starts_at, @ends_at)
    ON CONFLICT(store, code) DO UPDATE SET title=excluded.title, kind=excluded.kind, percentage=excluded.percentage,
      entitled_tag=excluded.entitled_tag, first_order_only=excluded.first_order_only, customer_email=excluded.customer_email,
      starts_at=excluded.starts_at, ends_at=excluded.ends_at`).run({ customer_email: null, ...rule });
}

/**
 * Writes the seeded codes for every store of the content (insert or refresh; other codes are kept) and
 * deletes the retired generic codes a database seeded before still holds (a subscriber's own code stays).
 */
export function seedDiscountCodes(db: Db, content: ContentSet): void {
  const stores = content.docs.filter((d) => d._type === 'shopifyStore').map((d) => String(d.name));
  const retire = db.prepare('DELETE FROM discount_codes WHERE code = ? AND customer_email IS NULL');
  db.transaction(() => {
    for (const store of stores) for (const rule of SEEDED_DISCOUNT_CODES) putDiscountCode(db, { ...rule, store });
    for (const code of RETIRED_DISCOUNT_CODES) retire.run(code);
  })();
}

/** The DiscountApplication fields (allocation method, targets, value) of a code, as Shopify reports them. */
export function applicationFields(rule: DiscountRule) {
  return {
    allocationMethod: rule.kind === 'ORDER' ? 'ACROSS' : 'EACH',
    targetSelection: rule.kind === 'ORDER' ? 'ALL' : 'ENTITLED',
    targetType: 'LINE_ITEM',
    value: { __typename: 'PricingPercentageValue', percentage: rule.percentage },
  };
}

/** A store's discount code, matched ignoring case. */
export function findRule(db: Db, store: string, code: string): DiscountRule | undefined {
  return db.prepare('SELECT * FROM discount_codes WHERE store = ? AND code = ?').get(store, code) as DiscountRule | undefined;
}

/** Normalises the codes a buyer entered: trimmed, blanks dropped, duplicates (ignoring case) dropped. */
export function cleanCodes(codes: readonly unknown[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of codes ?? []) {
    const code = String(raw ?? '').trim();
    if (!code || seen.has(code.toLowerCase())) continue;
    seen.add(code.toLowerCase());
    out.push(code);
  }
  return out;
}

