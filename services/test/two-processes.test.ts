// Two services processes (services/src/main.ts, each its own Node process) on one PostgreSQL database
// behind one twin, as two instances behind a load balancer: a slot is booked once, a captcha solution
// is spent once, a limit counts calls to either, a chat message sent to one reaches a visitor
// streaming from the other, and a clock move that both answer renews each subscription once.
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '../../wire/services.js';
import { useStack } from './harness.js';
import { contentWithDealers } from './local-services-fixture.js';
import { solveCaptcha } from './forms-fixture.js';
import { bearer, readEvents } from './chat-support.js';
import { subscriptionsOf } from './subscriptions-fixture.js';

const BOWL = { merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/9001' };

/** The next Tuesday, 15:00 UTC (care hours in New York), at least a day after `from`. */
function nextTuesdayAfternoon(from: Date): Date {
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1, 15));
  while (at.getUTCDay() !== 2) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

const json = (url: string, method: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

describe.skipIf(!process.env.SERVICES_TEST_DATABASE_URL)('two services processes on one PostgreSQL', () => {
  const stack = useStack(() => ({ twin: { contentDir: contentWithDealers() }, env: { SERVICES_CHAT_START_LIMIT: '3', SERVICES_TRUSTED_PROXIES: '1' } }));
  let a: string;
  let b: string;
  let s: ReturnType<typeof subscriptionsOf>;

  beforeAll(async () => {
    s = subscriptionsOf(stack);
    // Care hours on the twin's clock, which both processes read.
    await s.clock({ now: nextTuesdayAfternoon(await s.now()).toISOString() });
    a = (await stack.anotherProcess()).url;
    b = (await stack.anotherProcess()).url;
  }, 120_000);

  it('book one slot once: of two bookings sent to both at once, one is taken and one is told the slot is gone', async () => {
    const { slots } = (await (await fetch(`${a}${SERVICE_PATHS.slots('buckeye-pet-fence')}?type=In-Home`)).json()) as { slots: { date: string; time: string }[] };
    const [slot] = slots;
    assert.isDefined(slot, 'slot');
    const booking = (url: string, who: string) =>
      json(`${url}${SERVICE_PATHS.appointments}`, 'POST', {
        type: 'In-Home', date: slot.date, time: slot.time, firstName: 'Robin', lastName: 'Ashby', email: `${who}@example.com`,
        phone: '(614) 555-0199', address: '12 Elm Row, Columbus OH', postalCode: '43215', dealerId: 'buckeye-pet-fence',
      }).then((r) => r.status);
    const statuses = await Promise.all([booking(a, 'first'), booking(b, 'second'), booking(a, 'third'), booking(b, 'fourth')]);
    expect(statuses.filter((st) => st === 201)).toHaveLength(1);
    expect(statuses.filter((st) => st === 409)).toHaveLength(3);
  });

  it('spend a captcha solution once, whichever process it reaches', async () => {
    const altcha = await solveCaptcha(a);
    const contact = { brand: 'trailmate', name: 'Kit Fern', email: 'kit@example.com', phone: '303-555-0100', question: 'Does the hammock fit a compact car?', altcha };
    const statuses = await Promise.all([a, b].map((url) => json(`${url}/forms/contact/general`, 'POST', contact).then((r) => r.status)));
    expect([...statuses].sort()).toEqual([201, 400]);
  });

  it('share one limit: new chats from one address count on both', async () => {
    // One shopper's address, as the load balancer in front of both reports it.
    const start = (url: string) => json(`${url}${SERVICE_PATHS.conversations}`, 'POST', {}, { 'x-forwarded-for': '198.51.100.3' }).then((r) => r.status);
    expect([await start(a), await start(b), await start(a), await start(b)]).toEqual([201, 201, 201, 429]);
  });

  it('deliver a chat message sent to one process to a visitor streaming from the other', async () => {
    const started = await json(`${b}${SERVICE_PATHS.conversations}`, 'POST', { name: 'Kim' }, { 'x-forwarded-for': '198.51.100.7' });
    const { id, token } = ((await started.json()) as { conversation: { id: string; token: string } }).conversation;
    const stream = await fetch(`${a}${SERVICE_PATHS.conversationEvents(id)}`, { headers: bearer(token) });
    expect(stream.status).toBe(200);
    const received = readEvents(stream, 1);
    await new Promise((r) => setTimeout(r, 200));
    const sent = await json(`${b}${SERVICE_PATHS.conversationMessages(id)}`, 'POST', { text: 'Across processes' }, bearer(token));
    expect(sent.status).toBe(201);
    const events = await Promise.race([received, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event within 5 s')), 5000))]);
    expect(JSON.parse(events[0]!.data)).toMatchObject({ from: 'visitor', text: 'Across processes' });
  });

  it('renew each subscription once per period when both processes answer one clock move', async () => {
    const buyers = ['p1@example.com', 'p2@example.com'];
    for (const email of buyers) await s.buy('trailmate-us', email, [BOWL]);
    const hooks = process.env.TWIN_CLOCK_HOOKS;
    process.env.TWIN_CLOCK_HOOKS = `${a}/__clock/advanced,${b}/__clock/advanced`;
    try {
      const moved = await s.clock({ advanceDays: 32 });
      expect(moved.status).toBe(200);
      expect(moved.json.renewedOrders).toHaveLength(buyers.length);
    } finally {
      process.env.TWIN_CLOCK_HOOKS = hooks;
    }
    // One paid billing attempt per subscription and period, whichever process made it.
    const periods = s.paidAttempts().map((x) => x.period);
    expect(periods).toHaveLength(buyers.length);
    expect(new Set(periods).size).toBe(buyers.length);
  });
});
