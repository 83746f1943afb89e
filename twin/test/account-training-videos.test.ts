import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingVideoListSchema } from '../../wire/account.js';
import { REPO_CONTENT, startSubscriptionsTwin, type SubscriptionsTwin } from './subscriptions-fixture.js';
import { ADMIN_HEADERS } from './helpers.js';

let twin: SubscriptionsTwin;
let token: string;

// The videos content holds for Yardwise, as the site's build reads them.
const contentVideos = fs
  .readFileSync(path.join(REPO_CONTENT, 'editorial-yardwise.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Record<string, any>)
  .filter((doc) => doc._type === 'trainingVideo')
  .sort((a, b) => a.order - b.order);

beforeAll(async () => {
  twin = await startSubscriptionsTwin({ content: 'repo' });
  token = await twin.idToken('videos@example.com');
});
afterAll(async () => {
  await twin?.stop();
});

const videos = (t: string | null, store = 'yardwise-us', language?: string) =>
  twin.api('GET', `/account/training-videos${language ? `?language=${language}` : ''}`, t, undefined, store);

describe('training videos are for signed-in customers only', () => {
  it('answers 401 without an id token, with a forged one and with a token that is not a Cognito id token', async () => {
    for (const t of [null, 'not-a-jwt', `${token.slice(0, -4)}AAAA`]) {
      const res = await videos(t);
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('UNAUTHORIZED');
      expect(JSON.stringify(res.json)).not.toContain('https://');
    }
  });

  it('lists the brand videos of the language from content, in content order, to a signed-in customer', async () => {
    const res = await videos(token);
    expect(res.status).toBe(200);
    const body = trainingVideoListSchema.parse(res.json);
    const english = contentVideos.filter((v) => v.language === 'en');
    expect(english.length).toBeGreaterThan(0);
    const served = (src: string) => `${twin.url}/account/media/${src.slice('account-media/'.length)}`;
    expect(body.videos).toEqual(
      english.map((v) => ({
        key: v._id,
        title: v.title,
        description: v.description ?? '',
        src: served(v.src),
        durationSeconds: v.durationSeconds ?? null,
        captions: v.captions.map((t: { language: string; src: string }) => ({ language: t.language, src: served(t.src) })),
      })),
    );
    const french = trainingVideoListSchema.parse((await videos(token, 'yardwise-ca', 'fr')).json);
    expect(french.videos.map((v) => v.title)).toEqual(contentVideos.filter((v) => v.language === 'fr').map((v) => v.title));
  });

  it('serves each listed video and its captions, playable: WebM with byte ranges, WebVTT in the language', async () => {
    const [video] = trainingVideoListSchema.parse((await videos(token, 'yardwise-ca', 'fr')).json).videos;
    const whole = await fetch(video.src);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    const bytes = Buffer.from(await whole.arrayBuffer());
    // EBML header: every WebM file starts with it.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const part = await fetch(video.src, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
    const french = video.captions.find((t) => t.language === 'fr')!;
    const vtt = await fetch(french.src);
    expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
    const text = await vtt.text();
    expect(text.startsWith('WEBVTT')).toBe(true);
    expect(text).toContain(video.title);
  });

  it('serves no other file of the content folder under its media path', async () => {
    for (const p of ['/account/media/../editorial-yardwise.ndjson', '/account/media/%2e%2e/stores.ndjson', '/account/media/yardwise/training/none.webm', '/account/media/yardwise/x.png']) {
      expect((await fetch(`${twin.url}${p}`)).status, p).toBe(404);
    }
  });

  it('a brand without training videos answers an empty list', async () => {
    const res = await videos(token, 'trailmate-us');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ videos: [] });
  });

  it('answers 400 for an unknown or missing store and an unknown language', async () => {
    for (const store of ['no-such-store', '']) {
      const res = await videos(token, store);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('UNKNOWN_STORE');
    }
    const res = await videos(token, 'yardwise-us', 'xx');
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('BAD_REQUEST');
  });
});

describe('test twins expire a user\'s pending codes', () => {
  it('POST /__cognito/expire-codes makes the mailed sign-up code answer ExpiredCodeException', async () => {
    const cognito = (action: string, body: Record<string, unknown>) =>
      fetch(`${twin.url}/cognito/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
        body: JSON.stringify(body),
      });
    const ClientId = 'twinappclient0000000000001';
    await cognito('SignUp', { ClientId, Username: 'late@example.com', Password: 'long-enough-1' });
    const code = /\b(\d{6})\b/.exec((await twin.mails('late@example.com')).at(-1)!.text)![1];
    const expire = (email: string) => fetch(`${twin.url}/__cognito/expire-codes`, { method: 'POST', headers: { 'content-type': 'application/json', ...ADMIN_HEADERS }, body: JSON.stringify({ email }) });
    const res = await expire('late@example.com');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ expired: 1 });
    const confirm = await cognito('ConfirmSignUp', { ClientId, Username: 'late@example.com', ConfirmationCode: code });
    expect(confirm.status).toBe(400);
    expect(((await confirm.json()) as { __type: string }).__type).toBe('ExpiredCodeException');
    expect((await expire('nobody@example.com')).status).toBe(404);
  });
});
