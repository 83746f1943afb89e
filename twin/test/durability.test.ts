import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT, TOKENS } from './helpers.js';
import { CART_CREATE, CART_LINES_ADD, CART_QUERY } from './documents.js';

const ROOT = path.resolve(__dirname, '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-kill-'));
const dbPath = path.join(dir, 'twin.sqlite');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts the twin CLI as its own process and waits for its TWIN_URL line. */
function startProcess(): Promise<{ child: ChildProcess; url: string }> {
  // `node --import tsx` runs the server in this very process, so SIGKILL hits the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'twin/src/main.ts', '--port', '0', '--db', dbPath, '--content', FIXTURE_CONTENT, '--rate-limit', '0'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`twin did not start: ${out}`)), 30_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /TWIN_URL=(\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]! });
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`twin exited ${code}: ${out}`)));
  });
}

async function gql(url: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${url}/shops/trailmate-us/api/2025-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKENS['trailmate-us'] },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as any;
}

describe('durability', () => {
  it('keeps every acknowledged write when the process is killed with SIGKILL mid-load, and the database passes integrity_check', async () => {
    const first = await startProcess();
    const acked: { cartId: string; n: string; lineId?: string }[] = [];
    let stop = false;
    let n = 0;
    const worker = async () => {
      while (!stop) {
        const tag = String(n++);
        try {
          const created = await gql(first.url, CART_CREATE, { input: { attributes: [{ key: 'n', value: tag }] } });
          const cartId = created.data?.cartCreate?.cart?.id;
          if (!cartId) continue;
          const entry: { cartId: string; n: string; lineId?: string } = { cartId, n: tag };
          acked.push(entry);
          const added = await gql(first.url, CART_LINES_ADD, { cartId, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1 }] });
          const lineId = added.data?.cartLinesAdd?.cart?.lines?.edges?.[0]?.node?.id;
          if (lineId) entry.lineId = lineId;
        } catch {
          // The connection dies with the process: that write was never acknowledged.
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    // Kill while the workers are still writing, once a fair number of writes were acknowledged.
    const until = Date.now() + 30_000;
    while (acked.length < 40 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    stop = true;
    await Promise.all(workers);
    expect(acked.length).toBeGreaterThanOrEqual(40);

    const db = new Database(dbPath, { readonly: false });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();

    const second = await startProcess();
    let missing = 0;
    for (const a of acked) {
      const res = await gql(second.url, CART_QUERY, { cartId: a.cartId });
      const cart = res.data?.cart;
      if (!cart || cart.attributes[0]?.value !== a.n) missing++;
      else if (a.lineId && cart.lines.edges[0]?.node.id !== a.lineId) missing++;
    }
    expect(missing).toBe(0);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }, 120_000);
});
