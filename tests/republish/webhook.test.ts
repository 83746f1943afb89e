import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRepublisher, type Republisher } from '../../scripts/republish/republisher';

const SECRET = 'a-webhook-secret-for-tests';
let republisher: Republisher;
let dist: string;
const lines: string[] = [];

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'republish-webhook-'));
  republisher = await startRepublisher({
    distRoot: dist,
    brands: ['trailmate'],
    buildEnv: {},
    // Nothing listens here: these requests carry the brand fields, so the lake is never read.
    content: { projectId: 'twin', dataset: 'production', apiHost: 'http://127.0.0.1:9', useProjectHostname: false, apiVersion: '2025-04-01' },
    listen: false,
    webhookSecret: SECRET,
    port: 0,
    // Long enough that nothing queued here starts a build before the test ends.
    settleMs: 60_000,
    log: (line) => lines.push(line),
  });
});

afterAll(async () => {
  await republisher.close();
  rmSync(dist, { recursive: true, force: true });
});

async function post(body: string, signature?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signature !== undefined) headers[SIGNATURE_HEADER_NAME] = signature;
  const res = await fetch(`${republisher.url}/webhook`, { method: 'POST', headers, body });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function signed(body: string, secret = SECRET): Promise<string> {
  return encodeSignatureHeader(body, Date.now(), secret);
}

describe('the republish webhook', () => {
  it('refuses a missing, forged or tampered signature and queues nothing', async () => {
    const body = JSON.stringify({ _id: 'product-1', _type: 'product', brand: 'trailmate' });
    expect((await post(body)).status).toBe(401);
    expect((await post(body, await signed(body, 'another-secret-entirely'))).status).toBe(401);
    expect((await post(body.replace('product-1', 'product-2'), await signed(body))).status).toBe(401);
    expect((await post(body, 'garbage')).status).toBe(401);
    expect(republisher.status.get('trailmate')?.state).toBe('idle');
    const page = await (await fetch(`${republisher.url}/`)).text();
    expect(page).toContain('Idle');
  });

  it('ignores drafts and other brands', async () => {
    const draft = JSON.stringify({ _id: 'drafts.product-1', _type: 'product', brand: 'trailmate' });
    expect(await post(draft, await signed(draft))).toEqual({ status: 202, json: { queued: [], ignored: 'not published' } });
    const other = JSON.stringify({ _id: 'product-9', _type: 'product', brand: 'homing' });
    expect(await post(other, await signed(other))).toEqual({ status: 202, json: { queued: [] } });
    expect(republisher.status.get('trailmate')?.state).toBe('idle');
  });

  it('queues the brand of a correctly signed publish and shows it on the status page, escaped', async () => {
    const body = JSON.stringify({ _id: 'product-<b>1</b>', _type: 'product', brand: 'trailmate' });
    expect(await post(body, await signed(body))).toEqual({ status: 202, json: { queued: ['trailmate'] } });
    expect(republisher.status.get('trailmate')?.state).toBe('queued');
    const res = await fetch(`${republisher.url}/`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await res.text();
    expect(page).toContain('Queued');
    expect(page).toContain('product-&#60;b&#62;1&#60;/b&#62;');
    expect(page).not.toContain('<b>1</b>');
    const json = (await (await fetch(`${republisher.url}/status.json`)).json()) as { brands: { brand: string; state: string }[] };
    expect(json.brands).toMatchObject([{ brand: 'trailmate', state: 'queued' }]);
  });
});
