// The order a checkout returns to the store with: the thank-you page's "Continue shopping" link (on
// Shopify a thank-you page block of a checkout UI extension, which reads the order's confirmation and
// cost) carries the order's name, total and currency, so the store's purchase event names the order
// and its total. No token or personal data travels: only what the shopper's own order page shows.

/** Query parameters of the link back to the store. */
export const ORDER_CONFIRMATION_PARAMS = { name: 'order_name', total: 'order_total', currency: 'order_currency' } as const;
