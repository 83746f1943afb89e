// The training-videos door against the real services (and the twin's pool and content lake): the
// signed-in customer's id token travels in a header, never in the address; signed out, refused,
// unreachable and off-schema answers are data.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTrainingVideos } from '../../src/lib/account';
import { confirmedAccount, identityFor, startTestTwin, type Twin } from '../lib/auth-fixture';
import { valueOf } from '../lib/answer';

let twin: Twin;
let idToken: string;
const seen: string[] = [];

beforeAll(async () => {
  twin = await startTestTwin({ contentDir: path.join(__dirname, '..', '..', 'content') }, { SERVICES_PUBLIC_URL: 'https://services.example' });
  const identity = identityFor(twin);
  await confirmedAccount(twin, 'door.videos@example.com');
  valueOf(await identity.signIn('door.videos@example.com', 'long-enough-1'));
  idToken = valueOf(await identity.idToken())!;
}, 60_000);
afterAll(async () => {
  await identityFor(twin).signOut();
  await twin?.stop();
});

const recordingFetch: typeof fetch = (input, init) => {
  seen.push(String(input));
  return fetch(input, init);
};
const config = (over: Partial<Parameters<typeof loadTrainingVideos>[0]> = {}) => ({
  baseUrl: twin.servicesUrl,
  store: 'yardwise-us',
  language: 'en',
  idToken: () => idToken,
  fetch: recordingFetch,
  ...over,
});

describe('training videos door', () => {
  it('loads the videos of the store brand with the id token in the Authorization header, not the address', async () => {
    const result = await loadTrainingVideos(config());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.length).toBeGreaterThan(0);
    expect(result.value.every((v) => v.src.startsWith('https://services.example/account/media/') && v.captions.length === 2)).toBe(true);
    expect(seen.at(-1)).toContain('store=yardwise-us');
    expect(seen.some((url) => url.includes(idToken))).toBe(false);
  });

  it('signed out, it answers UNAUTHORIZED without calling the service', async () => {
    const before = seen.length;
    expect(await loadTrainingVideos(config({ idToken: () => null }))).toEqual({ ok: false, failure: { code: 'UNAUTHORIZED', status: 401, retryable: false } });
    expect(seen.length).toBe(before);
  });

  it('a token the service refuses and an unknown store are failures with the service code', async () => {
    expect(await loadTrainingVideos(config({ idToken: () => 'forged' }))).toEqual({ ok: false, failure: { code: 'UNAUTHORIZED', status: 401, retryable: false } });
    expect(await loadTrainingVideos(config({ store: 'no-such-store' }))).toEqual({ ok: false, failure: { code: 'UNKNOWN_STORE', status: 400, retryable: false } });
  });

  it('an unreachable service is NETWORK and an answer off the wire schema is INVALID_RESPONSE', async () => {
    expect(await loadTrainingVideos(config({ baseUrl: 'http://127.0.0.1:9/' }))).toEqual({ ok: false, failure: { code: 'NETWORK', retryable: true } });
    const offSchema: typeof fetch = async () => new Response(JSON.stringify({ videos: [{ key: 'x', title: 'x', description: '', src: 'javascript:alert(1)', durationSeconds: null }] }), { status: 200 });
    expect(await loadTrainingVideos(config({ fetch: offSchema }))).toEqual({ ok: false, failure: { code: 'INVALID_RESPONSE', status: 200, retryable: false } });
  });
});
