// GROQ-powered webhooks of the lake: one signed POST per published change passing the filter, body
// the projection, Sanity's headers, retried after a failure; drafts send nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@sanity/client';
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { TEST_ADMIN_KEY, useTestTwin } from './helpers.js';
import { lakeWebhooksOf } from '../src/lake/module.js';
import { deliveryRetries, webhookTargetsFromEnv } from '../src/lake/webhooks.js';

const SECRET = 'lake-webhook-test-secret';
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}
const received: Received[] = [];
/** Statuses the receiver answers in turn (then 200). */
const failFirst: number[] = [];
let receiver: http.Server;
let receiverUrl = '';

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: performance.now() });
      res.writeHead(failFirst.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const twin = useTestTwin(() => ({
  lakeWebhooks: [{ id: 'wh-products', url: receiverUrl, secret: SECRET, filter: '_type == "product"', projection: '{_id, "title": title.en, "was": before().title.en}', retryDelayMs: 10, maxAttempts: 3 }],
}));
const lake = () =>
  createClient({ projectId: 'twin', dataset: 'production', apiHost: `${twin.url}/sanity`, useProjectHostname: false, apiVersion: '2025-04-01', useCdn: false, token: TEST_ADMIN_KEY });
const settle = () => lakeWebhooksOf(twin.db)!.idle();
/** The same wait over HTTP, as a test in another process asks it (admin key). */
const settledOverHttp = () => fetch(`${twin.url}/__lake/webhooks/idle`, { headers: { 'x-twin-admin-key': TEST_ADMIN_KEY } });

describe('lake webhooks', () => {
  it('POSTs the projection of a published change, signed so @sanity/webhook accepts it, with Sanity\'s headers', async () => {
    received.length = 0;
    const tx = await lake().patch('shopifyProduct-1002').set({ 'title.en': 'Hooked Bowl' }).commit();
    await settle();
    expect(received).toHaveLength(1);
    const call = received[0]!;
    expect(JSON.parse(call.body)).toEqual({ _id: 'shopifyProduct-1002', title: 'Hooked Bowl', was: 'Trail Bowl' });
    expect(call.headers).toMatchObject({
      'content-type': 'application/json',
      'sanity-operation': 'update',
      'sanity-document-id': 'shopifyProduct-1002',
      'sanity-transaction-id': tx._rev,
      'sanity-dataset': 'production',
      'sanity-project-id': 'twin',
      'sanity-webhook-id': 'wh-products',
      'idempotency-key': expect.any(String),
      'sanity-transaction-time': expect.any(String),
    });
    const signature = call.headers[SIGNATURE_HEADER_NAME] as string;
    expect(signature).toMatch(/^t=\d+,v1=[\w-]+$/);
    expect(await isValidSignature(call.body, signature, SECRET)).toBe(true);
    // A receiver with another secret, or a body changed on the way, refuses it.
    expect(await isValidSignature(call.body, signature, 'another-secret')).toBe(false);
    expect(await isValidSignature(call.body.replace('Hooked', 'Forged'), signature, SECRET)).toBe(false);
  });

  it('sends nothing for drafts or documents the filter leaves out, and reports creates and deletes', async () => {
    received.length = 0;
    const bowl = await lake().getDocument('shopifyProduct-1002');
    await lake().createOrReplace({ ...bowl!, _id: 'drafts.shopifyProduct-1002', title: { en: 'Secret draft' } });
    await lake().create({ _id: 'not-a-product', _type: 'note' });
    await lake().create({ _id: 'shopifyProduct-9999', _type: 'product', title: { en: 'New one' } });
    await lake().delete('shopifyProduct-9999');
    await settle();
    expect(received.map((r) => [r.headers['sanity-operation'], r.headers['sanity-document-id']])).toEqual([
      ['create', 'shopifyProduct-9999'],
      ['delete', 'shopifyProduct-9999'],
    ]);
    expect(received.map((r) => r.body).join('')).not.toContain('Secret draft');
  });

  it('retries after a server error, up to its attempt limit', async () => {
    received.length = 0;
    failFirst.push(503, 500);
    await lake().patch('shopifyProduct-1002').set({ 'title.en': 'Retried Bowl' }).commit();
    await settle();
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    // The first retry waits the target's retryDelayMs (10 ms), the second twice that.
    const [first, second, third] = received as [Received, Received, Received];
    expect(second.at - first.at).toBeGreaterThanOrEqual(9);
    expect(third.at - second.at).toBeGreaterThanOrEqual(19);

    received.length = 0;
    failFirst.push(500, 500, 500, 500);
    await lake().patch('shopifyProduct-1002').set({ 'title.en': 'Given up' }).commit();
    await settle();
    expect(received).toHaveLength(3);
    failFirst.length = 0;

    received.length = 0;
    failFirst.push(400);
    await lake().patch('shopifyProduct-1002').set({ 'title.en': 'Refused' }).commit();
    await settle();
    expect(received).toHaveLength(1);
  });

  it('answers GET /__lake/webhooks/idle once the calls queued so far are delivered, retries included', async () => {
    received.length = 0;
    failFirst.push(503, 503);
    await lake().patch('shopifyProduct-1002').set({ 'title.en': 'Waited for' }).commit();
    const answer = await settledOverHttp();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ idle: true });
    expect(received).toHaveLength(3);
    expect(JSON.parse(received[2]!.body)).toMatchObject({ title: 'Waited for' });
  });

  it('tries a delivery 6 times by default, after 1 s and then doubling', () => {
    expect(deliveryRetries({})).toEqual({ retries: 5, minTimeout: 1000, factor: 2 });
    expect(deliveryRetries({ maxAttempts: 3, retryDelayMs: 10 })).toEqual({ retries: 2, minTimeout: 10, factor: 2 });
    expect(deliveryRetries({ maxAttempts: 0 })).toMatchObject({ retries: 0 });
  });

  it('reads its target from SANITY_WEBHOOK_URL and friends', () => {
    expect(webhookTargetsFromEnv({})).toEqual([]);
    expect(webhookTargetsFromEnv({ SANITY_WEBHOOK_URL: 'http://127.0.0.1:9/hook', SANITY_WEBHOOK_SECRET: 's', SANITY_WEBHOOK_FILTER: '_type == "page"' })).toEqual([
      { id: 'twin-webhook', url: 'http://127.0.0.1:9/hook', secret: 's', filter: '_type == "page"', projection: undefined },
    ]);
    expect(() => webhookTargetsFromEnv({ SANITY_WEBHOOK_URL: 'file:///etc/passwd' })).toThrow();
  });
});
