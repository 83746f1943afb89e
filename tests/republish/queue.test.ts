import { describe, expect, it } from 'vitest';
import { RepublishQueue, type RepublishJob } from '../../scripts/republish/queue';

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the republish queue', () => {
  it('gathers the publishes of one action into one build', async () => {
    const jobs: RepublishJob[] = [];
    const queue = new RepublishQueue({ settleMs: 30, run: async (job) => void jobs.push(job) });
    queue.request(['trailmate'], 'product-a');
    queue.request(['trailmate', 'homing'], 'product-b');
    queue.request(['trailmate'], 'product-a');
    await tick(5);
    expect(jobs).toHaveLength(0);
    await queue.idle();
    expect(jobs).toEqual([{ brands: ['trailmate', 'homing'], reasons: ['product-a', 'product-b'] }]);
  });

  it('publishes during a build make one follow-up build of the union of their brands', async () => {
    const jobs: RepublishJob[] = [];
    const gates: ReturnType<typeof deferred>[] = [];
    const queue = new RepublishQueue({
      settleMs: 0,
      run: (job) => {
        jobs.push(job);
        const gate = deferred();
        gates.push(gate);
        return gate.promise;
      },
    });
    queue.request(['trailmate'], 'a');
    await tick();
    expect(queue.building).toBe(true);
    queue.request(['yardwise'], 'b');
    queue.request(['homing'], 'c');
    queue.request(['yardwise'], 'd');
    await tick();
    expect(jobs).toHaveLength(1);
    gates[0]!.resolve();
    await tick();
    expect(jobs).toHaveLength(2);
    expect(jobs[1]).toEqual({ brands: ['yardwise', 'homing'], reasons: ['b', 'c', 'd'] });
    gates[1]!.resolve();
    await queue.idle();
    expect(jobs).toHaveLength(2);
    expect(queue.building).toBe(false);
  });

  it('a failed build does not stop the queue', async () => {
    const jobs: RepublishJob[] = [];
    const queue = new RepublishQueue({
      settleMs: 0,
      run: async (job) => {
        jobs.push(job);
        if (jobs.length === 1) {
          await tick();
          throw new Error('build failed');
        }
      },
    });
    queue.request(['trailmate'], 'a');
    await tick(5);
    queue.request(['trailmate'], 'b');
    await queue.idle();
    expect(jobs.map((job) => job.reasons)).toEqual([['a'], ['b']]);
  });

  it('an empty request builds nothing', async () => {
    const jobs: RepublishJob[] = [];
    const queue = new RepublishQueue({ settleMs: 0, run: async (job) => void jobs.push(job) });
    queue.request([], 'other-brand');
    await tick();
    await queue.idle();
    expect(jobs).toEqual([]);
  });
});
