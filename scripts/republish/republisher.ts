// The republisher: hears about published content (the content lake's listen stream, or its GROQ
// webhook with the signature verified), rebuilds only the affected brands with Gatsby's cache,
// publishes each new build in one step (scripts/build/releases.ts: the old build is served until
// the new one is complete; a failed build publishes nothing), then, for a brand with a Netlify site,
// deploys it through Netlify's deploy API with only the changed files uploaded (netlify-deploy.ts),
// and shows what it does on the console and on a small status page, which also receives the webhook.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { BRAND_IDS } from '../../brands';
import { BrandBuildError, buildBrand } from '../build/brand-build';
import { runPool } from '../../src/lib/timing/pool';
import { acquireBuildLock } from '../build/lock';
import { changedPages, pruneReleases } from '../build/releases';
import { deploySite, type NetlifyTarget } from './netlify-deploy';
import { affectedBrands, BRAND_FIELDS_QUERY, isUnpublishedId, type BrandFields } from './affected-brands';
import { listenForChanges } from './listen-stream';
import { RepublishQueue, type RepublishJob } from './queue';
import { renderStatusPage, RepublishStatus } from './status';

/** Published documents only: a saved draft never starts a build. */
export const LISTEN_QUERY = '*[!(_id in path("drafts.**")) && !(_id in path("versions.**"))]';

const MAX_WEBHOOK_BYTES = 1024 * 1024;

/** Options of startRepublisher. */
export interface RepublisherOptions {
  /** Folder of the served sites: `<distRoot>/<brand>` is replaced on each publish. */
  distRoot: string;
  /** Brands it rebuilds (changes that affect only other brands are ignored). */
  brands: readonly string[];
  /** Variables for the builds (the content lake's SANITY_*, TWIN_URL …). */
  buildEnv: NodeJS.ProcessEnv;
  /** The content lake (listen stream and the brand fields of a changed document). */
  content: ClientConfig;
  /** Subscribe to the listen stream (else only the webhook starts builds). */
  listen: boolean;
  /** Secret of the webhook's signature; unset: POST /webhook answers 503. */
  webhookSecret?: string;
  /** Port of the status page and webhook (0: a free one). */
  port: number;
  host?: string;
  /** Brands built side by side (default 1). */
  jobs?: number;
  /** Where build artefacts go (default the repo's `.artifacts/`). */
  artefactsRoot?: string;
  /** Pause gathering the publishes of one action into one build (default 250 ms). */
  settleMs?: number;
  /** Console lines (default console.log). */
  log?: (line: string) => void;
  /** Gatsby's own output per brand (default: dropped, its tail is kept for a failure). */
  onBuildLine?: (brand: string, line: string) => void;
  /** Netlify sites by brand: each new build is deployed there too (null or absent: local publish only). */
  netlify?: ReadonlyMap<string, NetlifyTarget> | null;
}

export interface Republisher {
  /** Origin of the status page (`/`, `/status.json`) and the webhook (`POST /webhook`). */
  url: string;
  status: RepublishStatus;
  queue: RepublishQueue;
  close(): Promise<void>;
}

const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** Why a build failed, in a few lines: Gatsby's error block (without code frames of compiled code), or its last lines. */
export function failureReason(error: unknown): string {
  if (!(error instanceof BrandBuildError)) return error instanceof Error ? error.message : String(error);
  const lines = error.output
    .map((line) => line.replace(ANSI, '').trimEnd())
    // Code frames of compiled, minified code and their caret lines say nothing to an editor.
    .filter((line) => line.trim() && line.length <= 400 && !/^\s*>?\s*\d*\s*\|/.test(line) && !/^\s*\^\s*$/.test(line));
  let first = lines.findIndex((line) => /^\s*ERROR\b/.test(line));
  if (first < 0) first = lines.findIndex((line) => /\berror\b/i.test(line));
  const picked = first >= 0 ? lines.slice(first, first + 40) : lines.slice(-25);
  return [error.message, ...picked].join('\n');
}

function readBody(req: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_WEBHOOK_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(JSON.stringify(body));
}

export async function startRepublisher(options: RepublisherOptions): Promise<Republisher> {
  const log = options.log ?? console.log;
  const served = new Set(options.brands);
  const status = new RepublishStatus(options.brands, log);
  const jobs = Math.max(1, options.jobs ?? 1);
  const client: SanityClient = createClient({ ...options.content, useCdn: false, perspective: 'published' });
  /** When each waiting brand was first asked for (publish → live is measured from it). */
  const requestedAt = new Map<string, number>();

  const buildOne = async (brand: string, job: RepublishJob): Promise<void> => {
    const asked = requestedAt.get(brand) ?? Date.now();
    requestedAt.delete(brand);
    const started = Date.now();
    status.building(brand, job.reasons);
    try {
      const result = await buildBrand({
        brand,
        distRoot: options.distRoot,
        artefactsRoot: options.artefactsRoot,
        site: jobs > 1 ? 'own' : 'root',
        // Gatsby's default worker count: a republish renders a few pages, and on two cores a second
        // worker starting beside the main process made a one-product republish 3–4 s slower.
        env: options.buildEnv,
        onLine: (line) => options.onBuildLine?.(brand, line),
        // A content edit re-renders only the pages it changes while code and pages stay the same.
        rerender: true,
      });
      const comparing = Date.now();
      const { changed, total } = changedPages(result.previous, result.release);
      const compared = Date.now();
      const target = options.netlify?.get(brand);
      // Live on the host once its deploy is ready: the publish is timed to then.
      const deployed = target
        ? await deploySite(result.release, target, { title: `Republish: ${job.reasons.join(', ')}`.slice(0, 1000) }).catch((error: unknown) => {
            throw new Error(`The deploy to Netlify failed; the site there still serves its previous deploy: ${error instanceof Error ? error.message : String(error)}`);
          })
        : null;
      const now = Date.now();
      const steps: Record<string, number> = { wait: (started - asked) / 1000, ...result.steps, compare: (compared - comparing) / 1000 };
      if (deployed) steps.deploy = deployed.seconds;
      status.published(brand, {
        seconds: (now - asked) / 1000,
        buildSeconds: (now - started) / 1000,
        changedPages: changed,
        pages: total,
        steps,
        how: result.how,
        why: result.reason,
        deploy: deployed ? { id: deployed.deployId, files: deployed.files, uploaded: deployed.uploaded, uploadedBytes: deployed.uploadedBytes, uploadedPaths: deployed.uploadedPaths, url: deployed.url } : undefined,
      });
      // The build served until now stays for requests still reading it; older ones go.
      await pruneReleases(options.distRoot, brand, 1);
    } catch (error) {
      status.failed(brand, failureReason(error));
    }
  };

  const queue = new RepublishQueue({
    settleMs: options.settleMs,
    onQueued: (job) => status.queued(job.brands, job.reasons),
    run: async (job) => {
      const release = await acquireBuildLock((line) => log(`[republish] ${line}`));
      try {
        await runPool(job.brands, jobs, (brand) => buildOne(brand, job));
      } finally {
        release();
      }
    },
  });

  const request = (brands: string[], reason: string): string[] => {
    const mine = brands.filter((brand) => served.has(brand));
    for (const brand of mine) if (!requestedAt.has(brand)) requestedAt.set(brand, Date.now());
    queue.request(mine, reason);
    return mine;
  };

  /** The brands a published document affects (its brand fields as published now; gone: every brand). */
  const brandsOf = async (id: string, fields?: BrandFields): Promise<string[]> => {
    const doc = fields !== undefined ? fields : await client.fetch<BrandFields>(BRAND_FIELDS_QUERY, { id });
    return affectedBrands(doc, BRAND_IDS);
  };

  // The webhook and the status page.
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/webhook') {
      if (req.method !== 'POST') {
        res.setHeader('Allow', 'POST');
        return sendJson(res, 405, { error: 'Method not allowed' });
      }
      void (async () => {
        const body = await readBody(req);
        if (body === null) return sendJson(res, 413, { error: 'Payload too large' });
        if (!options.webhookSecret) return sendJson(res, 503, { error: 'The webhook is not configured (SANITY_WEBHOOK_SECRET)' });
        const signature = req.headers[SIGNATURE_HEADER_NAME];
        const valid = typeof signature === 'string' && (await isValidSignature(body, signature, options.webhookSecret).catch(() => false));
        if (!valid) {
          log('[republish] webhook refused: missing or bad signature');
          return sendJson(res, 401, { error: 'Invalid signature' });
        }
        let payload: Record<string, unknown>;
        try {
          const parsed: unknown = JSON.parse(body);
          if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
          payload = parsed as Record<string, unknown>;
        } catch {
          return sendJson(res, 400, { error: 'The body is not a JSON object' });
        }
        const id = typeof payload._id === 'string' ? payload._id : null;
        if (id && isUnpublishedId(id)) return sendJson(res, 202, { queued: [], ignored: 'not published' });
        const hasFields = 'brand' in payload || 'brands' in payload;
        const brands = hasFields || !id ? affectedBrands(payload, BRAND_IDS) : await brandsOf(id);
        const queued = request(brands, id ?? 'webhook');
        return sendJson(res, 202, { queued });
      })().catch((error: unknown) => {
        log(`[republish] webhook failed: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' });
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendJson(res, 405, { error: 'Method not allowed' });
    }
    if (url.pathname === '/status.json') return sendJson(res, 200, { building: queue.building, brands: status.all() });
    if (url.pathname === '/') {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      res.end(req.method === 'HEAD' ? undefined : renderStatusPage(status.all()));
      return;
    }
    sendJson(res, 404, { error: 'Not found' });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;

  // The listen stream: one event per published document change.
  const listener = options.listen
    ? listenForChanges(client, LISTEN_QUERY, {
        label: '[republish]',
        listening: 'listening for published content',
        log,
        onChange: (id) => {
          if (isUnpublishedId(id)) return;
          void brandsOf(id)
            .then((brands) => request(brands, id))
            .catch((error: unknown) => log(`[republish] cannot read ${id}: ${error instanceof Error ? error.message : String(error)}`));
        },
      })
    : null;

  return {
    url,
    status,
    queue,
    async close() {
      queue.stop();
      listener?.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
