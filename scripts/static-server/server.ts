// A small static server for one built brand (`dist/<brand>/`) that behaves like the production host,
// Netlify: `_redirects` and `_headers` read by Netlify's own parsers (netlify-files.ts) and applied as
// Netlify does (redirect-rules.ts: first match, query conditions, placeholders and splats, a rule that
// is not forced leaving a path with a file alone; headers-file.ts), trailing-slash redirects for
// directory pages, localized 404 pages, Range requests and Brotli or gzip (or the build's own .br/.gz files); deploy files, source maps and build manifests are
// never served. With `twinOrigin` it serves the build as if it had been built for a twin on another
// origin (see origin-rewrite.ts). The root may be a symlink to the current build: it is resolved
// for every request, so replacing the link (scripts/republish/releases.ts) switches the whole site
// to the new build at once while a request already under way finishes from the old one.
import { createReadStream, realpathSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import send from 'send';
import {
  cacheControl,
  compressor,
  contentType,
  DEFAULT_CACHE_CONTROL,
  type Encoding,
  etagFor,
  isCompressible,
  isDirectory,
  isUnservedPath,
  precompressedFile,
  readBody,
  resolveInside,
  statFileInside,
} from './files';
import { headersForPath, type HostHeaderRule } from '../../src/build/headers-file';
import { readHeadersFile, readRedirectsFile, type ReadRules } from './netlify-files';
import { combineRewrites, DEFAULT_BUILT_SERVICES_ORIGIN, DEFAULT_BUILT_TWIN_ORIGIN, originRewrite, type OriginRewrite } from './origin-rewrite';
import { compileRedirects, matchRedirect, type CompiledRedirect } from './redirect-rules';

/** Options of a static site server. */
export interface StaticServerOptions {
  /** Folder holding the built site (Gatsby's `public/` output), or a symlink to it. */
  root: string;
  /** Log one line per request to stdout. */
  log?: boolean;
  /**
   * Serve this build as if it had been built with GATSBY_TWIN_URL=<twinOrigin>: every exact
   * occurrence of `builtTwinOrigin` in text bodies (HTML, JS, JSON, CSS, XML, manifests, captions
   * — the types `isCompressible` accepts) and in `Location` values is replaced by this origin.
   */
  twinOrigin?: string;
  /** The twin origin the build baked in; default `http://127.0.0.1:8787` (GATSBY_TWIN_URL's default). */
  builtTwinOrigin?: string;
  /** Serve this build as if it had been built with GATSBY_SERVICES_URL=<servicesOrigin> (rewritten as `twinOrigin` is). */
  servicesOrigin?: string;
  /** The services' origin the build baked in; default `http://127.0.0.1:8788` (GATSBY_SERVICES_URL's default). */
  builtServicesOrigin?: string;
}

/**
 * A deploy file read once and again only after it changes: its rules, or null when the site has no
 * such file. What the parser rejects is printed once per version of the file.
 */
function loader<R, T>(file: string, read: (file: string) => Promise<ReadRules<R>>, compile: (rules: R[]) => T[]): () => Promise<T[] | null> {
  let previous: { mtimeMs: number; rules: Promise<T[] | null> } | null = null;
  return () => {
    let mtimeMs = -1;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      // No such file.
    }
    if (previous && previous.mtimeMs === mtimeMs) return previous.rules;
    const rules =
      mtimeMs < 0
        ? Promise.resolve(null)
        : read(file).then(
            ({ rules: parsed, errors }) => {
              for (const error of errors) console.warn(`${file}: ${error}`);
              return compile(parsed);
            },
            (error: unknown) => {
              console.warn(`${file} could not be read, so none of its rules apply: ${String(error)}`);
              return compile([]);
            },
          );
    previous = { mtimeMs, rules };
    return rules;
  };
}

/** Headers the server computes itself; `_headers` cannot set them. */
const SERVER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'last-modified', 'connection', 'vary']);

/** What a response needs besides the file. */
interface ResponseContext {
  root: string;
  rewrite: OriginRewrite | null;
  /** Rules of `_headers`, or null when the site has none. */
  headerRules: HostHeaderRule[] | null;
}

/** Finds the 404 page for a missing path: the longest locale prefix with a `404/` page wins. */
function notFoundPage(root: string, pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  for (let length = segments.length; length >= 1; length -= 1) {
    const prefix = '/' + segments.slice(0, length).join('/');
    const file = resolveInside(root, `${prefix}/404/index.html`);
    if (file && statFileInside(root, file)) return file;
  }
  for (const fallback of ['/404.html', '/404/index.html']) {
    const file = path.join(root, fallback);
    if (statFileInside(root, file)) return file;
  }
  return null;
}

/** True when the site has content at a path (a file, or a folder with its index.html): Netlify's shadowing. */
function hasContent(root: string, pathname: string): boolean {
  if (isUnservedPath(pathname)) return false;
  const target = resolveInside(root, pathname);
  if (!target) return false;
  if (!pathname.endsWith('/') && statFileInside(root, target)) return true;
  return (pathname.endsWith('/') || isDirectory(target)) && statFileInside(root, path.join(target, 'index.html')) !== null;
}

/** The encodings a client takes that this server can answer in, best first (`;q=0` refuses one). */
function acceptedEncodings(req: http.IncomingMessage): Encoding[] {
  const taken = new Set<string>();
  for (const part of String(req.headers['accept-encoding'] ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) taken.add(name);
  }
  return (['br', 'gzip'] as const).filter((encoding) => taken.has(encoding));
}

/**
 * Sets the deploy headers of a path: `_headers` when the site has one (its Cache-Control only on
 * 200 answers; values with the twin origin rewritten), else the built-in cache policy.
 */
function setDeployHeaders(res: http.ServerResponse, context: ResponseContext, urlPath: string, status: number): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (!context.headerRules) {
    res.setHeader('Cache-Control', status === 200 ? cacheControl(urlPath) : 'no-cache');
    return;
  }
  let cache = DEFAULT_CACHE_CONTROL;
  for (const [key, { name, value }] of headersForPath(context.headerRules, urlPath)) {
    if (SERVER_HEADERS.has(key)) continue;
    const rewritten = context.rewrite ? context.rewrite.apply(value) : value;
    if (key === 'cache-control') cache = rewritten;
    else res.setHeader(name, rewritten);
  }
  res.setHeader('Cache-Control', status === 200 ? cache : 'no-cache');
}

/**
 * Answers with a file. Files served as built go through `send` (Range requests answered 206, HEAD,
 * If-None-Match / If-Modified-Since, streamed from disk): the file itself, or the `.br` / `.gz` file
 * the build wrote beside a text file when the client takes that encoding. A text file without one is
 * compressed as it streams, in Brotli when the client takes it, else gzip. Bodies that are rewritten for another twin (whole text, so an origin split
 * across chunks is still found) and 404 pages are answered here.
 */
function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  context: ResponseContext,
  file: string,
  status: number,
  urlPath: string,
): void {
  const { root, rewrite } = context;
  const stats = statFileInside(root, file);
  if (!stats) {
    sendText(res, 500, 'Internal Server Error');
    return;
  }
  const type = contentType(file);
  const text = isCompressible(type);
  const encodings = text ? acceptedEncodings(req) : [];
  const textRewrite = text ? rewrite : null;
  res.setHeader('Content-Type', type);
  setDeployHeaders(res, context, urlPath, status);
  if (text) res.setHeader('Vary', 'Accept-Encoding');

  if (status === 200 && !textRewrite) {
    const precompressed = precompressedFile(root, file, encodings);
    if (precompressed) res.setHeader('Content-Encoding', precompressed.encoding);
    if (precompressed || encodings.length === 0) {
      sendAsBuilt(req, res, precompressed?.file ?? file);
      return;
    }
  }

  const encoding = encodings[0] ?? null;
  const etag = etagFor(stats, encoding, textRewrite);
  if (status === 200) {
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', stats.mtime.toUTCString());
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304);
      res.end();
      return;
    }
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  if (textRewrite) {
    // Rewritten (and compressed) once per version of the file, so its length is known.
    const body = readBody(file, stats, encoding, textRewrite);
    res.setHeader('Content-Length', body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  if (!encoding) res.setHeader('Content-Length', stats.size);
  res.writeHead(status);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const done = (error: Error | null) => {
    if (error && !res.writableEnded) res.destroy(error);
  };
  if (encoding) pipeline(createReadStream(file), compressor(encoding, stats.size), res, done);
  else pipeline(createReadStream(file), res, done);
}

/** A file as the build wrote it, by `send`: its Content-Type and deploy headers are already set. */
function sendAsBuilt(req: http.IncomingMessage, res: http.ServerResponse, file: string): void {
  send(req, file, { dotfiles: 'allow', index: false, cacheControl: false, etag: true, lastModified: true, acceptRanges: true })
    // send's refusals: 416 with the length for a range past the end, 412 for a failed precondition, 404 for a file gone since.
    .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
      for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
      res.removeHeader('Content-Encoding');
      sendText(res, status, http.STATUS_CODES[status] ?? 'Error');
    })
    .pipe(res);
}

function sendText(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(text);
}

function redirect(res: http.ServerResponse, status: number, location: string): void {
  res.writeHead(status, { Location: location, 'Cache-Control': 'public, max-age=3600' });
  res.end();
}

/** Creates (but does not start) an HTTP server for the site in options.root. */
export function createStaticServer(options: StaticServerOptions): http.Server {
  return http.createServer(createStaticHandler(options));
}

/** The request handler of a static server for the site in options.root (the preview server wraps it). */
export function createStaticHandler(options: StaticServerOptions): http.RequestListener {
  const rewrite = combineRewrites([
    originRewrite(options.builtTwinOrigin ?? DEFAULT_BUILT_TWIN_ORIGIN, options.twinOrigin),
    originRewrite(options.builtServicesOrigin ?? DEFAULT_BUILT_SERVICES_ORIGIN, options.servicesOrigin),
  ]);
  interface Site {
    root: string;
    redirects: () => Promise<CompiledRedirect[] | null>;
    headers: () => Promise<HostHeaderRule[] | null>;
  }
  const siteAt = (root: string): Site => ({
    root,
    redirects: loader(path.join(root, '_redirects'), readRedirectsFile, compileRedirects),
    headers: loader(path.join(root, '_headers'), readHeadersFile, (rules) => rules),
  });
  let site = siteAt(realpathSync(options.root));
  /** The build the root points at now; the last one seen while the link is being replaced. */
  const currentSite = (): Site => {
    try {
      const root = realpathSync(options.root);
      if (root !== site.root) site = siteAt(root);
    } catch {
      // Keep serving the last build seen.
    }
    return site;
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const started = Date.now();
    if (options.log) {
      res.on('finish', () => {
        console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`);
      });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Method Not Allowed');
      return;
    }
    let url: URL;
    let pathname: string;
    try {
      url = new URL(`http://localhost${req.url ?? '/'}`);
      pathname = decodeURIComponent(url.pathname);
    } catch {
      sendText(res, 400, 'Bad Request');
      return;
    }

    const { root, redirects, headers } = currentSite();
    const [redirectRules, headerRules] = await Promise.all([redirects(), headers()]);
    const context: ResponseContext = { root, rewrite, headerRules };
    const rule = matchRedirect(redirectRules ?? [], pathname, url.search);
    if (rule && (rule.force || !hasContent(root, pathname))) {
      redirect(res, rule.status, rewrite ? rewrite.apply(rule.location) : rule.location);
      return;
    }

    const target = resolveInside(root, pathname);
    if (!target) {
      sendText(res, 400, 'Bad Request');
      return;
    }
    if (isUnservedPath(pathname)) {
      // Deploy files, source maps and build manifests: answered like any missing file.
    } else if (pathname.endsWith('/')) {
      const index = path.join(target, 'index.html');
      if (statFileInside(root, index)) {
        sendFile(req, res, context, index, 200, pathname);
        return;
      }
    } else if (statFileInside(root, target)) {
      sendFile(req, res, context, target, 200, pathname);
      return;
    } else if (isDirectory(target) && statFileInside(root, path.join(target, 'index.html'))) {
      // Directory pages live at a trailing-slash URL; keep the query string.
      // Collapse leading slashes so the Location can never become a protocol-relative URL.
      redirect(res, 301, `/${url.pathname.replace(/^\/+/, '')}/${url.search}`);
      return;
    }

    const page = notFoundPage(root, pathname);
    if (page) sendFile(req, res, context, page, 404, pathname);
    else sendText(res, 404, 'Not Found');
  };

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
      else res.end();
    });
  };
}

/** Starts a static server and resolves once it listens; port 0 picks a free port. */
export function listen(server: http.Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
