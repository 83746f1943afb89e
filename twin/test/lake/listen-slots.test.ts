// A listen stream whose client went away before the handler ran (Studio drops listeners it no longer needs
// at once, over one HTTP/2 connection) gives its sender's slot back, so Studio is never refused with 429.
import { afterAll, describe, expect, it } from 'vitest';
import { createTwin } from '../../src/app.js';
import { LISTENERS_PER_SENDER } from '../../src/lake/routes.js';
import { FIXTURE_CONTENT, TEST_ADMIN_KEY } from '../helpers.js';

const twin = createTwin({ dbPath: ':memory:', contentDir: FIXTURE_CONTENT, adminKey: TEST_ADMIN_KEY, rateLimit: { perSecond: 0, burst: 0 } });
afterAll(() => twin.close());

/** A listen request as the node server hands it to the app, its response already closed (HTTP/1.1's ServerResponse or HTTP/2's stream). */
function listenFromGoneClient(outgoing: Record<string, unknown>) {
  const request = new Request(`http://127.0.0.1/sanity/v2025-04-01/data/listen/production?query=${encodeURIComponent('*[_id == "x"]')}`, {
    headers: { authorization: `Bearer ${TEST_ADMIN_KEY}` },
  });
  return twin.app.fetch(request, { incoming: { socket: { remoteAddress: '10.9.8.7' } }, outgoing: { once: () => undefined, ...outgoing } });
}

describe('listen slots', () => {
  it(`gives back the slot of a client gone before its stream started, beyond ${LISTENERS_PER_SENDER} of them`, async () => {
    for (let i = 0; i < LISTENERS_PER_SENDER + 2; i++) {
      const res = await listenFromGoneClient(i % 2 ? { destroyed: true } : { stream: { closed: true } });
      // Nobody reads or cancels the body: the node server has nowhere to write it.
      expect(res.status, `listener ${i + 1}`).toBe(200);
    }
  });
});
