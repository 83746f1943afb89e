import { describe, expect, it } from 'vitest';
import { BUILD_MEMORY_BYTES, defaultJobs, gatsbyCpuCount } from '../../scripts/build/jobs';
import { runPool } from '../../src/lib/timing/pool';

describe('parallel brand builds', () => {
  it('the default gives each build two cores and its memory, at most one per brand', () => {
    const gb = 1024 ** 3;
    expect(defaultJobs(3, 2, 20 * gb)).toBe(1);
    expect(defaultJobs(3, 8, 20 * gb)).toBe(3);
    expect(defaultJobs(3, 8, 5 * gb)).toBe(2);
    expect(defaultJobs(3, 8, 1 * gb)).toBe(1);
    expect(defaultJobs(2, 16, 64 * gb)).toBe(2);
    expect(BUILD_MEMORY_BYTES).toBeGreaterThanOrEqual(1.5 * gb);
  });

  it("gives each build one Gatsby renderer per core of its share (Gatsby starts one fewer than the count), unless the environment sets the count", () => {
    expect(gatsbyCpuCount(1, 2, {})).toBe('3');
    expect(gatsbyCpuCount(2, 2, {})).toBe('2');
    expect(gatsbyCpuCount(3, 2, {})).toBe('2');
    expect(gatsbyCpuCount(2, 8, {})).toBe('5');
    expect(gatsbyCpuCount(1, 2, { GATSBY_CPU_COUNT: '1' })).toBe('1');
  });

  it('runs at most the limit at once and reports every outcome in order', async () => {
    let active = 0;
    let most = 0;
    const outcomes = await runPool(['a', 'b', 'c', 'd'], 2, async (item) => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 20));
      active -= 1;
      if (item === 'c') throw new Error('c failed');
      return item.toUpperCase();
    });
    expect(most).toBe(2);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual(['A', 'B', 'c failed', 'D']);
  });
});
