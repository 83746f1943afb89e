import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Db } from '../db/open.js';
import { parseGid } from '../storefront/ids.js';

/** A cart row. */
export interface CartRow {
  token: string;
  store: string;
  secret: string;
  country: string;
  currency: string;
  attributes: string;
  note: string | null;
  buyer_email: string | null;
  buyer_phone: string | null;
  buyer_customer_token: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  order_id: number | null;
  /** JSON list of the discount codes entered, as entered. */
  discount_codes: string;
  /** The site origin the cart was created from, if it was one of the twin's site origins. */
  site_origin: string | null;
  /** The buyer's LanguageCode (`EN`, `DE` …): the @inContext language of the cart's creation or last change. */
  language: string;
  /** JSON list of the cart's metafields ({ namespace, key, type, value, updatedAt }). */
  metafields?: string;
  /** JSON list of the gift card codes entered. */
  gift_card_codes?: string;
}

/** A cart line row. */
export interface LineRow {
  id: string;
  cart_token: string;
  position: number;
  variant_id: number;
  quantity: number;
  selling_plan_id: number | null;
  attributes: string;
}

/** Key/value attribute as the Storefront API carries it. */
export interface Attribute {
  key: string;
  value: string;
}

/** Shopify-like cart token: 26 url-safe characters. */
export function newToken(): string {
  return crypto.randomBytes(20).toString('base64url').slice(0, 26);
}

/** The public cart id: gid://shopify/Cart/<token>?key=<secret>. */
export function cartGid(row: Pick<CartRow, 'token' | 'secret'>): string {
  return `gid://shopify/Cart/${row.token}?key=${row.secret}`;
}

/** The public line id, as Shopify builds it. */
export function lineGid(row: Pick<LineRow, 'id' | 'cart_token'>): string {
  return `gid://shopify/CartLine/${row.id}?cart=${row.cart_token}`;
}

/** Cart storage for one database. */
export class CartStore {
  private readonly get;
  private readonly linesStmt;

  private readonly statements = new Map<string, Database.Statement>();

  /** Prepared statements are cached: the update shapes are few and fixed by callers. */
  private stmt(sql: string): Database.Statement {
    let st = this.statements.get(sql);
    if (!st) this.statements.set(sql, (st = this.db.prepare(sql)));
    return st;
  }

  constructor(readonly db: Db) {
    this.get = db.prepare('SELECT * FROM carts WHERE token = ?');
    this.linesStmt = db.prepare('SELECT * FROM cart_lines WHERE cart_token = ? ORDER BY position');
  }

  /** Finds an open cart of the store by its public id; null when unknown, wrong key, other store or completed. */
  findOpen(store: string, id: string): CartRow | null {
    const row = this.findAny(store, id);
    return row && !row.completed_at ? row : null;
  }

  /** Finds a cart of the store by public id whatever its state. */
  findAny(store: string, id: string): CartRow | null {
    const p = parseGid(id);
    if (!p || p.type !== 'Cart') return null;
    const row = this.get.get(p.id) as CartRow | undefined;
    if (!row || row.store !== store) return null;
    const key = p.query.get('key');
    if (!key || !timingSafeEqual(key, row.secret)) return null;
    return row;
  }

  /** Reads by token (internal callers such as checkout). */
  byToken(token: string): CartRow | null {
    return (this.get.get(token) as CartRow | undefined) ?? null;
  }

  lines(token: string): LineRow[] {
    return this.linesStmt.all(token) as LineRow[];
  }

  create(store: string, country: string, currency: string, init: { attributes?: Attribute[]; note?: string | null; email?: string | null; phone?: string | null; customerToken?: string | null; discountCodes?: string[]; siteOrigin?: string | null; language?: string }): CartRow {
    const now = new Date().toISOString();
    const row: CartRow = {
      token: newToken(),
      store,
      secret: crypto.randomBytes(16).toString('hex'),
      country,
      currency,
      attributes: JSON.stringify(init.attributes ?? []),
      note: init.note ?? null,
      buyer_email: init.email ?? null,
      buyer_phone: init.phone ?? null,
      buyer_customer_token: init.customerToken ?? null,
      created_at: now,
      updated_at: now,
      completed_at: null,
      order_id: null,
      discount_codes: JSON.stringify(init.discountCodes ?? []),
      site_origin: init.siteOrigin ?? null,
      language: init.language ?? 'EN',
    };
    this.stmt(
        `INSERT INTO carts (token, store, secret, country, currency, attributes, note, buyer_email, buyer_phone, buyer_customer_token, created_at, updated_at, discount_codes, site_origin, language)
         VALUES (@token, @store, @secret, @country, @currency, @attributes, @note, @buyer_email, @buyer_phone, @buyer_customer_token, @created_at, @updated_at, @discount_codes, @site_origin, @language)`,
      )
      .run(row);
    return row;
  }

  update(token: string, fields: Partial<Omit<CartRow, 'token' | 'store' | 'secret' | 'created_at'>>): void {
    const entries = Object.entries({ ...fields, updated_at: new Date().toISOString() });
    const sql = `UPDATE carts SET ${entries.map(([k]) => `${k} = @${k}`).join(', ')} WHERE token = @token`;
    this.stmt(sql).run({ ...Object.fromEntries(entries), token });
  }

  addLine(token: string, variantId: number, quantity: number, sellingPlanId: number | null, attributes: Attribute[]): LineRow {
    const pos = (this.stmt('SELECT COALESCE(MAX(position), -1) + 1 AS p FROM cart_lines WHERE cart_token = ?').get(token) as { p: number }).p;
    const row: LineRow = {
      id: crypto.randomUUID(),
      cart_token: token,
      position: pos,
      variant_id: variantId,
      quantity,
      selling_plan_id: sellingPlanId,
      attributes: JSON.stringify(attributes),
    };
    this.stmt('INSERT INTO cart_lines (id, cart_token, position, variant_id, quantity, selling_plan_id, attributes) VALUES (@id, @cart_token, @position, @variant_id, @quantity, @selling_plan_id, @attributes)')
      .run(row);
    return row;
  }

  setLine(id: string, fields: Partial<Pick<LineRow, 'quantity' | 'selling_plan_id' | 'attributes' | 'variant_id'>>): void {
    const entries = Object.entries(fields);
    if (!entries.length) return;
    this.stmt(`UPDATE cart_lines SET ${entries.map(([k]) => `${k} = @${k}`).join(', ')} WHERE id = @id`).run({ ...fields, id });
  }

  removeLine(id: string): void {
    this.stmt('DELETE FROM cart_lines WHERE id = ?').run(id);
  }
}

function timingSafeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Parses a line id (gid with ?cart=, or the bare uuid). */
export function parseLineId(id: string): string | null {
  const p = parseGid(id);
  if (p) return p.type === 'CartLine' ? p.id : null;
  return /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}
