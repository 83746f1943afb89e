// Klaviyo connects one Shopify store per account: a brand's CAD store has its own account, whose
// back-in-stock subscriptions wait for that store's stock (not the USD store's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin } from './helpers';
import { klaviyoTestEnv, mailsTo, postJson } from './klaviyo-fixture';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  klaviyoTestEnv();
  twin = await startTestTwin();
});
afterAll(() => twin.stop());

const VARIANT = 2004;
const setStock = (store: string, quantity: number) => twin.db.prepare('UPDATE variants SET inventory_quantity = ? WHERE store = ? AND id = ?').run(quantity, store, VARIANT);

async function waitForMail(to: string, ms: number): Promise<{ subject: string }[]> {
  let mails: { subject: string }[] = [];
  for (let waited = 0; waited < ms && mails.length === 0; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
    mails = await mailsTo(twin.url, to);
  }
  return mails;
}

describe('Klaviyo accounts per store', () => {
  it("a back-in-stock subscription to the CAD store's account mails when the CAD store restocks, not when the USD store does", async () => {
    setStock('trailmate-ca', 0);
    setStock('trailmate-us', 0);
    const body = {
      data: {
        type: 'back-in-stock-subscription',
        attributes: { channels: ['EMAIL'], profile: { data: { type: 'profile', attributes: { email: 'cad-wait@example.com' } } } },
        relationships: { variant: { data: { type: 'catalog-variant', id: `$shopify:::$default:::${VARIANT}` } } },
      },
    };
    const res = await postJson(`${twin.url}/client/back-in-stock-subscriptions/?company_id=TwTrlC`, body, { revision: '2025-04-15' });
    expect(res.status).toBe(202);

    setStock('trailmate-us', 5);
    expect(await waitForMail('cad-wait@example.com', 1500)).toEqual([]);

    setStock('trailmate-ca', 5);
    const mails = await waitForMail('cad-wait@example.com', 5000);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/is back in stock$/);
  });

  it("the CAD store's account has its own newsletter list", async () => {
    const subscription = (listId: string, properties: Record<string, string>) => ({
      data: {
        type: 'subscription',
        attributes: { profile: { data: { type: 'profile', attributes: { email: 'cad-news@example.com', first_name: 'Kit', properties } } } },
        relationships: { list: { data: { type: 'list', id: listId } } },
      },
    });
    const url = `${twin.url}/client/subscriptions/?company_id=TwTrlC`;
    expect((await postJson(url, subscription('TrlNws', { interest: 'Cat' }), { revision: '2025-04-15' })).body.errors[0].detail).toBe('List not found.');
    expect((await postJson(url, subscription('TrlNwC', { interest: 'Cat' }), { revision: '2025-04-15' })).status).toBe(202);
    expect((await mailsTo(twin.url, 'cad-news@example.com')).map((m) => m.subject)).toEqual(['Please confirm your subscription']);
  });
});
