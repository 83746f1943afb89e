// What the address of a page the shopper lands on from a vendor's page says: a confirmed newsletter
// signup (Klaviyo's confirmation page) or a placed order (the checkout's thank-you page). Read once,
// then taken out of the address so page views and shared links do not carry it.
import { NEWSLETTER_CONFIRMED_PARAM, NEWSLETTER_CONFIRMED_VALUE } from '../../../wire/newsletter';
import { ORDER_CONFIRMATION_PARAMS } from '../../../wire/order-confirmation';

/** The order the checkout returned with. */
export interface OrderConfirmation {
  /** The order's name as the shopper sees it ("#1001"). */
  name: string;
  /** The order's total, shipping and tax included. */
  total: number;
  currency: string;
}

/** What a landing address said. */
export interface Landing {
  newsletterConfirmed: boolean;
  order: OrderConfirmation | null;
}

const ORDER_NAME = /^#?[A-Za-z0-9-]{1,40}$/;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;

/** The order named by a query; null unless its name, total and currency are all well formed. */
export function orderConfirmationOf(query: URLSearchParams): OrderConfirmation | null {
  const name = query.get(ORDER_CONFIRMATION_PARAMS.name) ?? '';
  const total = query.get(ORDER_CONFIRMATION_PARAMS.total) ?? '';
  const currency = query.get(ORDER_CONFIRMATION_PARAMS.currency) ?? '';
  if (!ORDER_NAME.test(name) || !AMOUNT.test(total) || !CURRENCY.test(currency)) return null;
  return { name, total: Number(total), currency };
}

/** Reads a landing address: what it said, and the address without its markers (null when it had none). */
export function readLanding(href: string): { landing: Landing; clean: string | null } {
  const url = new URL(href);
  const landing: Landing = {
    newsletterConfirmed: url.searchParams.get(NEWSLETTER_CONFIRMED_PARAM) === NEWSLETTER_CONFIRMED_VALUE,
    order: orderConfirmationOf(url.searchParams),
  };
  const markers = [NEWSLETTER_CONFIRMED_PARAM, ...Object.values(ORDER_CONFIRMATION_PARAMS)];
  if (!markers.some((name) => url.searchParams.has(name))) return { landing, clean: null };
  for (const name of markers) url.searchParams.delete(name);
  return { landing, clean: url.toString() };
}

let captured: Landing | null = null;

/** The page's landing, read from the address once per page load; the markers leave the address. */
export function pageLanding(): Landing {
  if (captured) return captured;
  if (typeof window === 'undefined') return { newsletterConfirmed: false, order: null };
  const { landing, clean } = readLanding(window.location.href);
  if (clean !== null) window.history.replaceState(window.history.state, '', clean);
  captured = landing;
  return landing;
}
