import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN_KEY, useTestTwin } from './helpers.js';

const twin = useTestTwin();
const AUTH = { Authorization: `Bearer ${TEST_ADMIN_KEY}` };

const sha1 = (body: string) => crypto.createHash('sha1').update(body).digest('hex');

async function api(method: string, path: string, init: { json?: unknown; body?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...AUTH, ...init.headers };
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.body !== undefined) {
    headers['Content-Type'] ??= 'application/octet-stream';
    body = init.body;
  }
  const res = await fetch(`${twin.url}/netlify/api/v1${path}`, { method, headers, body });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

async function newSite(name: string): Promise<string> {
  const res = await api('POST', '/sites', { json: { name } });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

const PAGES = { '/index.html': '<h1>Home</h1>', '/about/index.html': '<h1>About</h1>', '/app.js': 'console.log(1)', '/copy.js': 'console.log(1)' };
const digests = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).map(([p, body]) => [p, sha1(body)]));

describe("Netlify's digest deploy", () => {
  it('asks for each new digest once, takes the files, goes ready and serves the published deploy', async () => {
    const site = await newSite('first-site');
    const created = await api('POST', `/sites/${site}/deploys`, { json: { files: digests(PAGES) } });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ site_id: site, state: 'uploading', draft: false });
    // Two paths with the same body are one digest to upload.
    expect([...created.json.required].sort()).toEqual([sha1(PAGES['/index.html']), sha1(PAGES['/about/index.html']), sha1(PAGES['/app.js'])].sort());
    const id = created.json.id as string;
    for (const path of ['/index.html', '/about/index.html', '/app.js'] as const) {
      const res = await api('PUT', `/deploys/${id}/files${path}`, { body: PAGES[path] });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ path, sha: sha1(PAGES[path]), size: PAGES[path].length });
    }
    expect((await api('GET', `/sites/${site}/deploys/${id}`)).json.state).toBe('ready');
    expect((await api('GET', `/sites/${site}`)).json.published_deploy).toEqual({ id });
    const about = await fetch(`${twin.url}/netlify/live/first-site/about/`);
    expect(about.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await about.text()).toBe('<h1>About</h1>');
    expect(await (await fetch(`${twin.url}/netlify/live/first-site/copy.js`)).text()).toBe('console.log(1)');
    expect((await fetch(`${twin.url}/netlify/live/first-site/nothing-here`)).status).toBe(404);
  });

  it('asks only for the files the site does not hold yet, and an async deploy lists them once prepared', async () => {
    const site = await newSite('second-site');
    const first = await api('POST', `/sites/${site}/deploys`, { json: { files: digests(PAGES) } });
    for (const sha of first.json.required as string[]) {
      const path = Object.keys(PAGES).find((p) => sha1(PAGES[p as keyof typeof PAGES]) === sha)!;
      await api('PUT', `/deploys/${first.json.id}/files${path}`, { body: PAGES[path as keyof typeof PAGES] });
    }
    const changed = { ...PAGES, '/about/index.html': '<h1>About us</h1>', '/new.css': 'h1{}' };
    const second = await api('POST', `/sites/${site}/deploys`, { json: { files: digests(changed), async: true } });
    expect(second.json).toMatchObject({ state: 'preparing', required: [] });
    const prepared = await api('GET', `/deploys/${second.json.id}`);
    expect(prepared.json.state).toBe('prepared');
    expect([...prepared.json.required].sort()).toEqual([sha1('<h1>About us</h1>'), sha1('h1{}')].sort());
    // A file whose digest the site holds is not asked for, so its upload is refused.
    const notRequired = await api('PUT', `/deploys/${second.json.id}/files/index.html`, { body: PAGES['/index.html'] });
    expect(notRequired.status).toBe(422);
    expect(notRequired.json).toMatchObject({ code: 422 });
    expect(notRequired.json.message).toContain('did not ask for /index.html');
    // The old deploy stays live until the new one is ready.
    expect(await (await fetch(`${twin.url}/netlify/live/second-site/about/index.html`)).text()).toBe('<h1>About</h1>');
    await api('PUT', `/deploys/${second.json.id}/files/about/index.html`, { body: '<h1>About us</h1>' });
    expect((await api('GET', `/deploys/${second.json.id}`)).json.state).toBe('uploading');
    await api('PUT', `/deploys/${second.json.id}/files/new.css`, { body: 'h1{}' });
    expect((await api('GET', `/deploys/${second.json.id}`)).json.state).toBe('ready');
    expect(await (await fetch(`${twin.url}/netlify/live/second-site/about/`)).text()).toBe('<h1>About us</h1>');
    // Everything held: a deploy of the same files is ready at once, with nothing to upload.
    const again = await api('POST', `/sites/${site}/deploys`, { json: { files: digests(changed) } });
    expect(again.json).toMatchObject({ state: 'ready', required: [] });
  });

  it('refuses a body whose digest is not the one the deploy listed, and keeps waiting for it', async () => {
    const site = await newSite('third-site');
    const created = await api('POST', `/sites/${site}/deploys`, { json: { files: { '/index.html': sha1('right') } } });
    const wrong = await api('PUT', `/deploys/${created.json.id}/files/index.html`, { body: 'wrong' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message).toContain(`does not match the deploy's ${sha1('right')}`);
    expect((await api('GET', `/deploys/${created.json.id}`)).json.state).toBe('uploading');
    expect((await api('PUT', `/deploys/${created.json.id}/files/other.html`, { body: 'right' })).status).toBe(404);
    expect((await api('PUT', `/deploys/${created.json.id}/files/index.html`, { body: 'right', headers: { 'Content-Type': 'text/html' } })).status).toBe(415);
    expect((await api('PUT', `/deploys/${created.json.id}/files/index.html`, { body: 'right' })).status).toBe(200);
    expect((await api('PUT', `/deploys/${created.json.id}/files/index.html`, { body: 'right' })).json.message).toContain('is ready and takes no more files');
  });

  it('validates the deploy request', async () => {
    const site = await newSite('fourth-site');
    const bad = async (json: unknown) => (await api('POST', `/sites/${site}/deploys`, { json })).status;
    expect(await bad({ files: { '/index.html': 'not-a-digest' } })).toBe(422);
    expect(await bad({ files: { '/../etc/passwd': sha1('x') } })).toBe(422);
    expect(await bad({ files: { '/a?b': sha1('x') } })).toBe(422);
    expect(await bad({ files: { '/a': sha1('x'), a: sha1('y') } })).toBe(422);
    expect(await bad({ files: {} })).toBe(422);
    expect(await bad({ files: { '/a': sha1('x') }, functions: {} })).toBe(422);
    expect(await bad({ files: { '/a': sha1('x') }, draft: 'yes' })).toBe(422);
    expect((await api('POST', `/sites/${site}/deploys`, { body: '{"files":', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await api('POST', '/sites/no-such-site/deploys', { json: { files: { '/a': sha1('x') } } })).json).toEqual({ code: 404, message: 'Not Found' });
    expect((await api('POST', '/sites', { json: { name: 'fourth-site' } })).status).toBe(422);
    expect((await api('POST', '/sites', { json: { name: 'Not A Name' } })).status).toBe(422);
  });

  it('answers 401 without the right token, and a draft deploy is not published', async () => {
    const site = await newSite('fifth-site');
    for (const headers of [{ Authorization: 'Bearer not-the-token' }, { Authorization: TEST_ADMIN_KEY }, { Authorization: '' }]) {
      const res = await api('POST', `/sites/${site}/deploys`, { json: { files: { '/a.html': sha1('a') } }, headers });
      expect(res.status).toBe(401);
      expect(res.json.code).toBe(401);
    }
    const draft = await api('POST', `/sites/${site}/deploys`, { json: { files: { '/index.html': sha1('draft') }, draft: true } });
    await api('PUT', `/deploys/${draft.json.id}/files/index.html`, { body: 'draft' });
    expect((await api('GET', `/deploys/${draft.json.id}`)).json).toMatchObject({ state: 'ready', draft: true, published_at: null });
    expect((await fetch(`${twin.url}/netlify/live/fifth-site/`)).status).toBe(404);
  });
});
