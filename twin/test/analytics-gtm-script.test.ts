// The twin's GTM container follows Consent Mode as Google's tags do: nothing is sent while
// analytics_storage is denied, earlier data layer entries are read when it loads, a granted update
// lets the GA4 events after it through, and a withdrawal stops them again.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { gtmScript } from '../src/analytics/scripts';

function browser() {
  const sent: { url: string; body: { client_id: string; events: { name: string; params: Record<string, unknown> }[] } }[] = [];
  const window: Record<string, unknown> = { dataLayer: [] as unknown[] };
  const context = {
    window,
    document: { cookie: '', title: 'Rover Hammock' },
    location: { href: 'http://trailmate.localhost:9001/car-seat-covers/rover-hammock/' },
    fetch: (url: string, init: { body: string }) => {
      sent.push({ url, body: JSON.parse(init.body) });
      return Promise.resolve({});
    },
    Object,
    JSON,
    Math,
    Date,
    encodeURIComponent,
    decodeURIComponent,
  };
  vm.createContext(context);
  const run = (code: string) => vm.runInContext(code, context);
  run('function gtag(){window.dataLayer.push(arguments)}');
  return { sent, run, names: () => sent.flatMap((s) => s.body.events.map((e) => e.name)) };
}

describe("the twin's GTM container", () => {
  it('sends nothing while analytics_storage is denied and everything after it is granted', () => {
    const b = browser();
    b.run(`gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' });`);
    b.run(`window.dataLayer.push({ ecommerce: null }); window.dataLayer.push({ event: 'view_item', ecommerce: { currency: 'USD', value: 89, items: [{ item_id: 'TM-1' }] } });`);
    b.run(gtmScript('http://127.0.0.1:8787', 'GTM-TWIN01'));
    b.run(`window.dataLayer.push({ event: 'add_to_cart', ecommerce: { currency: 'USD', value: 89, items: [{ item_id: 'TM-1' }] } });`);
    expect(b.sent).toEqual([]);

    b.run(`gtag('consent', 'update', { analytics_storage: 'granted' });`);
    b.run(`window.dataLayer.push({ event: 'add_to_cart', ecommerce: { currency: 'USD', value: 89, items: [{ item_id: 'TM-1', quantity: 1 }] } });`);
    expect(b.names()).toEqual(['add_to_cart']);
    expect(b.sent[0]?.url).toBe('http://127.0.0.1:8787/g/collect?v=2&tid=G-TWIN01');
    expect(b.sent[0]?.body.events[0]?.params).toMatchObject({ currency: 'USD', value: 89, items: [{ item_id: 'TM-1', quantity: 1 }] });

    b.run(`gtag('consent', 'update', { analytics_storage: 'denied' });`);
    b.run(`window.dataLayer.push({ event: 'purchase', ecommerce: { currency: 'USD', value: 89, items: [] } });`);
    expect(b.names()).toEqual(['add_to_cart']);
  });

  it('reads what the data layer held before it loaded, when consent was granted by then', () => {
    const b = browser();
    b.run(`gtag('consent', 'default', { analytics_storage: 'granted' });`);
    b.run(`window.dataLayer.push({ 'gtm.start': 1, event: 'gtm.js' }); window.dataLayer.push({ event: 'search', search_term: 'hammock' }); window.dataLayer.push({ event: 'not_ga4' });`);
    b.run(gtmScript('http://127.0.0.1:8787', 'GTM-TWIN01'));
    expect(b.names()).toEqual(['page_view', 'search']);
    expect(b.sent[1]?.body.events[0]?.params).toMatchObject({ search_term: 'hammock' });
  });
});
