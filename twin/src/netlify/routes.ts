// Netlify's API for the digest deploy, under /netlify (NETLIFY_API_URL=<twin>/netlify): create a site
// (`POST /api/v1/sites`), create a deploy from a map of paths to SHA1 digests
// (`POST /api/v1/sites/{site_id}/deploys`, answering the digests it needs in `required`), read it
// (`GET /api/v1/sites/{site_id}/deploys/{deploy_id}`, `GET /api/v1/deploys/{deploy_id}`), and upload a
// required file (`PUT /api/v1/deploys/{deploy_id}/files/{path}`, application/octet-stream). Every call
// needs `Authorization: Bearer <token>`; the twin's token is its admin key. Errors are Netlify's
// `{ code, message }`. Twin-only: `GET /netlify/live/{site}/{path}` serves the files of the site's
// published deploy, so a test can see what a deploy put live (files only: no `_redirects` or
// `_headers` rules are applied).
import crypto from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { TwinRuntime } from '../runtime.js';
import { mediaType, readBody, readBodyBytes } from '../http/body.js';
import {
  createDeploy,
  createSite,
  deployFileSha,
  findDeploy,
  findSite,
  isRequired,
  publishedFile,
  settleDeploy,
  storeUpload,
  type DeployRow,
  type SiteRow,
} from './store.js';

/** Where the twin's Netlify API lives: NETLIFY_API_URL is `<twin>/netlify`. */
export const NETLIFY_PATH = '/netlify';
const API = `${NETLIFY_PATH}/api/v1`;
/** Where the twin serves each site's published deploy. */
export const NETLIFY_LIVE_PATH = `${NETLIFY_PATH}/live`;
/** Largest file one upload may carry (the twin's bound). */
export const MAX_DEPLOY_FILE_BYTES = 64 * 1024 * 1024;
/** Largest deploy request (its map of digests). */
export const MAX_DEPLOY_BODY_BYTES = 32 * 1024 * 1024;
/** Most files one deploy may list (the twin's bound). */
export const MAX_DEPLOY_FILES = 200_000;

const SHA1 = /^[0-9a-f]{40}$/;
const SITE_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A deploy path: `/` and segments without control characters, `#`, `?`, `.` or `..` (a leading `/` is added). */
export function deployPath(raw: string): string | null {
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  if (path.length > 4096 || /[\u0000-\u001f\u007f#?\\]/.test(path)) return null;
  const segments = path.slice(1).split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return path;
}

const deployBodySchema = z
  .object({
    files: z.record(z.string(), z.string().regex(SHA1, 'must be a SHA1 digest (40 lowercase hex digits)')),
    async: z.boolean().optional(),
    draft: z.boolean().optional(),
    branch: z.string().max(255).optional(),
    title: z.string().max(1000).optional(),
  })
  .strict();

const siteBodySchema = z.object({ name: z.string().regex(SITE_NAME, 'must be 1 to 63 lowercase letters, digits and dashes') }).strict();

/** Netlify's error answer. */
function fail(c: Context, code: 400 | 401 | 404 | 413 | 415 | 422, message: string): Response {
  return c.json({ code, message }, code);
}

// Digests of equal length let timingSafeEqual compare tokens of any length without revealing it.
const digest = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest();

/** Lets a call on only with `Authorization: Bearer <the twin's admin key>`. */
function requireToken(rt: TwinRuntime): MiddlewareHandler {
  return async (c, next) => {
    const match = /^Bearer ([^\s]+)$/.exec(c.req.header('authorization') ?? '');
    if (!rt.adminKey || !match || !crypto.timingSafeEqual(digest(match[1]!), digest(rt.adminKey))) {
      return fail(c, 401, 'Access Denied: your token is missing, expired or invalid');
    }
    return next();
  };
}

function siteJson(rt: TwinRuntime, site: SiteRow) {
  const url = `${rt.origin()}${NETLIFY_LIVE_PATH}/${site.name}`;
  return { id: site.id, site_id: site.id, name: site.name, state: 'current', url, ssl_url: url, published_deploy: site.published_deploy_id ? { id: site.published_deploy_id } : null, created_at: site.created_at, updated_at: site.updated_at };
}

function deployJson(rt: TwinRuntime, site: SiteRow, deploy: DeployRow) {
  const url = `${rt.origin()}${NETLIFY_LIVE_PATH}/${site.name}`;
  return {
    id: deploy.id,
    site_id: deploy.site_id,
    state: deploy.state,
    name: site.name,
    url,
    ssl_url: url,
    deploy_url: url,
    deploy_ssl_url: url,
    draft: deploy.draft === 1,
    // An async deploy answers before its diff: nothing is listed until it is `prepared`.
    required: deploy.state === 'preparing' ? [] : (JSON.parse(deploy.required) as string[]),
    required_functions: [],
    error_message: null,
    branch: deploy.branch,
    title: deploy.title,
    context: deploy.draft ? 'deploy-preview' : 'production',
    created_at: deploy.created_at,
    updated_at: deploy.updated_at,
    published_at: deploy.published_at,
  };
}

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'body'} ${i.message}`).join('; ');
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
};

function mimeType(path: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) || 'application/octet-stream';
}

/** The encoded path after `prefix` in the request's URL, decoded segment by segment; null when malformed. */
function pathAfter(c: Context, prefix: string): string | null {
  const raw = new URL(c.req.url).pathname;
  if (!raw.startsWith(prefix)) return null;
  try {
    return raw
      .slice(prefix.length)
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    return null;
  }
}

/** Body limits of the Netlify API's own (uploads are larger than the twin's 1 MB); mount before the twin's. */
export const netlifyBodyLimit: MiddlewareHandler = async (c, next) => {
  const limit = c.req.method === 'PUT' ? MAX_DEPLOY_FILE_BYTES : MAX_DEPLOY_BODY_BYTES;
  if (Number(c.req.header('content-length') ?? '0') > limit) return c.json({ code: 413, message: 'Request Entity Too Large' }, 413, { Connection: 'close' });
  return next();
};

export function mountNetlifyRoutes(app: Hono, rt: TwinRuntime): void {
  const { db } = rt;
  app.use(`${API}/*`, requireToken(rt));

  app.post(`${API}/sites`, async (c) => {
    const body = await readJsonBody(c, 64 * 1024);
    if (body instanceof Response) return body;
    const parsed = siteBodySchema.safeParse(body);
    if (!parsed.success) return fail(c, 422, issues(parsed.error));
    const site = createSite(db, parsed.data.name);
    if (!site) return fail(c, 422, `name ${parsed.data.name} is already taken`);
    return c.json(siteJson(rt, site), 201);
  });

  app.get(`${API}/sites/:site_id`, (c) => {
    const site = findSite(db, c.req.param('site_id'));
    return site ? c.json(siteJson(rt, site)) : fail(c, 404, 'Not Found');
  });

  app.post(`${API}/sites/:site_id/deploys`, async (c) => {
    const site = findSite(db, c.req.param('site_id'));
    if (!site) return fail(c, 404, 'Not Found');
    const body = await readJsonBody(c, MAX_DEPLOY_BODY_BYTES);
    if (body instanceof Response) return body;
    const parsed = deployBodySchema.safeParse(body);
    if (!parsed.success) return fail(c, 422, issues(parsed.error));
    const files = new Map<string, string>();
    for (const [raw, sha] of Object.entries(parsed.data.files)) {
      const path = deployPath(raw);
      if (!path) return fail(c, 422, `Invalid filename ${JSON.stringify(raw)}`);
      if (files.has(path)) return fail(c, 422, `The file ${path} is listed twice`);
      files.set(path, sha);
    }
    if (files.size === 0) return fail(c, 422, 'A deploy needs at least one file');
    if (files.size > MAX_DEPLOY_FILES) return fail(c, 422, `A deploy may list at most ${MAX_DEPLOY_FILES} files`);
    const title = c.req.query('title') ?? parsed.data.title;
    if (title !== undefined && title.length > 1000) return fail(c, 422, 'title is longer than 1000 characters');
    const deploy = createDeploy(db, site, files, { async: parsed.data.async === true, draft: parsed.data.draft === true, title, branch: parsed.data.branch });
    return c.json(deployJson(rt, site, deploy));
  });

  const readDeploy = (c: Context, siteId?: string) => {
    const found = findDeploy(db, c.req.param('deploy_id') ?? '');
    const site = found && findSite(db, found.site_id);
    if (!found || !site || (siteId !== undefined && siteId !== site.id && siteId !== site.name)) return fail(c, 404, 'Not Found');
    return c.json(deployJson(rt, site, settleDeploy(db, found)));
  };
  app.get(`${API}/sites/:site_id/deploys/:deploy_id`, (c) => readDeploy(c, c.req.param('site_id')));
  app.get(`${API}/deploys/:deploy_id`, (c) => readDeploy(c));

  app.put(`${API}/deploys/:deploy_id/files/*`, async (c) => {
    const found = findDeploy(db, c.req.param('deploy_id'));
    if (!found) return fail(c, 404, 'Not Found');
    const deploy = settleDeploy(db, found);
    const raw = pathAfter(c, `${API}/deploys/${deploy.id}/files/`);
    const path = raw === null ? null : deployPath(raw);
    if (!path) return fail(c, 422, 'Invalid filename');
    const type = mediaType(c);
    if (type !== 'application/octet-stream') return fail(c, 415, 'Content-Type must be application/octet-stream');
    const sha = deployFileSha(db, deploy.id, path);
    if (!sha) return fail(c, 404, `The deploy has no file ${path}`);
    if (deploy.state === 'ready' || deploy.state === 'error') return fail(c, 422, `The deploy is ${deploy.state} and takes no more files`);
    if (!isRequired(db, deploy.id, sha)) return fail(c, 422, `The deploy did not ask for ${path}: its digest ${sha} is already held`);
    const body = await readBodyBytes(c, MAX_DEPLOY_FILE_BYTES);
    if (!body) return c.json({ code: 413, message: 'Request Entity Too Large' }, 413, { Connection: 'close' });
    const size = c.req.query('size');
    if (size !== undefined && (!/^\d+$/.test(size) || Number(size) !== body.length)) return fail(c, 422, `size ${size} does not match the body's ${body.length} bytes`);
    const got = crypto.createHash('sha1').update(body).digest('hex');
    if (got !== sha) return fail(c, 422, `The file's SHA1 ${got} does not match the deploy's ${sha} for ${path}`);
    storeUpload(db, deploy, sha, body);
    return c.json({ id: path, path, sha, mime_type: mimeType(path), size: body.length });
  });

  // Twin-only: the site's published deploy, served.
  app.get(`${NETLIFY_LIVE_PATH}/:site/*`, (c) => {
    const site = findSite(db, c.req.param('site'));
    const rest = pathAfter(c, `${NETLIFY_LIVE_PATH}/${c.req.param('site')}`);
    if (!site || rest === null || !site.published_deploy_id) return c.text('Not Found', 404);
    const wanted = rest === '' ? '/' : rest;
    const candidates = wanted.endsWith('/') ? [`${wanted}index.html`] : [wanted, `${wanted}/index.html`];
    for (const candidate of candidates) {
      const path = deployPath(candidate);
      const file = path && publishedFile(db, site, path);
      if (file && path) return serveFile(c, path, file, 200);
    }
    const missing = publishedFile(db, site, '/404.html');
    return missing ? serveFile(c, '/404.html', missing, 404) : c.text('Not Found', 404);
  });
}

function serveFile(c: Context, path: string, file: { sha: string; body: Buffer }, status: 200 | 404): Response {
  return c.body(new Uint8Array(file.body), status, {
    'Content-Type': mimeType(path),
    'Cache-Control': 'public, max-age=0, must-revalidate',
    ETag: `"${file.sha}"`,
  });
}

/** A JSON body up to `limit` bytes, or Netlify's error answer. */
async function readJsonBody(c: Context, limit: number): Promise<unknown> {
  const type = mediaType(c);
  if (type !== 'application/json') return fail(c, 415, 'Content-Type must be application/json');
  const body = await readBody(c, limit);
  if (!body.ok) return body.status === 413 ? c.json({ code: 413, message: 'Request Entity Too Large' }, 413, { Connection: 'close' }) : fail(c, 400, body.message);
  try {
    return JSON.parse(body.text) as unknown;
  } catch {
    return fail(c, 400, 'Malformed JSON body');
  }
}
