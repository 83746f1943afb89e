// Klaviyo readiness: klaviyo.js is polled every 100 ms up to 1000 ms; then the console warns
// "Klaviyo not ready after timeout." and nothing throws; calls made meanwhile wait in Klaviyo's queue.
import { describe, expect, it } from 'vitest';
import { KLAVIYO_NOT_READY, klaviyoQueue, waitForKlaviyo, type KlaviyoObject } from '../../src/lib/analytics/klaviyo-onsite';

describe('Klaviyo readiness', () => {
  it('polls every 100 ms and gives up after 1000 ms with the warning', async () => {
    const waits: number[] = [];
    const warnings: string[] = [];
    const ready = await waitForKlaviyo({}, { sleep: async (ms) => void waits.push(ms), warn: (m) => warnings.push(m) });
    expect(ready).toBe(false);
    expect(waits).toEqual(Array(10).fill(100));
    expect(warnings).toEqual([KLAVIYO_NOT_READY]);
    expect(KLAVIYO_NOT_READY).toBe('Klaviyo not ready after timeout.');
  });

  it('resolves as soon as klaviyo.js has installed the Klaviyo object', async () => {
    const win: { klaviyo?: KlaviyoObject } = {};
    let polls = 0;
    const ready = await waitForKlaviyo(win, {
      sleep: async () => {
        polls += 1;
        if (polls === 3) win.klaviyo = { push: () => undefined, identify: () => undefined, track: () => undefined };
      },
      warn: () => {
        throw new Error('no warning expected');
      },
    });
    expect(ready).toBe(true);
    expect(polls).toBe(3);
  });

  it("queues calls in Klaviyo's own queue until klaviyo.js loads", () => {
    const win = {} as Window;
    klaviyoQueue(win).push(['track', 'Viewed Product', { SKU: 'A' }]);
    klaviyoQueue(win).push(['identify', { email: 'a@example.com' }]);
    expect(win._klOnsite).toEqual([
      ['track', 'Viewed Product', { SKU: 'A' }],
      ['identify', { email: 'a@example.com' }],
    ]);
  });
});
