// Helpers of the Admin API tests: calling a store's Admin GraphQL API with its access token, and an
// HTTP endpoint that records the webhooks it receives (and can fail the first ones).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { storeSecret } from '../src/catalogue/store-secrets.js';
import type { AtLeast } from './helpers.js';

/** Calls `store`'s Admin API of the twin at `twinUrl`; `token` defaults to the store's Admin token. */
export async function adminCall(twinUrl: string, store: string, query: string, variables: Record<string, unknown> = {}, token = storeSecret(store, 'admin-token')) {
  const res = await fetch(`${twinUrl}/shops/${store}/admin/api/2025-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-shopify-access-token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** One webhook delivery as received. */
export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: any;
  at: number;
}

/** A local endpoint that records deliveries; `failNext(n)` answers the next n with 503. */
export async function webhookCatcher() {
  const received: ReceivedWebhook[] = [];
  let failing = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, raw, body: JSON.parse(raw || 'null'), at: Date.now() });
      if (failing > 0) {
        failing--;
        res.writeHead(503).end();
      } else res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/orders-create`,
    received,
    failNext(n: number) {
      failing = n;
    },
    /** Waits until at least `n` deliveries arrived (up to 10 s). */
    async atLeast<N extends number>(n: N): Promise<AtLeast<N, ReceivedWebhook>> {
      const deadline = Date.now() + 10_000;
      while (received.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      if (received.length < n) throw new Error(`only ${received.length} of ${n} webhooks arrived`);
      return received as AtLeast<N, ReceivedWebhook>;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type WebhookCatcher = Awaited<ReturnType<typeof webhookCatcher>>;

/**
 * A webhook catcher for a test file, with the twin's webhook retries 50 ms apart: started before the
 * file's tests (then `register(url)` subscribes what the file listens to), emptied and answering again
 * before each test (`everyTest: false` keeps what earlier tests received), closed after, the retry delay
 * put back.
 */
export function useWebhookCatcher(register: (url: string) => Promise<void> = async () => undefined, { everyTest = true } = {}) {
  let hooks: WebhookCatcher | undefined;
  const saved = process.env.TWIN_WEBHOOK_RETRY_MS;
  const current = (): WebhookCatcher => {
    if (!hooks) throw new Error('the webhook catcher starts before the tests');
    return hooks;
  };
  beforeAll(async () => {
    process.env.TWIN_WEBHOOK_RETRY_MS = '50';
    hooks = await webhookCatcher();
    await register(hooks.url);
  });
  afterAll(async () => {
    await hooks?.close();
    if (saved === undefined) delete process.env.TWIN_WEBHOOK_RETRY_MS;
    else process.env.TWIN_WEBHOOK_RETRY_MS = saved;
  });
  if (everyTest)
    beforeEach(() => {
      current().received.length = 0;
      current().failNext(0);
    });
  return {
    get url() {
      return current().url;
    },
    get received() {
      return current().received;
    },
    failNext: (n: number) => current().failNext(n),
    atLeast: <N extends number>(n: N) => current().atLeast(n),
  };
}

/** Registers `url` for a store's orders/create webhook. */
export async function registerOrdersCreate(twinUrl: string, store: string, url: string) {
  return adminCall(
    twinUrl,
    store,
    `mutation ($url: URL!) { webhookSubscriptionCreate(topic: ORDERS_CREATE, webhookSubscription: { callbackUrl: $url, format: JSON }) { webhookSubscription { id } userErrors { field message } } }`,
    { url },
  );
}
