// Publishing a built site through Netlify's deploy API, the file-digest way: the deploy lists every
// file's path and SHA1, Netlify answers the digests it does not hold yet (`required`), and only
// those files are uploaded; the deploy then becomes `ready` and, unless a draft, the site's published
// deploy. Plain fetch against NETLIFY_API_URL (Netlify's API, or the twin's stand-in in tests).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import pRetry from 'p-retry';
import { runPool } from '../../src/lib/timing/pool';

/** Netlify's API origin (the client adds `/api/v1`). */
export const NETLIFY_API_URL = 'https://api.netlify.com';
/** Above this many files a deploy is created `async` and its diff awaited, as Netlify's CLI does. */
export const SYNC_FILE_LIMIT = 100;

/** Where and as whom one brand's site is deployed. */
export interface NetlifyTarget {
  /** API origin: https://api.netlify.com, or `<twin>/netlify`. */
  apiUrl: string;
  /** Personal access token (never logged). */
  token: string;
  /** The site's id (or its name). */
  siteId: string;
}

/** What a deploy did. */
export interface DeployResult {
  deployId: string;
  /** Files of the deploy and how many of them were uploaded (the rest Netlify already held). */
  files: number;
  uploaded: number;
  uploadedBytes: number;
  /** Paths uploaded, sorted. */
  uploadedPaths: string[];
  seconds: number;
  /** The deploy's address as Netlify answers it. */
  url: string | null;
}

/** A refused or failed call to the deploy API: the status and Netlify's message (never the token). */
export class NetlifyDeployError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'NetlifyDeployError';
  }
}

/** The deploy targets of the brands from the environment; null when NETLIFY_AUTH_TOKEN is unset (the republisher publishes locally). */
export function netlifyTargetsFromEnv(env: NodeJS.ProcessEnv, brands: readonly string[]): Map<string, NetlifyTarget> | null {
  const token = env.NETLIFY_AUTH_TOKEN?.trim();
  const siteVar = (brand: string) => `NETLIFY_SITE_ID_${brand.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
  if (!token) {
    const stray = brands.map(siteVar).filter((name) => env[name]);
    if (stray.length) throw new Error(`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set without NETLIFY_AUTH_TOKEN: set the token too, or unset ${stray.length > 1 ? 'them' : 'it'} to publish locally.`);
    return null;
  }
  const apiUrl = (env.NETLIFY_API_URL?.trim() || NETLIFY_API_URL).replace(/\/+$/, '');
  try {
    const parsed = new URL(apiUrl);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('not http');
  } catch {
    throw new Error(`NETLIFY_API_URL must be an http(s) URL (got ${apiUrl}).`);
  }
  const missing = brands.map(siteVar).filter((name) => !env[name]?.trim());
  if (missing.length) throw new Error(`NETLIFY_AUTH_TOKEN is set, so every republished brand needs its site: set ${missing.join(', ')}.`);
  return new Map(brands.map((brand) => [brand, { apiUrl, token, siteId: env[siteVar(brand)]!.trim() }]));
}

/** Every file of a built site (following the release link), as deploy paths → SHA1, and the paths of each digest. */
export function digestSite(root: string): { files: Record<string, string>; bySha: Map<string, string[]> } {
  const files: Record<string, string> = {};
  const bySha = new Map<string, string[]>();
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      // Dot files are not part of a site (Netlify's CLI leaves them out too), .well-known aside.
      if (entry.name.startsWith('.') && entry.name !== '.well-known') continue;
      const full = path.join(dir, entry.name);
      const childRel = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(full, childRel);
      else if (entry.isFile()) {
        if (/[#?]/.test(childRel)) throw new Error(`Invalid filename ${childRel}: deployed file names cannot contain # or ?`);
        const body = readFileSync(full);
        const sha = createHash('sha1').update(body).digest('hex');
        files[childRel] = sha;
        const paths = bySha.get(sha);
        if (paths) paths.push(childRel);
        else bySha.set(sha, [childRel]);
      }
    }
  };
  walk(realpathSync(root), '');
  return { files, bySha };
}

interface DeployJson {
  id: string;
  state: string;
  required?: string[];
  error_message?: string | null;
  ssl_url?: string | null;
  deploy_ssl_url?: string | null;
}

async function call<T>(target: NetlifyTarget, method: string, apiPath: string, init: { json?: unknown; body?: Buffer; timeoutMs?: number } = {}): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${target.token}` };
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.body) {
    headers['Content-Type'] = 'application/octet-stream';
    body = new Uint8Array(init.body);
  }
  let res: Response;
  try {
    res = await fetch(`${target.apiUrl}/api/v1${apiPath}`, { method, headers, body, signal: AbortSignal.timeout(init.timeoutMs ?? 120_000) });
  } catch (error) {
    throw new NetlifyDeployError(`${method} ${apiPath} did not answer: ${error instanceof Error ? error.message : String(error)}`, null);
  }
  const text = await res.text();
  if (!res.ok) {
    let message = text.slice(0, 300);
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (typeof parsed.message === 'string') message = parsed.message;
    } catch {
      // Not JSON: the text as it came.
    }
    throw new NetlifyDeployError(`${method} ${apiPath} answered ${res.status}: ${message}`, res.status);
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new NetlifyDeployError(`${method} ${apiPath} answered ${res.status} without JSON`, res.status);
  }
}

/** Polls the deploy until `done` says so (an `error` state fails it). */
async function waitForState(target: NetlifyTarget, deployId: string, done: (state: string) => boolean, timeoutMs: number, pollMs: number): Promise<DeployJson> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const deploy = await call<DeployJson>(target, 'GET', `/sites/${encodeURIComponent(target.siteId)}/deploys/${encodeURIComponent(deployId)}`);
    if (deploy.state === 'error') throw new NetlifyDeployError(`Deploy ${deployId} failed: ${deploy.error_message ?? 'no reason given'}`, null);
    if (done(deploy.state)) return deploy;
    if (Date.now() > until) throw new NetlifyDeployError(`Deploy ${deployId} was still ${deploy.state} after ${Math.round(timeoutMs / 1000)} s`, null);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** One upload, tried again after a network failure, a 429 or a 5xx (never after another 4xx): four tries, 0.5, 1 and 2 s apart. */
async function upload(target: NetlifyTarget, deployId: string, file: string, body: Buffer): Promise<void> {
  const encoded = file.slice(1).split('/').map(encodeURIComponent).join('/');
  await pRetry(() => call(target, 'PUT', `/deploys/${encodeURIComponent(deployId)}/files/${encoded}`, { body }), {
    retries: 3,
    minTimeout: 500,
    factor: 2,
    shouldRetry: ({ error }) => {
      const status = error instanceof NetlifyDeployError ? error.status : null;
      return status === null || status === 429 || status >= 500;
    },
  });
}

/** Options of deploySite. */
export interface DeployOptions {
  /** A draft deploy is not published (a preview). */
  draft?: boolean;
  title?: string;
  /** Uploads at once (default 8). */
  concurrency?: number;
  /** Longest wait for the diff and for `ready` (default 10 minutes). */
  timeoutMs?: number;
  /** Pause between reads of the deploy's state (default 250 ms). */
  pollMs?: number;
}

/** Deploys the built site in `root` to the target's site, uploading only the files Netlify asks for. */
export async function deploySite(root: string, target: NetlifyTarget, options: DeployOptions = {}): Promise<DeployResult> {
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  const pollMs = options.pollMs ?? 250;
  const real = realpathSync(root);
  const { files, bySha } = digestSite(real);
  const count = Object.keys(files).length;
  if (count === 0) throw new NetlifyDeployError(`Nothing to deploy in ${root}`, null);
  const isAsync = count > SYNC_FILE_LIMIT;
  let deploy = await call<DeployJson>(target, 'POST', `/sites/${encodeURIComponent(target.siteId)}/deploys${options.title ? `?title=${encodeURIComponent(options.title)}` : ''}`, {
    json: { files, async: isAsync, draft: options.draft === true },
  });
  if (isAsync) deploy = await waitForState(target, deploy.id, (state) => ['prepared', 'uploading', 'uploaded', 'ready'].includes(state), timeoutMs, pollMs);
  const required = deploy.required ?? [];
  // One upload per digest: Netlify stores a body once, whatever paths share it.
  const uploads = required.map((sha) => {
    const [file] = bySha.get(sha) ?? [];
    if (!file) throw new NetlifyDeployError(`Deploy ${deploy.id} asked for a digest no file has (${sha})`, null);
    return file;
  });
  let uploadedBytes = 0;
  const outcomes = await runPool(uploads, options.concurrency ?? 8, async (file) => {
    const body = readFileSync(path.join(real, file));
    uploadedBytes += body.length;
    await upload(target, deploy.id, file, body);
  });
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failed) throw failed.reason;
  if (deploy.state !== 'ready') deploy = await waitForState(target, deploy.id, (state) => state === 'ready', timeoutMs, pollMs);
  return {
    deployId: deploy.id,
    files: count,
    uploaded: uploads.length,
    uploadedBytes,
    uploadedPaths: [...uploads].sort(),
    seconds: (Date.now() - started) / 1000,
    url: deploy.deploy_ssl_url ?? deploy.ssl_url ?? null,
  };
}
