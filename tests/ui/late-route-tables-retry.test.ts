// @vitest-environment jsdom
// The late route tables load once the page is idle; a failed chunk load is tried again (four tries,
// pauses of 2, 4 and 6 s), so a flaky network does not leave the match-paths list empty for good.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lateMatchPaths, type MatchPathEntry } from '../../src/platform/gatsby/runtime/late-route-tables';

afterEach(() => vi.useRealTimers());

const entry: MatchPathEntry = { path: '/de/404/', matchPath: '/de/*' };

describe('late match paths', () => {
  it('a chunk that fails twice is loaded on the third try, after its pauses', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const table = lateMatchPaths(async () => {
      calls += 1;
      if (calls < 3) throw new Error('ChunkLoadError');
      return { default: [entry] };
    });
    await vi.advanceTimersByTimeAsync(1500); // idle (a timer where the browser has no idle callbacks)
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(2);
    expect(table.map((e) => e.path)).toEqual([]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls).toBe(3);
    expect(table.map((e) => e.path)).toEqual(['/de/404/']);
  });

  it('stops after four tries', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const table = lateMatchPaths(async () => {
      calls += 1;
      throw new Error('ChunkLoadError');
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(4);
    expect(table.map((e) => e.path)).toEqual([]);
  });
});
