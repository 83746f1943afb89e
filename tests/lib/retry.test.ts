// The browser's retry loop: tries until a task answers, pauses as told between tries (on the given
// clock), and gives the last error once every try failed.
import { describe, expect, it } from 'vitest';
import { retrying } from '../../src/lib/timing/retry';

describe('retrying', () => {
  it('answers the first success, pausing after each failed try as told', async () => {
    const pauses: number[] = [];
    const seen: number[] = [];
    const answer = await retrying(
      async (attempt) => {
        seen.push(attempt);
        if (attempt < 3) throw new Error(`try ${attempt}`);
        return 'ok';
      },
      { tries: 5, pause: (failed) => failed * 100, sleep: async (ms) => void pauses.push(ms) },
    );
    expect(answer).toBe('ok');
    expect(seen).toEqual([1, 2, 3]);
    expect(pauses).toEqual([100, 200]);
  });

  it('gives the last error after the last try, with no pause after it', async () => {
    const pauses: number[] = [];
    const failing = retrying(
      async (attempt) => {
        throw new Error(`try ${attempt}`);
      },
      { tries: 3, pause: () => 10, sleep: async (ms) => void pauses.push(ms) },
    );
    await expect(failing).rejects.toThrow('try 3');
    expect(pauses).toEqual([10, 10]);
  });
});
