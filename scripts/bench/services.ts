// Services benchmark: the store's own services (services/, PostgreSQL) against the twin routes they
// replace. Reports numbers only, never pass/fail.
//
//   npx tsx scripts/bench/services.ts [--quick]
//
// 1. Latency p50/p95 and throughput (closed loop, a fixed time per cell) of four operations at 1, 10
//    and 50 concurrent clients: the subscription list of a signed-in customer, a subscription pause,
//    an article-feedback form submit (201 with an id; no captcha) and a dealer search. Measured on
//    (a) the services on the embedded database (PGlite, files in a temporary folder), (b) the services
//    on the PostgreSQL server, and (c) the twin of commit a4a8d82 (the same paths on the twin, SQLite),
//    checked out in a temporary git worktree and launched from there.
//    After the PostgreSQL cells, the mail the form submits queued (one to the care address each) is
//    counted and how fast one instance sends it is watched for a few seconds.
// 2. Scaling: the same operations at 50 clients on one services instance and on two instances on the
//    same PostgreSQL database (clients split across them round-robin); one and two alternate (twice;
//    once with --quick) and the means are compared. The second instance runs, idle, during the
//    one-instance cells too.
// 3. Durability: an instance on PostgreSQL is killed with SIGKILL during a load of form submits and
//    pauses; every acknowledged write is recorded; the instance is started again and the database is
//    checked for each of them.
//
// Customers and subscriptions are made the way the product makes them: a Cognito sign-up through the
// twin, a Storefront cart with autoship lines, the twin's checkout (today: its orders/create webhook to
// the services; at a4a8d82: the twin's own subscriptions). A pause moves the next delivery by a week;
// as a pause past a year ahead is refused, each subscription is set back to the day after tomorrow
// (POST …/next-date) before each cell and after every 40 pauses (those requests are not counted).
//
// The machine may be shared: each cell first waits (up to BENCH_QUIET_WAIT_MS, default 120 s; not with
// --quick) until processes other than this one, its children and PostgreSQL use under 0.15 of a core,
// and the tables say how many cores' worth those others used during the cell.
//
// Settings: BENCH_DURATION_MS (per cell; default 5000, --quick 1500), SERVICES_BENCH_DATABASE_URL (the
// server a database is created on and dropped; default postgres://postgres:postgres@127.0.0.1:5432/postgres),
// BENCH_SERVICES_LOG_LEVEL (the services' LOG_LEVEL; default warn, so the load generator does not read a
// log line per request), BENCH_OLD_COMMIT (default a4a8d82), BENCH_DURABILITY_ROUNDS (default 5, --quick 1),
// BENCH_OUT (also write the tables to this file).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../shared/free-port';
import { launchTwin, type LaunchedTwin } from '../../shared/twin-process';
import { cliArgs } from '../cli-args';
import { launchServices, type LaunchedServices } from '../services-process';
import { servicesEnvFor } from '../services-env';
import { storeSecret } from '../../twin/src/catalogue/store-secrets';
import { cognitoConfigFromEnv } from '../../twin/src/cognito/config';

const ROOT = path.resolve(__dirname, '..', '..');
const QUICK = cliArgs('npm run bench:services -- [--quick]', { quick: { type: 'boolean', default: false } }).values.quick;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? (QUICK ? 1500 : 5000));
const CONCURRENCY = [1, 10, 50];
const SCALE_CLIENTS = 50;
const OLD_COMMIT = process.env.BENCH_OLD_COMMIT ?? 'a4a8d82';
const SERVER_URL = process.env.SERVICES_BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const LOG_LEVEL = process.env.BENCH_SERVICES_LOG_LEVEL ?? 'warn';
const STORE = 'trailmate-us';
const PASSWORD = 'long-enough-1';
/** Customers who pause, each with PLANS_PER_CUSTOMER autoship subscriptions: one subscription per pausing client. */
const PAUSE_CUSTOMERS = 10;
const PLANS_PER_CUSTOMER = 5;
/** Pauses of a week each before a subscription is set back (a pause past a year ahead is refused). */
const PAUSES_BEFORE_RESET = 40;
/** Requests one client makes in one cell at most (the cell's time ends it long before). */
const MAX_REQUESTS_PER_CLIENT = 200_000;
const DURABILITY_ROUNDS = Number(process.env.BENCH_DURABILITY_ROUNDS ?? (QUICK ? 1 : 5));
const SCALE_REPEATS = QUICK ? 1 : 2;
/** How long the mail queue's sending rate is watched. */
const MAIL_RATE_WINDOW_MS = QUICK ? 5000 : 10_000;
/** Before each cell, wait at most this long for other processes to use under QUIET_CORES (BENCH_QUIET_WAIT_MS; 0: never wait). */
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT_MS ?? (QUICK ? 0 : 120_000));
const QUIET_CORES = 0.15;
const DURABILITY_FORM_CLIENTS = 40;
const DURABILITY_PAUSE_CLIENTS = 10;
/** Pauses per subscription per durability round at most (one week each; stays within a year). */
const DURABILITY_PAUSE_CAP = 45;
const TWIN_ADMIN_KEY = `bench-twin-admin-${randomBytes(12).toString('hex')}`;
const TWIN_SECRET = randomBytes(32).toString('hex');
const SERVICES_ADMIN_KEY = `bench-services-admin-${randomBytes(12).toString('hex')}`;
const OPERATIONS = ['subscription list', 'subscription pause', 'form submit', 'dealer search'] as const;
type Operation = (typeof OPERATIONS)[number];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const log = (line: string) => console.error(`[bench] ${line}`);

// ---------------------------------------------------------------------------------------------
// HTTP: node:http with a keep-alive agent (one connection per client), as scripts/bench/twin.ts.

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

interface Answer {
  status: number;
  body: string;
}

/** One request; rejects on a network error or after `timeoutMs`. */
function request(base: URL, method: string, pathname: string, headers: Record<string, string> = {}, body?: string, timeoutMs = 30_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: pathname,
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

async function json<T = unknown>(base: URL, method: string, pathname: string, headers: Record<string, string> = {}, body?: unknown): Promise<{ status: number; json: T }> {
  const answer = await request(base, method, pathname, headers, body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
  let parsed: unknown = answer.body;
  try {
    parsed = answer.body ? JSON.parse(answer.body) : undefined;
  } catch {
    // Not JSON: the text.
  }
  return { status: answer.status, json: parsed as T };
}

/** Polls `check` every `everyMs` until it answers a value, or throws after `ms`. */
async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 60_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

function peakRssMb(pid: number | undefined): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return NaN;
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The `i`th item of a list taken round and round; fails loudly on an empty list. */
function roundRobin<T>(list: readonly T[], i: number, what: string): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error(`no ${what} to take`);
  return item;
}

// ---------------------------------------------------------------------------------------------
// The machine is shared: CPU used by processes other than this benchmark, its children (twins,
// services) and PostgreSQL is measured during each cell, and each cell first waits (a bounded time)
// for the others to be quiet.

interface CpuSample {
  busy: number;
  all: number;
  /** CPU ticks of each of our processes (this tree and PostgreSQL's). */
  ours: Map<number, number>;
}

/** Jiffies of the whole machine, and of this process tree and PostgreSQL's processes. */
function cpuSample(): CpuSample {
  const [cpuLine = ''] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  const fields = cpuLine.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  const procs = new Map<number, { ppid: number; comm: string; ticks: number }>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const rest = stat.slice(close + 2).split(' ');
      procs.set(Number(name), { ppid: Number(rest[1]), comm: stat.slice(stat.indexOf('(') + 1, close), ticks: Number(rest[11]) + Number(rest[12]) });
    } catch {
      // Gone meanwhile.
    }
  }
  const isOurs = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; hops++) {
      if (p === process.pid) return true;
      const next = procs.get(p);
      if (!next) return false;
      p = next.ppid;
    }
    return false;
  };
  const ours = new Map<number, number>();
  for (const [pid, p] of procs) if (p.comm === 'postgres' || isOurs(pid)) ours.set(pid, p.ticks);
  return { busy, all: busy + idle + iowait, ours };
}

/** Cores' worth of CPU the whole machine used between two samples. */
function machineCores(a: CpuSample, b: CpuSample): number {
  const all = b.all - a.all;
  return all <= 0 ? 0 : Math.min(1, (b.busy - a.busy) / all) * os.cpus().length;
}

/** Cores' worth of CPU the other processes of the machine used between two samples. */
function othersCores(a: CpuSample, b: CpuSample): number {
  const all = b.all - a.all;
  if (all <= 0) return 0;
  // A process of ours that ended in between is not counted (its last ticks count as others': a slight overestimate).
  let ours = 0;
  for (const [pid, ticks] of b.ours) ours += ticks - (a.ours.get(pid) ?? 0);
  const others = Math.max(0, b.busy - a.busy - ours);
  return Math.min(1, others / all) * os.cpus().length;
}

/** Waits (at most QUIET_WAIT_MS) until other processes used under QUIET_CORES for a second; answers the seconds waited. */
async function awaitQuiet(): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < QUIET_WAIT_MS) {
    const a = cpuSample();
    await sleep(1000);
    if (othersCores(a, cpuSample()) < QUIET_CORES) break;
  }
  return (performance.now() - t0) / 1000;
}

// ---------------------------------------------------------------------------------------------
// The product's ways in: Cognito sign-up through the twin, a Storefront cart, the twin's checkout.

const COGNITO_CLIENT_ID = cognitoConfigFromEnv({}).clientId;

/** Signs a customer up in the twin's user pool, confirms with the mailed code and answers the id token. */
async function idToken(twin: URL, email: string): Promise<string> {
  const cognito = async (action: string, body: Record<string, unknown>) =>
    json<{ AuthenticationResult?: { IdToken?: string } }>(twin, 'POST', '/cognito/', { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` }, body);
  const signUp = await cognito('SignUp', { ClientId: COGNITO_CLIENT_ID, Username: email, Password: PASSWORD });
  if (signUp.status !== 200) throw new Error(`SignUp ${email}: ${signUp.status} ${JSON.stringify(signUp.json)}`);
  const code = await until(`the confirmation code of ${email}`, async () => {
    const outbox = await json<{ messages: { text: string }[] }>(twin, 'GET', `/outbox?to=${encodeURIComponent(email)}`, { 'x-twin-admin-key': TWIN_ADMIN_KEY });
    const text = outbox.json.messages?.at(-1)?.text ?? '';
    return /\b(\d{6})\b/.exec(text)?.[1];
  }, 15_000);
  const confirmed = await cognito('ConfirmSignUp', { ClientId: COGNITO_CLIENT_ID, Username: email, ConfirmationCode: code });
  if (confirmed.status !== 200) throw new Error(`ConfirmSignUp ${email}: ${confirmed.status}`);
  const auth = await cognito('InitiateAuth', { ClientId: COGNITO_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } });
  const token = auth.json?.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`InitiateAuth ${email}: ${auth.status} ${JSON.stringify(auth.json)}`);
  return token;
}

function storefrontToken(contentDir: string): string {
  const line = fs.readFileSync(path.join(contentDir, 'stores.ndjson'), 'utf8').split('\n').find((l) => l.includes(`"name":"${STORE}"`));
  if (!line) throw new Error(`store ${STORE} not found in ${contentDir}/stores.ndjson`);
  return (JSON.parse(line) as { storefrontAccessToken: string }).storefrontAccessToken;
}

interface Storefront {
  twin: URL;
  token: string;
}

async function storefront<T = unknown>(s: Storefront, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await json<{ data?: T; errors?: unknown }>(s.twin, 'POST', `/shops/${STORE}/api/2025-04/graphql.json`, { 'x-shopify-storefront-access-token': s.token }, { query, variables });
  if (res.status !== 200 || res.json.errors || !res.json.data) throw new Error(`Storefront: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data;
}

/** Autoship selling plans of the store and variants in stock that can be sold with them. */
async function autoshipCatalogue(s: Storefront): Promise<{ plans: string[]; variants: string[] }> {
  const data = await storefront<{ products: { nodes: { sellingPlanGroups: { nodes: { sellingPlans: { nodes: { id: string }[] } }[] }; variants: { nodes: { id: string; availableForSale: boolean; quantityAvailable: number | null }[] } }[] } }>(
    s,
    `{ products(first: 100) { nodes { sellingPlanGroups(first: 5) { nodes { sellingPlans(first: 10) { nodes { id } } } }
       variants(first: 10) { nodes { id availableForSale quantityAvailable } } } } }`,
  );
  const withPlans = data.products.nodes.filter((p) => p.sellingPlanGroups.nodes.some((g) => g.sellingPlans.nodes.length >= PLANS_PER_CUSTOMER));
  const [planned] = withPlans;
  if (!planned) throw new Error(`no product of ${STORE} has ${PLANS_PER_CUSTOMER} selling plans`);
  const plans = planned.sellingPlanGroups.nodes.flatMap((g) => g.sellingPlans.nodes.map((p) => p.id));
  // Variants of products that offer those same plans.
  const variants = withPlans
    .filter((p) => p.sellingPlanGroups.nodes.some((g) => g.sellingPlans.nodes.some((x) => x.id === plans[0])))
    .flatMap((p) => p.variants.nodes)
    .filter((v) => v.availableForSale && (v.quantityAvailable ?? 100) >= 20)
    .map((v) => v.id);
  if (!variants.length) throw new Error('no autoship variant in stock');
  return { plans, variants };
}

function checkoutForm(key: string, email: string): string {
  return new URLSearchParams({
    key,
    email,
    firstName: 'Bench',
    lastName: 'Customer',
    address1: '2 Pine St',
    city: 'Boulder',
    province: 'CO',
    zip: '80301',
    country: 'US',
    cardNumber: '4242 4242 4242 4242',
    cardExpiry: '12/39',
    cardCvc: '123',
  }).toString();
}

/** Buys `lines` through a Storefront cart and the twin's checkout as `email`. */
async function buy(s: Storefront, email: string, lines: { merchandiseId: string; quantity: number; sellingPlanId: string }[]): Promise<void> {
  const created = await storefront<{ cartCreate: { cart: { checkoutUrl: string } | null; userErrors: { message: string }[] } }>(
    s,
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } userErrors { message } } }`,
    { input: { buyerIdentity: { countryCode: 'US', email }, lines } },
  );
  if (created.cartCreate.userErrors.length || !created.cartCreate.cart) throw new Error(`cartCreate: ${JSON.stringify(created.cartCreate.userErrors)}`);
  const checkoutUrl = new URL(created.cartCreate.cart.checkoutUrl);
  const res = await request(new URL(checkoutUrl.origin), 'POST', checkoutUrl.pathname, { 'content-type': 'application/x-www-form-urlencoded' }, checkoutForm(checkoutUrl.searchParams.get('key') ?? '', email));
  if (res.status !== 303) throw new Error(`checkout answered ${res.status}: ${res.body.slice(0, 300)}`);
}

// ---------------------------------------------------------------------------------------------
// What is measured against: one or more instances (services, or the old twin) and their customers.

interface Pauser {
  token: string;
  id: number;
}

interface Customers {
  listToken: string;
  listCount: number;
  /** Customers who pause and their emails (in order). */
  pauseCustomers: { email: string; token: string }[];
}

interface Target {
  label: string;
  /** Instances; client i calls bases[i % bases.length]. */
  bases: URL[];
  listToken: string;
  pausers: Pauser[];
}

const storeQuery = `store=${STORE}`;
const dayAfterTomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

/** Sets a subscription's next delivery back to the day after tomorrow (so pauses stay within a year ahead). */
async function resetSchedule(base: URL, p: Pauser): Promise<void> {
  const res = await request(base, 'POST', `/subscriptions/${p.id}/next-date?${storeQuery}`, { authorization: `Bearer ${p.token}` }, JSON.stringify({ date: dayAfterTomorrow() }));
  if (res.status !== 200) throw new Error(`next-date ${p.id}: ${res.status} ${res.body.slice(0, 200)}`);
}

/** Each client's request of an operation; answers whether it got the expected answer. */
function operation(target: Target, op: Operation): (client: number, n: number) => Promise<boolean> {
  const base = (client: number) => roundRobin(target.bases, client, 'services address');
  const listHeaders = { authorization: `Bearer ${target.listToken}` };
  switch (op) {
    case 'subscription list':
      return async (c) => (await request(base(c), 'GET', `/subscriptions/?${storeQuery}`, listHeaders)).status === 200;
    case 'subscription pause': {
      const body = JSON.stringify({ duration: '1-week' });
      return async (c) => {
        const p = roundRobin(target.pausers, c, 'subscription to pause');
        return (await request(base(c), 'POST', `/subscriptions/${p.id}/pause?${storeQuery}`, { authorization: `Bearer ${p.token}` }, body)).status === 200;
      };
    }
    case 'form submit':
      return async (c, n) =>
        (await request(base(c), 'POST', '/forms/article-feedback', {}, JSON.stringify({ brand: 'trailmate', articleId: `bench-article-${c}`, helpful: n % 2 === 0, comment: 'Measured by scripts/bench/services.ts' }))).status === 201;
    case 'dealer search':
      return async (c) => (await request(base(c), 'GET', '/dealers/?zip=43215&brand=yardwise')).status === 200;
  }
}

interface Cell {
  target: string;
  op: Operation;
  clients: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  perSecond: number;
  /** Cores' worth of CPU other processes of the machine used during the cell. */
  others: number;
  /** Cores' worth of CPU the whole machine used during the cell. */
  machine: number;
}

/** One closed-loop cell: `clients` clients call `op` for DURATION_MS. */
async function runCell(target: Target, op: Operation, clients: number): Promise<Cell> {
  if (clients > target.pausers.length && op === 'subscription pause') throw new Error('fewer subscriptions than clients');
  if (op === 'subscription pause') {
    // Untimed: every subscription a client pauses starts the day after tomorrow.
    await Promise.all(target.pausers.slice(0, clients).map((p, i) => resetSchedule(roundRobin(target.bases, i, 'services address'), p)));
  }
  const call = operation(target, op);
  const latencies: number[] = [];
  let errors = 0;
  let resetTime = 0;
  const waited = await awaitQuiet();
  if (waited * 1000 >= QUIET_WAIT_MS) log(`others kept the machine busy for ${waited.toFixed(0)} s; measuring anyway`);
  const cpu0 = cpuSample();
  const started = performance.now();
  const deadline = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let n = 0; n < MAX_REQUESTS_PER_CLIENT && performance.now() < deadline; n++) {
        if (op === 'subscription pause' && n > 0 && n % PAUSES_BEFORE_RESET === 0) {
          const r0 = performance.now();
          await resetSchedule(roundRobin(target.bases, c, 'services address'), roundRobin(target.pausers, c, 'subscription to pause')).catch(() => errors++);
          resetTime += performance.now() - r0;
        }
        const t0 = performance.now();
        const ok = await call(c, n).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  // The resets' time is taken out of the clients' time (their share of the cell), so requests/s counts pauses only.
  const busy = Math.max(0.001, elapsed - resetTime / 1000 / clients);
  return {
    target: target.label,
    op,
    clients,
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: latencies.length / busy,
    ...((end) => ({ others: othersCores(cpu0, end), machine: machineCores(cpu0, end) }))(cpuSample()),
  };
}

/** Every operation at every concurrency, operation by operation. */
async function measure(target: Target, concurrency = CONCURRENCY): Promise<Cell[]> {
  const cells: Cell[] = [];
  for (const op of OPERATIONS) {
    for (const clients of concurrency) {
      const cell = await runCell(target, op, clients);
      cells.push(cell);
      log(`${target.label}: ${op} × ${clients}: ${cell.requests} requests, ${cell.errors} errors, p50 ${cell.p50.toFixed(1)} ms, p95 ${cell.p95.toFixed(1)} ms, ${cell.perSecond.toFixed(0)}/s, machine ${cell.machine.toFixed(2)} cores, others ${cell.others.toFixed(2)}`);
    }
  }
  return cells;
}

function cellTable(cells: Cell[]): string[] {
  const rows = ['| target | operation | clients | requests | errors | p50 ms | p95 ms | requests/s | machine CPU (cores) | others\' CPU (cores) |', '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|'];
  for (const c of cells) {
    rows.push(`| ${c.target} | ${c.op} | ${c.clients} | ${c.requests} | ${c.errors} | ${c.p50.toFixed(1)} | ${c.p95.toFixed(1)} | ${c.perSecond.toFixed(0)} | ${c.machine.toFixed(2)} | ${c.others.toFixed(2)} |`);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// The stack of today: a twin, and the services on the embedded database or on PostgreSQL.

async function freshDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `bench_services_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function servicesEnv(twin: LaunchedTwin, port: number, database: { url: string } | { dir: string }): Record<string, string> {
  return servicesEnvFor(
    { url: twin.url, smtpUrl: twin.smtpUrl, secret: TWIN_SECRET, contentDir: path.join(ROOT, 'content'), adminKey: TWIN_ADMIN_KEY },
    {
      SERVICES_PORT: String(port),
      SERVICES_PUBLIC_URL: `http://127.0.0.1:${port}`,
      SERVICES_SITE_ORIGINS: 'http://127.0.0.1:9001',
      SERVICES_ADMIN_KEY,
      SERVICES_AGENT_PASSWORD: 'bench-agent-password',
      SERVICES_RATE_LIMIT: '0',
      SERVICES_FORM_ADDRESS_LIMIT: '0',
      SERVICES_FORM_EMAIL_LIMIT: '0',
      SERVICES_CAPTCHA_MAX_NUMBER: '1000',
      LOG_LEVEL: LOG_LEVEL,
      ...('url' in database ? { SERVICES_DATABASE_URL: database.url } : { SERVICES_DATA_DIR: database.dir }),
    },
  );
}

/** Waits until the store's orders/create webhook is registered at each services instance. */
async function waitForWebhooks(twin: URL, callbackOrigins: string[]): Promise<void> {
  const token = storeSecret(STORE, 'admin-token', TWIN_SECRET);
  await until(
    `the orders/create webhooks of ${callbackOrigins.join(', ')}`,
    async () => {
      const res = await json<{ data?: { webhookSubscriptions: { nodes: { endpoint: { callbackUrl?: string } }[] } } }>(
        twin,
        'POST',
        `/shops/${STORE}/admin/api/2025-04/graphql.json`,
        { 'x-shopify-access-token': token },
        { query: '{ webhookSubscriptions(first: 100, topics: [ORDERS_CREATE]) { nodes { endpoint { ... on WebhookHttpEndpoint { callbackUrl } } } } }' },
      );
      const urls = res.json.data?.webhookSubscriptions.nodes.map((n) => n.endpoint.callbackUrl ?? '') ?? [];
      return callbackOrigins.every((o) => urls.some((u) => u.startsWith(o)));
    },
    60_000,
    200,
  );
}

/** Signs the customers up and buys their autoship lines in the twin at `twin`. */
async function makeCustomers(twin: URL, contentDir: string, tag: string): Promise<Customers> {
  const s: Storefront = { twin, token: storefrontToken(contentDir) };
  const { plans, variants } = await autoshipCatalogue(s);
  const listEmail = `bench-list-${tag}@example.com`;
  const listToken = await idToken(twin, listEmail);
  const listLines = [0, 2].map((j) => ({ merchandiseId: roundRobin(variants, j, 'autoship variant'), quantity: 1, sellingPlanId: roundRobin(plans, j, 'selling plan') }));
  await buy(s, listEmail, listLines);
  const pauseCustomers: Customers['pauseCustomers'] = [];
  for (let i = 0; i < PAUSE_CUSTOMERS; i++) {
    const email = `bench-pause-${tag}-${i}@example.com`;
    const token = await idToken(twin, email);
    const lines = Array.from({ length: PLANS_PER_CUSTOMER }, (_, j) => ({ merchandiseId: roundRobin(variants, i + j, 'autoship variant'), quantity: 1, sellingPlanId: roundRobin(plans, j, 'selling plan') }));
    await buy(s, email, lines);
    pauseCustomers.push({ email, token });
  }
  return { listToken, listCount: listLines.length, pauseCustomers };
}

/** Waits until `base` lists every customer's subscriptions; answers the pausers (one subscription each). */
async function subscriptionsAt(base: URL, customers: Customers): Promise<Pauser[]> {
  const list = async (token: string) => {
    const res = await json<{ subscriptions?: { id: number; status: string; kind: string }[] }>(base, 'GET', `/subscriptions/?${storeQuery}`, { authorization: `Bearer ${token}` });
    return res.status === 200 ? (res.json.subscriptions ?? []) : [];
  };
  await until(`the list customer's subscriptions at ${base.origin}`, async () => (await list(customers.listToken)).length >= customers.listCount, 90_000, 200);
  const pausers: Pauser[] = [];
  for (const c of customers.pauseCustomers) {
    const subs = await until(`the subscriptions of ${c.email} at ${base.origin}`, async () => {
      const found = (await list(c.token)).filter((x) => x.status === 'ACTIVE' && x.kind === 'autoship');
      return found.length >= PLANS_PER_CUSTOMER ? found : undefined;
    }, 90_000, 200);
    for (const sub of subs.slice(0, PLANS_PER_CUSTOMER)) pausers.push({ token: c.token, id: sub.id });
  }
  return pausers;
}

/** Mail jobs waiting or running in the services' queue (pg-boss, on the PostgreSQL database). */
async function mailBacklog(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND state IN ('created', 'retry', 'active')`);
  return rows[0]?.n ?? 0;
}

function startServices(env: Record<string, string>): Promise<LaunchedServices> {
  return launchServices({ env, stderr: 'inherit', timeoutMs: 120_000 });
}

// ---------------------------------------------------------------------------------------------
// The twin of the commit before the services, from a git worktree.

interface OldTwin {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

function launchOldTwin(worktree: string, dbPath: string): Promise<OldTwin> {
  // The node flag today's launchTwin gave every twin at that commit too (shared/twin-process.ts there).
  const child = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', 'twin/src/main.ts', '--port', '0', '--db', dbPath, '--rate-limit', '0'], {
    cwd: worktree,
    env: { ...process.env, TWIN_ADMIN_KEY, TWIN_SECRET, TWIN_FORM_IP_LIMIT: '0', TWIN_FORM_EMAIL_LIMIT: '0', TWIN_TEST_CLOCK: '', TWIN_CLOCK_HOOKS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  return new Promise((resolve, reject) => {
    let pending = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error('the old twin did not start within 180 s'));
    }, 180_000);
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const url = /^TWIN_URL=(\S+)/.exec(line)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve({ url, child, stop });
        }
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the old twin exited with code ${child.exitCode}`));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Durability: SIGKILL during writes, then every acknowledged write is looked for in the database.

interface DurabilityRound {
  round: number;
  killAfterMs: number;
  formAcks: number;
  pauseAcks: number;
  /** Answers that were not acknowledgements. */
  refused: number;
  /** Requests that had been sent and got no answer (connection reset by the kill). */
  inFlightAtKill: number;
  restartSeconds: number;
  lostForms: number;
  lostPauses: number;
}

async function durabilityRound(
  round: number,
  start: () => Promise<LaunchedServices>,
  victim: LaunchedServices,
  pausers: Pauser[],
  db: pg.Client,
): Promise<{ victim: LaunchedServices; result: DurabilityRound }> {
  const base = new URL(victim.url);
  const mine = pausers.slice(0, DURABILITY_PAUSE_CLIENTS);
  await Promise.all(mine.map((p) => resetSchedule(base, p)));
  const formAcks: string[] = [];
  /** The latest next delivery each subscription was acknowledged to have (pauses only move it later). */
  const pauseAcks = new Map<number, number>();
  let pauseAckCount = 0;
  let killed = false;
  let inFlightAtKill = 0;
  /** Answers other than the acknowledgement (none expected). */
  let refused = 0;
  const killAfterMs = 1000 + Math.floor(Math.random() * 2000);
  const started = performance.now();
  const deadline = started + 15_000;
  const killer = (async () => {
    await sleep(killAfterMs);
    killed = true;
    victim.child.kill('SIGKILL');
    await victim.exited;
  })();
  const failed = (e: unknown) => {
    // Sent before the kill and not answered: the connection was reset (a refused one was never sent).
    if (killed && !/ECONNREFUSED/.test(String((e as Error)?.message ?? e))) inFlightAtKill++;
  };
  const formClient = async (c: number) => {
    for (let n = 0; n < MAX_REQUESTS_PER_CLIENT && !killed && performance.now() < deadline; n++) {
      try {
        const res = await request(base, 'POST', '/forms/article-feedback', {}, JSON.stringify({ brand: 'trailmate', articleId: `durability-${round}-${c}`, helpful: true, comment: `round ${round} request ${n}` }), 10_000);
        if (res.status === 201) formAcks.push((JSON.parse(res.body) as { id: string }).id);
        else if (refused++ === 0) log(`durability round ${round}: a form submit answered ${res.status} ${res.body.slice(0, 200)}`);
      } catch (e) {
        failed(e);
        return;
      }
    }
  };
  const pauseClient = async (p: Pauser) => {
    for (let n = 0; n < DURABILITY_PAUSE_CAP && !killed && performance.now() < deadline; n++) {
      try {
        const res = await request(base, 'POST', `/subscriptions/${p.id}/pause?${storeQuery}`, { authorization: `Bearer ${p.token}` }, JSON.stringify({ duration: '1-week' }), 10_000);
        if (res.status === 200) {
          pauseAcks.set(p.id, Date.parse((JSON.parse(res.body) as { newDate: string }).newDate));
          pauseAckCount++;
        } else if (refused++ === 0) log(`durability round ${round}: a pause answered ${res.status} ${res.body.slice(0, 200)}`);
      } catch (e) {
        failed(e);
        return;
      }
    }
  };
  await Promise.all([killer, ...Array.from({ length: DURABILITY_FORM_CLIENTS }, (_, c) => formClient(c)), ...mine.map(pauseClient)]);
  const t0 = performance.now();
  const restarted = await start();
  const restartSeconds = (performance.now() - t0) / 1000;
  // Every acknowledged write, read back from the database itself.
  const forms = await db.query<{ id: string }>('SELECT id FROM form_submissions WHERE id = ANY($1::text[])', [formAcks]);
  const present = new Set(forms.rows.map((r) => r.id));
  const lostForms = formAcks.filter((id) => !present.has(id)).length;
  const subs = await db.query<{ id: number; next_billing_date: Date }>('SELECT id, next_billing_date FROM subscriptions WHERE id = ANY($1::int[])', [[...pauseAcks.keys()]]);
  const stored = new Map(subs.rows.map((r) => [Number(r.id), new Date(r.next_billing_date).getTime()]));
  let lostPauses = 0;
  for (const [id, acked] of pauseAcks) if (!((stored.get(id) ?? 0) >= acked)) lostPauses++;
  return {
    victim: restarted,
    result: { round, killAfterMs, formAcks: formAcks.length, pauseAcks: pauseAckCount, refused, inFlightAtKill, restartSeconds, lostForms, lostPauses },
  };
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const cpus = os.cpus().length;
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch((e: Error) => log(`cleanup: ${e.message}`));
  };
  const stopOnSignal = () => void cleanup().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-services-'));
  cleanups.push(async () => fs.rmSync(tmp, { recursive: true, force: true }));
  const out: string[] = [];
  const print = (line = '') => {
    out.push(line);
    console.log(line);
  };
  const rss: string[] = [];

  try {
    // (c) The twin of the commit before the services, measured first while nothing else runs.
    const loadBefore = loadAverage();
    const worktree = path.join(tmp, 'old');
    execFileSync('git', ['worktree', 'add', '--detach', worktree, OLD_COMMIT], { cwd: ROOT, stdio: 'ignore' });
    cleanups.push(async () => {
      execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
    });
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'));
    log(`old twin (${OLD_COMMIT}) in ${worktree}: starting`);
    const oldTwin = await launchOldTwin(worktree, path.join(tmp, 'old-twin.sqlite'));
    cleanups.push(oldTwin.stop);
    const oldUrl = new URL(oldTwin.url);
    const oldCustomers = await makeCustomers(oldUrl, path.join(worktree, 'content'), 'old');
    const oldTarget: Target = { label: `twin ${OLD_COMMIT}`, bases: [oldUrl], listToken: oldCustomers.listToken, pausers: await subscriptionsAt(oldUrl, oldCustomers) };
    const dealerCheck = await json<{ dealers: unknown[] }>(oldUrl, 'GET', '/dealers/?zip=43215&brand=yardwise');
    log(`old twin: ${oldTarget.pausers.length} subscriptions to pause; dealer search answers ${dealerCheck.json.dealers?.length} dealers`);
    const oldCells = await measure(oldTarget);
    rss.push(`twin ${OLD_COMMIT}: ${peakRssMb(oldTwin.child.pid).toFixed(0)} MB`);
    await oldTwin.stop();

    // Today's twin, and the services on both databases beside it.
    const loadServices = loadAverage();
    const twin = await launchTwin({ rateLimit: 0, stderr: 'inherit', env: { TWIN_SECRET, TWIN_ADMIN_KEY, TWIN_WEBHOOK_RETRY_MS: '200' }, timeoutMs: 180_000 });
    cleanups.push(twin.stop);
    const twinUrl = new URL(twin.url);
    const database = await freshDatabase();
    cleanups.push(database.drop);
    const embeddedPort = await freePort();
    const embedded = await startServices(servicesEnv(twin, embeddedPort, { dir: path.join(tmp, 'embedded') }));
    cleanups.push(embedded.stop);
    const pgPort = await freePort();
    const pgEnv = servicesEnv(twin, pgPort, { url: database.url });
    const primary = await startServices(pgEnv);
    cleanups.push(() => primary.stop());
    await waitForWebhooks(twinUrl, [embedded.url, primary.url]);
    log('services registered their orders/create webhooks; making customers');
    const customers = await makeCustomers(twinUrl, path.join(ROOT, 'content'), 'today');
    const embeddedUrl = new URL(embedded.url);
    const primaryUrl = new URL(primary.url);
    const embeddedPausers = await subscriptionsAt(embeddedUrl, customers);
    const pgPausers = await subscriptionsAt(primaryUrl, customers);
    const dealers = await json<{ dealers: unknown[] }>(primaryUrl, 'GET', '/dealers/?zip=43215&brand=yardwise');
    log(`services: ${pgPausers.length} subscriptions to pause; dealer search answers ${dealers.json.dealers?.length} dealers`);

    // (a) embedded, measured alone.
    const embeddedCells = await measure({ label: 'services, embedded', bases: [embeddedUrl], listToken: customers.listToken, pausers: embeddedPausers });
    rss.push(`services on the embedded database: ${peakRssMb(embedded.child.pid).toFixed(0)} MB`);
    await embedded.stop();
    // (b) PostgreSQL.
    const pgTarget: Target = { label: 'services, PostgreSQL', bases: [primaryUrl], listToken: customers.listToken, pausers: pgPausers };
    const pgCells = await measure(pgTarget);
    rss.push(`services on PostgreSQL: ${peakRssMb(primary.child.pid).toFixed(0)} MB`);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cleanups.push(() => client.end());
    // Each form submit queued a mail to the brand's care address; how fast one instance sends them.
    const backlog0 = await mailBacklog(client);
    await sleep(MAIL_RATE_WINDOW_MS);
    const backlog1 = await mailBacklog(client);
    const mailRate = (backlog0 - backlog1) / (MAIL_RATE_WINDOW_MS / 1000);

    print(`### Latency and throughput (${DURATION_MS} ms per cell, closed loop, loopback, ${cpus} CPUs, Node ${process.version})`);
    print();
    for (const line of cellTable([...oldCells, ...embeddedCells, ...pgCells])) print(line);
    print();
    print(`load average before the twin of ${OLD_COMMIT}: ${loadBefore}; before the services: ${loadServices}`);
    print();
    print(`mail queued by the form submits: ${backlog0} waiting after the PostgreSQL cells; one instance sent ${mailRate.toFixed(1)} mails/s over ${MAIL_RATE_WINDOW_MS / 1000} s`);
    print();
    print('p95 at 50 clients, services against the twin of ' + OLD_COMMIT + ':');
    print();
    print('| operation | twin p95 ms | embedded p95 ms | PostgreSQL p95 ms |');
    print('|---|---:|---:|---:|');
    for (const op of OPERATIONS) {
      const at50 = (cells: Cell[]) => cells.find((c) => c.op === op && c.clients === 50)!.p95.toFixed(1);
      print(`| ${op} | ${at50(oldCells)} | ${at50(embeddedCells)} | ${at50(pgCells)} |`);
    }
    print();

    // 2. One instance against two on the same PostgreSQL database, at 50 clients.
    // The second instance runs (idle) during the one-instance cells too; one and two alternate.
    const loadScaling = loadAverage();
    const secondPort = await freePort();
    const secondEnv = servicesEnv(twin, secondPort, { url: database.url });
    let second = await startServices(secondEnv);
    cleanups.push(() => second.stop());
    const secondUrl = new URL(second.url);
    await until('the second instance to be ready', async () => (await request(secondUrl, 'GET', '/readyz')).status === 200, 30_000);
    const one: Cell[] = [];
    const two: Cell[] = [];
    for (let r = 0; r < SCALE_REPEATS; r++) {
      one.push(...(await measure({ ...pgTarget, label: 'one instance' }, [SCALE_CLIENTS])));
      two.push(...(await measure({ ...pgTarget, label: 'two instances', bases: [primaryUrl, secondUrl] }, [SCALE_CLIENTS])));
    }
    print(`### Scaling on PostgreSQL (${SCALE_CLIENTS} clients, ${DURATION_MS} ms per cell, mean of ${SCALE_REPEATS} alternating runs; ${cpus} CPUs shared by the instances, PostgreSQL, the twin and the load generator; load average before: ${loadScaling})`);
    print();
    print('| operation | one instance requests/s | p95 ms | machine CPU (cores) | two instances requests/s | p95 ms | machine CPU (cores) | ratio | others\' CPU (cores) |');
    print('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    const mean = (cells: Cell[], op: Operation, key: 'perSecond' | 'p95' | 'machine') => {
      const of = cells.filter((c) => c.op === op);
      return of.reduce((n, c) => n + c[key], 0) / of.length;
    };
    for (const op of OPERATIONS) {
      const a = mean(one, op, 'perSecond');
      const b = mean(two, op, 'perSecond');
      const others = Math.max(...[...one, ...two].filter((c) => c.op === op).map((c) => c.others));
      print(
        `| ${op} | ${a.toFixed(0)} | ${mean(one, op, 'p95').toFixed(1)} | ${mean(one, op, 'machine').toFixed(2)} | ${b.toFixed(0)} | ${mean(two, op, 'p95').toFixed(1)} | ${mean(two, op, 'machine').toFixed(2)} | ${(b / a).toFixed(2)}× | ≤ ${others.toFixed(2)} |`,
      );
    }
    const errorsScaling = [...one, ...two].reduce((n, c) => n + c.errors, 0);
    print();
    print(`errors in the scaling cells: ${errorsScaling}`);
    print();

    // 3. Durability: the second instance is killed during writes, started again, and the database checked.
    const rounds: DurabilityRound[] = [];
    for (let r = 1; r <= DURABILITY_ROUNDS; r++) {
      const next = await durabilityRound(r, () => startServices(secondEnv), second, pgPausers, client);
      second = next.victim;
      rounds.push(next.result);
      log(`durability round ${r}: ${JSON.stringify(next.result)}`);
    }
    print(`### Durability (SIGKILL of an instance on PostgreSQL during ${DURABILITY_FORM_CLIENTS} clients of form submits and ${DURABILITY_PAUSE_CLIENTS} of pauses)`);
    print();
    print('| round | killed after ms | form submits acknowledged | pauses acknowledged | other answers | in flight at the kill | restart s | lost acknowledged writes |');
    print('|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rounds) print(`| ${r.round} | ${r.killAfterMs} | ${r.formAcks} | ${r.pauseAcks} | ${r.refused} | ${r.inFlightAtKill} | ${r.restartSeconds.toFixed(1)} | ${r.lostForms + r.lostPauses} |`);
    const lost = rounds.reduce((n, r) => n + r.lostForms + r.lostPauses, 0);
    const acked = rounds.reduce((n, r) => n + r.formAcks + r.pauseAcks, 0);
    print();
    print(`lost acknowledged writes: ${lost} of ${acked}`);
    print();
    print(`peak RSS: ${rss.join('; ')}`);
    print(`load average at the end: ${loadAverage()}`);
    const outFile = process.env.BENCH_OUT;
    if (outFile) fs.writeFileSync(outFile, `${out.join('\n')}\n`);
  } finally {
    agent.destroy();
    await cleanup();
  }
}

main().catch((err: Error) => {
  console.error(err.stack ?? err.message);
  process.exit(1);
});
