// Twin benchmark: p50/p95 latency and throughput of cartLinesAdd and the cart query at 1, 10 and
// 50 concurrent clients on loopback, plus the twin's peak RSS. Starts its own twin process on a
// free port with a fresh database and the real content/, rate limiting off. Reports numbers only.
// BENCH_DURATION_MS sets the length of each run (default 4000); BENCH_TWIN_NODE_FLAGS passes Node
// flags to the twin process, e.g. "--cpu-prof --cpu-prof-dir=.data/prof" to profile it under load.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { launchTwin } from '../../shared/twin-process';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 4000);
const CONCURRENCY = [1, 10, 50];
const STORE = 'trailmate-us';

const CART_FIELDS = `id totalQuantity cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
  lines(first: 20) { edges { node { id quantity cost { totalAmount { amount currencyCode } amountPerQuantity { amount currencyCode } }
    sellingPlanAllocation { sellingPlan { id name } }
    merchandise { ... on ProductVariant { id sku title quantityAvailable price { amount currencyCode } compareAtPrice { amount currencyCode }
      selectedOptions { name value } image { url altText } product { id title handle productType vendor tags } } } } } }`;
const CART_CREATE = `mutation { cartCreate(input: { buyerIdentity: { countryCode: US } }) { cart { id } userErrors { message } } }`;
const LINES_ADD = `mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ${CART_FIELDS} } userErrors { field message } warnings { code message } } }`;
const CART_QUERY = `query ($cartId: ID!) { cart(id: $cartId) { ${CART_FIELDS} } }`;

function storeToken(): string {
  const line = fs.readFileSync('content/stores.ndjson', 'utf8').split('\n').find((l) => l.includes(`"name":"${STORE}"`));
  if (!line) throw new Error(`store ${STORE} not found in content/stores.ndjson`);
  return (JSON.parse(line) as { storefrontAccessToken: string }).storefrontAccessToken;
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const twin = await launchTwin({
    reset: true,
    rateLimit: 0,
    stderr: 'inherit',
    nodeFlags: (process.env.BENCH_TWIN_NODE_FLAGS ?? '').split(' ').filter(Boolean),
  });
  const { child, url } = twin;
  const endpoint = `${url}/shops/${STORE}/api/2025-04/graphql.json`;
  const token = storeToken();
  // node:http with a keep-alive agent: one connection per client, far cheaper per request than
  // fetch, so the single client process is not what limits the figures.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(endpoint);
  const call = <T = unknown>(query: string, variables: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      const payload = JSON.stringify({ query, variables });
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'X-Shopify-Storefront-Access-Token': token,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (d: Buffer) => chunks.push(d));
          res.on('end', () => {
            try {
              const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: T; errors?: unknown[] };
              if (res.statusCode !== 200 || body.errors) reject(new Error(`request failed: ${res.statusCode} ${JSON.stringify(body.errors)}`));
              else resolve(body.data as T);
            } catch (e) {
              reject(e as Error);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  try {
    type Variant = { id: string; availableForSale: boolean; quantityAvailable: number };
    type Products = { products: { nodes: { requiresSellingPlan: boolean; variants: { nodes: Variant[] } }[] } };
    const products = await call<Products>(`{ products(first: 50) { nodes { requiresSellingPlan variants(first: 5) { nodes { id availableForSale quantityAvailable } } } } }`);
    const variants: string[] = products.products.nodes
      .filter((p) => !p.requiresSellingPlan)
      .flatMap((p) => p.variants.nodes)
      .filter((v) => v.availableForSale && v.quantityAvailable > 20)
      .map((v) => v.id)
      .slice(0, 10);
    if (!variants.length) throw new Error('no variant in stock to add');

    const rows: string[] = [];
    for (const clients of CONCURRENCY) {
      const carts: string[] = [];
      for (let i = 0; i < clients; i++) carts.push((await call<{ cartCreate: { cart: { id: string } } }>(CART_CREATE)).cartCreate.cart.id);
      for (const op of ['cartLinesAdd', 'cart query'] as const) {
        const latencies: number[] = [];
        const deadline = performance.now() + DURATION_MS;
        const started = performance.now();
        await Promise.all(
          carts.map(async (cartId, c) => {
            let n = 0;
            while (performance.now() < deadline) {
              const t0 = performance.now();
              if (op === 'cartLinesAdd') {
                // Spread adds over a few variants so lines stay within the 20 the query reads.
                await call(LINES_ADD, { cartId, lines: [{ merchandiseId: variants[(c + n) % variants.length], quantity: 1 }] });
              } else {
                await call(CART_QUERY, { cartId });
              }
              latencies.push(performance.now() - t0);
              n++;
            }
          }),
        );
        const elapsed = (performance.now() - started) / 1000;
        latencies.sort((a, b) => a - b);
        rows.push(
          `| ${op.padEnd(12)} | ${String(clients).padStart(7)} | ${String(latencies.length).padStart(8)} | ${percentile(latencies, 50).toFixed(1).padStart(8)} | ${percentile(latencies, 95).toFixed(1).padStart(8)} | ${(latencies.length / elapsed).toFixed(0).padStart(10)} |`,
        );
      }
    }
    console.log(`Twin benchmark (${DURATION_MS} ms per run, loopback, ${os.cpus().length} CPUs, Node ${process.version})`);
    console.log('| operation    | clients | requests |  p50 ms |  p95 ms | requests/s |');
    console.log('|--------------|---------|----------|---------|---------|------------|');
    for (const r of rows) console.log(r);
    console.log(`peak RSS of the twin process: ${peakRssMb(child.pid!).toFixed(1)} MB`);
  } finally {
    agent.destroy();
    await twin.stop();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
