// The landing address of a vendor's page: a confirmed newsletter signup and the order a checkout
// returned with are read once, well formed only, and taken out of the address.
import { describe, expect, it } from 'vitest';
import { orderConfirmationOf, readLanding } from '../../src/lib/analytics/landing';

describe('landing address', () => {
  it('reads the order a checkout returned with and drops its markers, keeping other parameters', () => {
    const { landing, clean } = readLanding('https://shop.example/en-ca/?order_name=%231042&order_total=118.65&order_currency=CAD&utm_source=mail');
    expect(landing).toEqual({ newsletterConfirmed: false, order: { name: '#1042', total: 118.65, currency: 'CAD' } });
    expect(clean).toBe('https://shop.example/en-ca/?utm_source=mail');
  });

  it('reads a confirmed newsletter signup', () => {
    expect(readLanding('https://shop.example/?newsletter=confirmed')).toEqual({ landing: { newsletterConfirmed: true, order: null }, clean: 'https://shop.example/' });
    expect(readLanding('https://shop.example/?newsletter=maybe').landing.newsletterConfirmed).toBe(false);
  });

  it('an address without markers is left alone', () => {
    expect(readLanding('https://shop.example/search/?query=order')).toEqual({ landing: { newsletterConfirmed: false, order: null }, clean: null });
  });

  it("leaves the account's own order parameter alone (the order detail lives at /account/orders/?order=<id>)", () => {
    expect(readLanding('https://shop.example/account/orders/?order=42')).toEqual({ landing: { newsletterConfirmed: false, order: null }, clean: null });
  });

  it('an order needs a well-formed name, total and currency', () => {
    const order = (query: string) => orderConfirmationOf(new URLSearchParams(query));
    expect(order('order_name=%231001&order_total=20&order_currency=USD')).toEqual({ name: '#1001', total: 20, currency: 'USD' });
    expect(order('order_name=%231001&order_total=20')).toBeNull();
    expect(order('order_name=%3Cscript%3E&order_total=20&order_currency=USD')).toBeNull();
    expect(order('order_name=%231001&order_total=-5&order_currency=USD')).toBeNull();
    expect(order('order_name=%231001&order_total=1e9&order_currency=USD')).toBeNull();
    expect(order('order_name=%231001&order_total=20&order_currency=usd')).toBeNull();
  });
});
