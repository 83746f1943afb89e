import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deploySite, NetlifyDeployError, netlifyTargetsFromEnv, SYNC_FILE_LIMIT, type NetlifyTarget } from '../../scripts/republish/netlify-deploy';
import { TEST_ADMIN_KEY, useTestTwin } from '../../twin/test/helpers';

const twin = useTestTwin();
const work = mkdtempSync(path.join(os.tmpdir(), 'netlify-deploy-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function writeSite(root: string, files: Record<string, string>): void {
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  }
}

async function siteTarget(name: string): Promise<NetlifyTarget> {
  const res = await fetch(`${twin.url}/netlify/api/v1/sites`, { method: 'POST', headers: { Authorization: `Bearer ${TEST_ADMIN_KEY}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) });
  const site = (await res.json()) as { id: string };
  return { apiUrl: `${twin.url}/netlify`, token: TEST_ADMIN_KEY, siteId: site.id };
}

describe('deploying a built site through the deploy API', () => {
  it('uploads everything the first time and only the changed files after, and the new page is live', async () => {
    const target = await siteTarget('storefront');
    const root = path.join(work, 'site');
    // More files than a sync deploy takes: the deploy is async and its diff awaited.
    const pages = Object.fromEntries(Array.from({ length: SYNC_FILE_LIMIT + 5 }, (_, i) => [`products/p${i}/index.html`, `<h1>Product ${i}</h1>`]));
    writeSite(root, { ...pages, 'index.html': '<title>Old title</title>', 'app-1.js': 'let a = 1;', 'same-as-app.js': 'let a = 1;', 'products/a b/index.html': '<h1>Spaced</h1>', '.DS_Store': 'not the site' });
    const first = await deploySite(root, target, { pollMs: 20 });
    expect(first.files).toBe(SYNC_FILE_LIMIT + 5 + 4);
    // Two files with one body are one upload.
    expect(first.uploaded).toBe(first.files - 1);
    expect(await (await fetch(`${twin.url}/netlify/live/storefront/`)).text()).toBe('<title>Old title</title>');
    expect(await (await fetch(`${twin.url}/netlify/live/storefront/products/a%20b/`)).text()).toBe('<h1>Spaced</h1>');
    expect((await fetch(`${twin.url}/netlify/live/storefront/.DS_Store`)).status).toBe(404);

    writeSite(root, { 'index.html': '<title>New title</title>', 'app-2.js': 'let a = 2;', 'products/p3/index.html': '<h1>Product three</h1>' });
    rmSync(path.join(root, 'app-1.js'));
    const second = await deploySite(root, target, { pollMs: 20 });
    expect(second.uploadedPaths).toEqual(['/app-2.js', '/index.html', '/products/p3/index.html']);
    expect(second.files).toBe(first.files);
    expect(await (await fetch(`${twin.url}/netlify/live/storefront/`)).text()).toBe('<title>New title</title>');
    expect((await fetch(`${twin.url}/netlify/live/storefront/app-1.js`)).status).toBe(404);
  });

  it('fails with the API message and never the token', async () => {
    const target = await siteTarget('refused');
    const root = path.join(work, 'small');
    writeSite(root, { 'index.html': 'x' });
    const error = await deploySite(root, { ...target, token: 'a-wrong-token-value' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetlifyDeployError);
    expect((error as NetlifyDeployError).status).toBe(401);
    expect((error as Error).message).not.toContain('a-wrong-token-value');
    await expect(deploySite(root, { ...target, siteId: 'no-such-site' })).rejects.toThrow('answered 404: Not Found');
  });
});

/** The deploy API behind a proxy that answers the first `failures` uploads of `file` with `status`. */
async function flakyUploads(target: NetlifyTarget, file: string, status: number, failures: number): Promise<{ target: NetlifyTarget; tries: () => number; close: () => Promise<void> }> {
  let tries = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (req.method === 'PUT' && req.url?.endsWith(`/files/${file}`) && tries++ < failures) {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Injected' }));
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name, value]) => typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))) as Record<string, string>;
      const answer = await fetch(`${target.apiUrl}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { target: { ...target, apiUrl: `http://127.0.0.1:${port}` }, tries: () => tries, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('uploads that fail', () => {
  it('are tried again after a 5xx and the deploy goes live; a 4xx other than 429 is not tried again', async () => {
    const target = await siteTarget('flaky');
    const root = path.join(work, 'flaky');
    writeSite(root, { 'index.html': '<h1>Tried again</h1>' });
    const flaky = await flakyUploads(target, 'index.html', 503, 2);
    try {
      await deploySite(root, flaky.target, { pollMs: 20 });
      expect(flaky.tries()).toBe(3);
      expect(await (await fetch(`${twin.url}/netlify/live/flaky/`)).text()).toBe('<h1>Tried again</h1>');
    } finally {
      await flaky.close();
    }

    writeSite(root, { 'index.html': '<h1>Refused</h1>' });
    const refused = await flakyUploads(target, 'index.html', 422, 5);
    try {
      await expect(deploySite(root, refused.target, { pollMs: 20 })).rejects.toThrow(NetlifyDeployError);
      expect(refused.tries()).toBe(1);
    } finally {
      await refused.close();
    }
  });
});

describe('the deploy settings', () => {
  it('are off without a token, and need a site for every brand with one', () => {
    expect(netlifyTargetsFromEnv({}, ['trailmate'])).toBeNull();
    expect(() => netlifyTargetsFromEnv({ NETLIFY_SITE_ID_TRAILMATE: 'abc' }, ['trailmate'])).toThrow('NETLIFY_SITE_ID_TRAILMATE is set without NETLIFY_AUTH_TOKEN');
    expect(() => netlifyTargetsFromEnv({ NETLIFY_AUTH_TOKEN: 't', NETLIFY_SITE_ID_TRAILMATE: 'abc' }, ['trailmate', 'homing'])).toThrow('set NETLIFY_SITE_ID_HOMING');
    expect(() => netlifyTargetsFromEnv({ NETLIFY_AUTH_TOKEN: 't', NETLIFY_SITE_ID_TRAILMATE: 'abc', NETLIFY_API_URL: 'ftp://x' }, ['trailmate'])).toThrow('NETLIFY_API_URL');
    expect(netlifyTargetsFromEnv({ NETLIFY_AUTH_TOKEN: 't', NETLIFY_SITE_ID_TRAILMATE: 'abc' }, ['trailmate'])).toEqual(new Map([['trailmate', { apiUrl: 'https://api.netlify.com', token: 't', siteId: 'abc' }]]));
  });
});
