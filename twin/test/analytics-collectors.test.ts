// The stand-in collectors record what each site sends (GA4 measurement protocol, Klaviyo's client
// events and profiles, AdRoll's pixel) by the site's origin, refuse malformed input, and give it back
// only with the admin key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HEADERS, startTestTwin } from './helpers';

const SITE = 'http://trailmate.localhost:9001';
const OTHER = 'http://yardwise.localhost:9002';
let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  twin = await startTestTwin({ siteOrigins: [SITE, OTHER] });
});
afterAll(() => twin.stop());

async function hits(origin: string, collector?: string): Promise<{ name: string; payload: any }[]> {
  const res = await fetch(`${twin.url}/__analytics?origin=${encodeURIComponent(origin)}${collector ? `&collector=${collector}` : ''}`, { headers: ADMIN_HEADERS });
  expect(res.status).toBe(200);
  return ((await res.json()) as { hits: { name: string; payload: any }[] }).hits;
}

const ga4 = (origin: string, body: unknown, tid = 'G-TWIN01') =>
  fetch(`${twin.url}/g/collect?v=2&tid=${tid}`, { method: 'POST', headers: { origin, 'content-type': 'text/plain' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

const klaviyo = (path: string, body: unknown, origin = SITE) =>
  fetch(`${twin.url}${path}?company_id=TwTrl1`, { method: 'POST', headers: { origin, 'content-type': 'application/json', revision: '2025-04-15' }, body: JSON.stringify(body) });

describe('stand-in collectors', () => {
  it('serves a GTM container, klaviyo.js and roundtrip.js that name this twin', async () => {
    for (const path of ['/gtm.js?id=GTM-TWIN01', '/onsite/js/klaviyo.js?company_id=TwTrl1', '/j/roundtrip.js']) {
      const res = await fetch(`${twin.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(await res.text()).toContain(JSON.stringify(twin.url));
    }
    expect((await fetch(`${twin.url}/gtm.js?id=<script>`)).status).toBe(404);
    expect((await fetch(`${twin.url}/onsite/js/klaviyo.js?company_id=nobody`)).status).toBe(404);
  });

  it('records GA4 events per site, in the measurement protocol shape', async () => {
    const items = [{ item_id: 'TM-HAM-BLK', item_name: 'Rover Hammock', price: 89, quantity: 1 }];
    const res = await ga4(SITE, { client_id: '123.456', events: [{ name: 'add_to_cart', params: { currency: 'USD', value: 89, items } }] });
    expect(res.status).toBe(204);
    const got = await hits(SITE, 'ga4');
    expect(got.map((h) => h.name)).toEqual(['add_to_cart']);
    expect(got[0]?.payload).toMatchObject({ client_id: '123.456', tid: 'G-TWIN01', params: { currency: 'USD', value: 89, items } });
    expect(await hits(OTHER, 'ga4')).toEqual([]);
  });

  it('refuses GA4 hits from other origins, without a measurement id or with a malformed body', async () => {
    expect((await ga4('http://evil.example', { client_id: '1', events: [{ name: 'purchase' }] })).status).toBe(403);
    expect((await ga4(OTHER, { client_id: '1', events: [{ name: 'purchase' }] }, 'UA-1')).status).toBe(400);
    expect((await ga4(OTHER, '{not json')).status).toBe(400);
    expect((await ga4(OTHER, { events: [] })).status).toBe(400);
    expect(await hits(OTHER, 'ga4')).toEqual([]);
  });

  it("records Klaviyo's client events and profiles with their metric names", async () => {
    const event = {
      data: {
        type: 'event',
        attributes: {
          properties: { ProductName: 'Rover Hammock', SKU: 'TM-HAM-BLK' },
          metric: { data: { type: 'metric', attributes: { name: 'Viewed Product' } } },
          profile: { data: { type: 'profile', attributes: { anonymous_id: 'anon-1' } } },
        },
      },
    };
    expect((await klaviyo('/client/events/', event)).status).toBe(202);
    expect((await klaviyo('/client/profiles/', { data: { type: 'profile', attributes: { email: 'shopper@example.com' } } })).status).toBe(202);
    const got = await hits(SITE, 'klaviyo');
    expect(got.map((h) => h.name)).toEqual(['Viewed Product', 'identify']);
    expect(got[0]?.payload.properties).toEqual({ ProductName: 'Rover Hammock', SKU: 'TM-HAM-BLK' });
    expect(got[1]?.payload.profile).toEqual({ email: 'shopper@example.com' });
    const noProfile = { data: { ...event.data, attributes: { ...event.data.attributes, profile: { data: { type: 'profile', attributes: {} } } } } };
    expect((await klaviyo('/client/events/', noProfile)).status).toBe(400);
  });

  it("records AdRoll's pixel and needs the admin key to read back", async () => {
    const res = await fetch(`${twin.url}/pixel/TWINADV/TWINPIX?event=pageView&url=${encodeURIComponent(`${OTHER}/`)}`, { headers: { origin: OTHER } });
    expect(res.status).toBe(204);
    expect((await hits(OTHER, 'adroll')).map((h) => h.payload)).toEqual([{ adv: 'TWINADV', pix: 'TWINPIX', url: `${OTHER}/`, segments: null }]);
    expect((await fetch(`${twin.url}/__analytics?origin=${OTHER}`)).status).toBe(401);
    expect((await fetch(`${twin.url}/analytics?origin=${encodeURIComponent(OTHER)}`)).status).toBe(401);
    const page = await fetch(`${twin.url}/analytics?origin=${encodeURIComponent(OTHER)}`, { headers: ADMIN_HEADERS });
    expect(await page.text()).toContain('pageView');
  });
});
