import { describe, expect, it } from 'vitest';
import { launchTwin, twinArgs } from '../shared/twin-process';

describe('launchTwin', () => {
  it('names each option on the command line the twin reads', () => {
    expect(twinArgs({ port: 8787, reset: true, contentDir: 'content', rateLimit: 0, faults: true, testClock: true }, 'x.sqlite')).toEqual([
      '--port', '8787', '--db', 'x.sqlite', '--reset', '--content', 'content', '--rate-limit', '0', '--faults', '--test-clock',
    ]);
    expect(twinArgs({}, undefined)).toEqual(['--port', '0']);
  });

  it('starts a twin on a free port with a temporary database, and stops it', async () => {
    const twin = await launchTwin({ rateLimit: 0 });
    try {
      const answer = (await (await fetch(`${twin.url}/`)).json()) as { service: string };
      expect(answer.service).toBe('twin');
    } finally {
      await twin.stop();
    }
    expect(twin.child.exitCode !== null || twin.child.signalCode !== null).toBe(true);
    await expect(fetch(`${twin.url}/`)).rejects.toThrow();
  }, 120_000);

  it('says why when the twin cannot start', async () => {
    await expect(launchTwin({ contentDir: 'no-such-content-folder' })).rejects.toThrow(/exited with code/);
  }, 120_000);
});
