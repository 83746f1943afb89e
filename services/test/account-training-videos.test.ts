// Yardwise's training videos: for signed-in customers only, read from the content lake (the repository's
// content, seeded into the twin's lake), their files served with byte ranges from the media folder.
import fs from 'node:fs';
import path from 'node:path';
import { assert, describe, expect, it } from 'vitest';
import { trainingVideoListSchema } from '../../wire/account.js';
import { createVideoShelf, videosOf, type VideoDoc } from '../src/account/videos.js';
import { useStack } from './harness.js';

const REPO_CONTENT = path.join(__dirname, '..', '..', 'content');
/** Where the services say they are reached (behind a proxy, say); the media addresses use it. */
const PUBLIC_URL = 'https://services.example';

const stack = useStack({ twin: { contentDir: REPO_CONTENT }, env: { SERVICES_PUBLIC_URL: PUBLIC_URL } });
let token: string;
const idToken = async () => (token ??= await stack.idToken('videos@example.com'));

/** A trainingVideo document of content. */
interface ContentVideo {
  _id: string;
  _type: string;
  language: string;
  order: number;
  title: string;
  description?: string;
  src: string;
  durationSeconds?: number;
  captions: { language: string; src: string }[];
}

// The videos content holds for Yardwise, as the site's build reads them.
const contentVideos = fs
  .readFileSync(path.join(REPO_CONTENT, 'editorial-yardwise.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as ContentVideo)
  .filter((doc) => doc._type === 'trainingVideo')
  .sort((a, b) => a.order - b.order);

const videos = (t: string | null, store = 'yardwise-us', language?: string) =>
  stack.call('GET', `/account/training-videos?store=${encodeURIComponent(store)}${language ? `&language=${language}` : ''}`, undefined, t ? { authorization: `Bearer ${t}` } : {});
/** A media address as the services answer it, fetched from where they listen. */
const media = (src: string, init?: RequestInit) => fetch(`${stack.url}${new URL(src).pathname}`, init);

describe('training videos are for signed-in customers only', () => {
  it('answers 401 without an id token, with a forged one and with a token that is not a Cognito id token', async () => {
    const good = await idToken();
    for (const t of [null, 'not-a-jwt', `${good.slice(0, -4)}AAAA`]) {
      const res = await videos(t);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in again.' } });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('lists the brand videos of the language from content, in content order, to a signed-in customer', async () => {
    const res = await videos(await idToken());
    expect(res.status).toBe(200);
    const body = trainingVideoListSchema.parse(res.body);
    const english = contentVideos.filter((v) => v.language === 'en');
    expect(english.length).toBeGreaterThan(0);
    const served = (src: string) => `${PUBLIC_URL}/account/media/${src.slice('account-media/'.length)}`;
    expect(body.videos).toEqual(
      english.map((v) => ({
        key: v._id,
        title: v.title,
        description: v.description ?? '',
        src: served(v.src),
        durationSeconds: v.durationSeconds ?? null,
        captions: v.captions.map((t) => ({ language: t.language, src: served(t.src) })),
      })),
    );
    const french = trainingVideoListSchema.parse((await videos(await idToken(), 'yardwise-ca', 'fr')).body);
    expect(french.videos.map((v) => v.title)).toEqual(contentVideos.filter((v) => v.language === 'fr').map((v) => v.title));
  });

  it('serves each listed video and its captions, playable: WebM with byte ranges, WebVTT in the language', async () => {
    const [video] = trainingVideoListSchema.parse((await videos(await idToken(), 'yardwise-ca', 'fr')).body).videos;
    assert.isDefined(video, 'video');
    const whole = await media(video.src);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    // EBML header: every WebM file starts with it.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const part = await media(video.src, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
    const tail = await media(video.src, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const past = await media(video.src, { headers: { range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    const french = video.captions.find((t) => t.language === 'fr')!;
    const vtt = await media(french.src);
    expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
    const text = await vtt.text();
    expect(text.startsWith('WEBVTT')).toBe(true);
    expect(text).toContain(video.title);
  });

  it('serves no other file of the content folder under its media path', async () => {
    for (const p of ['/account/media/../editorial-yardwise.ndjson', '/account/media/%2e%2e/stores.ndjson', '/account/media/yardwise/training/none.webm', '/account/media/yardwise/x.png', '/account/media/yardwise/training/%2e%2e%2f%2e%2e%2fREADME.vtt']) {
      expect((await fetch(`${stack.url}${p}`)).status, p).toBe(404);
    }
  });

  it('a brand without training videos answers an empty list', async () => {
    const res = await videos(await idToken(), 'trailmate-us');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ videos: [] });
  });

  it('answers 400 for an unknown or missing store and an unknown language', async () => {
    for (const store of ['no-such-store', '']) {
      const res = await videos(await idToken(), store);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'UNKNOWN_STORE', message: 'store must name a shopifyStore', field: 'store' });
    }
    const res = await videos(await idToken(), 'yardwise-us', 'xx');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'language' });
  });
});

describe('the videos as content names them', () => {
  const doc = (over: Partial<VideoDoc>): VideoDoc => ({ _id: 'v', brand: 'yardwise', language: 'en', order: 0, title: 'T', description: '', src: '', durationSeconds: null, captions: [], ...over });

  it('keeps https sources, serves dataset files itself and leaves out a video without a usable source', () => {
    const docs = [
      doc({ _id: 'cdn', src: 'https://cdn.example/v.webm', captions: [{ language: 'en', src: 'https://cdn.example/v.en.vtt' }, { language: 'xx', src: 'https://cdn.example/v.xx.vtt' }] }),
      doc({ _id: 'plain-http', src: 'http://cdn.example/v.webm' }),
      doc({ _id: 'outside', src: 'account-media/yardwise/v.webm' }),
      doc({ _id: 'file', src: 'account-media/yardwise/training/v.webm', captions: [{ language: 'fr', src: 'images/x.vtt' }] }),
    ];
    expect(videosOf(docs, 'yardwise', 'en', 'https://services.example')).toEqual([
      { key: 'cdn', title: 'T', description: '', src: 'https://cdn.example/v.webm', durationSeconds: null, captions: [{ language: 'en', src: 'https://cdn.example/v.en.vtt' }] },
      { key: 'file', title: 'T', description: '', src: 'https://services.example/account/media/yardwise/training/v.webm', durationSeconds: null, captions: [] },
    ]);
  });

  it('a failed read of the lake answers the videos read last, and the first failure is an error', async () => {
    let fail = false;
    const stale: unknown[] = [];
    const shelf = createVideoShelf(async () => (fail ? Promise.reject(new Error('lake down')) : [doc({})]), 0, (e) => stale.push(e));
    expect(await shelf.all()).toHaveLength(1);
    fail = true;
    expect(await shelf.all()).toHaveLength(1);
    expect(stale).toHaveLength(1);
    const empty = createVideoShelf(() => Promise.reject(new Error('lake down')), 0, () => undefined);
    await expect(empty.all()).rejects.toThrow('lake down');
  });
});
