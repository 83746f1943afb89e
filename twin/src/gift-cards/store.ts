// The stores' gift cards: issued through the Admin API's giftCardCreate, entered on a cart with
// cartGiftCardCodesUpdate, spent at checkout up to their balance and debited once per order.
import crypto from 'node:crypto';
import type { Db } from '../db/open.js';
import { cents } from '../storefront/money.js';

/** A gift card row. */
export interface GiftCardRow {
  id: number;
  store: string;
  /** Upper case, without spaces or dashes. */
  code: string;
  currency: string;
  initial_value: number;
  balance: number;
  note: string | null;
  /** YYYY-MM-DD; the card cannot be used after that day. */
  expires_on: string | null;
  disabled_at: string | null;
  created_at: string;
}

/** What one applied card takes off an amount due: `used` now and `left` on the card after it. */
export interface GiftCardUse {
  card: GiftCardRow;
  used: number;
  left: number;
}

/** A code as stored and compared: Shopify's codes ignore case, and the spaces or dashes they are printed with. */
export function normalizeGiftCardCode(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether a normalized code has Shopify's shape: 8 to 20 letters and digits. */
export function isGiftCardCode(code: string): boolean {
  return /^[A-Z0-9]{8,20}$/.test(code);
}

/** The last four characters a cart or an order shows of a card. */
export function lastCharacters(card: Pick<GiftCardRow, 'code'>): string {
  return card.code.slice(-4);
}

// No 0/O or 1/I, so a code read off a mail is typed right.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh 16-character code. */
export function newGiftCardCode(): string {
  return [...crypto.randomBytes(16)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** A store's card by code, whatever its state; undefined when the store issued no such card. */
export function findGiftCard(db: Db, store: string, code: string): GiftCardRow | undefined {
  return db.prepare('SELECT * FROM gift_cards WHERE store = ? AND code = ?').get(store, normalizeGiftCardCode(code)) as GiftCardRow | undefined;
}

/** A store's card by id. */
export function giftCardById(db: Db, store: string, id: number): GiftCardRow | undefined {
  return db.prepare('SELECT * FROM gift_cards WHERE store = ? AND id = ?').get(store, id) as GiftCardRow | undefined;
}

/** Why a card cannot be spent on `day` (YYYY-MM-DD), or null when it can. */
export function unusable(card: GiftCardRow | undefined, day: string): 'unknown' | 'empty' | null {
  if (!card || card.disabled_at || (card.expires_on && card.expires_on < day)) return 'unknown';
  return card.balance > 0 ? null : 'empty';
}

/** Issues a card in the store's currency; answers it, or 'taken' when the code is already a card of the store. */
export function createGiftCard(
  db: Db,
  input: { store: string; currency: string; initialValue: number; code?: string | null; note?: string | null; expiresOn?: string | null; now: string },
): GiftCardRow | 'taken' {
  const code = input.code ? normalizeGiftCardCode(input.code) : newGiftCardCode();
  if (findGiftCard(db, input.store, code)) return 'taken';
  const value = cents(input.initialValue);
  const info = db
    .prepare('INSERT INTO gift_cards (store, code, currency, initial_value, balance, note, expires_on, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(input.store, code, input.currency, value, value, input.note ?? null, input.expiresOn ?? null, input.now);
  return giftCardById(db, input.store, Number(info.lastInsertRowid))!;
}

/**
 * What the cards take off `due`, in the order they were entered: each its balance, up to what is still
 * due. A card in another currency than the amount's takes nothing.
 */
export function spendGiftCards(cards: GiftCardRow[], due: number, currency: string): GiftCardUse[] {
  let rest = cents(due);
  return cards.map((card) => {
    const used = card.currency === currency ? cents(Math.max(0, Math.min(card.balance, rest))) : 0;
    rest = cents(rest - used);
    return { card, used, left: cents(card.balance - used) };
  });
}

/** The cards of a store behind the codes a cart carries that can still be spent on `day`. */
export function cartGiftCards(db: Db, store: string, codes: string[], day: string): GiftCardRow[] {
  return codes.map((c) => findGiftCard(db, store, c)).filter((c): c is GiftCardRow => !!c && unusable(c, day) === null);
}

/** Takes an order's amounts off its cards, once per card and order however often it is called; false when a card has less left. */
export function debitGiftCards(db: Db, orderId: number, debits: { id: number; amount: number }[], now: string): boolean {
  for (const d of debits) {
    if (d.amount <= 0) continue;
    const claimed = db.prepare('INSERT OR IGNORE INTO gift_card_debits (gift_card_id, order_id, amount, created_at) VALUES (?, ?, ?, ?)').run(d.id, orderId, d.amount, now);
    if (claimed.changes !== 1) continue;
    const taken = db.prepare('UPDATE gift_cards SET balance = ROUND(balance - ?, 2) WHERE id = ? AND balance >= ?').run(d.amount, d.id, d.amount);
    if (taken.changes !== 1) return false;
  }
  return true;
}
