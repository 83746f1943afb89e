// File lookup for the static server: safe path resolution inside the site root, the files it never
// serves, content types, the cache policy of a site without `_headers`, the build's precompressed
// copies, the compression of text as it is served (Brotli, else gzip), and an in-memory cache of bodies
// rewritten for another twin (and their compression) keyed by file identity.
import { readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliOptions } from 'node:zlib';
import type { OriginRewrite } from './origin-rewrite';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** Content type for a file name; unknown extensions are served as bytes. */
export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Whether gzip helps for this type (text formats; images and fonts are already compressed). */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|manifest\+json|javascript)|image\/svg\+xml)/.test(type);
}

/** Cache-Control of a path that no `_headers` rule gives one (Netlify's default). */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** File names a site never serves: the CDN's deploy files and build manifests. */
const UNSERVED_NAMES = new Set(['_headers', '_redirects', 'webpack.stats.json', 'chunk-map.json']);

/**
 * Whether a URL path names something the CDN would not serve: `_headers` and `_redirects` (read by
 * the host, not published), source maps and webpack's manifests (build artefacts; the build keeps
 * them out of dist/ and this is the second line), and dot-files other than `.well-known/`.
 */
export function isUnservedPath(urlPath: string): boolean {
  const segments = urlPath.toLowerCase().split('/').filter(Boolean);
  const name = segments.at(-1) ?? '';
  if (UNSERVED_NAMES.has(name) || name.endsWith('.map')) return true;
  return segments.some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/**
 * Cache policy of a site built without `_headers`, in the spirit of Gatsby's caching guide:
 * content-hashed assets are immutable, everything whose name stays the same between builds (HTML,
 * page-data, sw) must revalidate. Sites with `_headers` take their policy from it.
 */
export function cacheControl(urlPath: string): string {
  const hashed =
    urlPath.startsWith('/static/') ||
    (/\.(js|css)$/.test(urlPath) && /-[0-9a-f]{8,}\.(js|css)$/.test(urlPath) && !urlPath.endsWith('/sw.js'));
  return hashed ? 'public, max-age=31536000, immutable' : DEFAULT_CACHE_CONTROL;
}

/**
 * Maps a decoded URL path to an absolute file path inside root, or null when the path tries to
 * leave the root (`..`, encoded separators, NUL bytes, symlinks pointing outside).
 */
export function resolveInside(root: string, urlPath: string): string | null {
  if (urlPath.includes('\0') || urlPath.includes('\\')) return null;
  const normalized = path.posix.normalize(urlPath);
  if (!normalized.startsWith('/') || normalized.split('/').includes('..')) return null;
  const candidate = path.join(root, normalized);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
  return candidate;
}

/** Stats a regular file that really lives inside root (after resolving symlinks). */
export function statFileInside(root: string, file: string): Stats | null {
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return null;
    const real = realpathSync(file);
    if (!real.startsWith(root + path.sep)) return null;
    return stats;
  } catch {
    return null;
  }
}

/** Whether a directory exists at file. */
export function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** An encoding this server compresses text in as it serves it. */
export type Encoding = 'br' | 'gzip';

/**
 * Brotli as hosts compress on the fly: quality 5 costs about what gzip does (a millisecond for a
 * 55 kB page) and makes pages about 6% smaller than gzip; 11, the best, costs some 75 ms a page.
 */
function brotliOptions(size: number): BrotliOptions {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
}

/** A stream compressing a file of `size` bytes in `encoding`. */
export function compressor(encoding: Encoding, size: number): NodeJS.ReadWriteStream {
  return encoding === 'br' ? createBrotliCompress(brotliOptions(size)) : createGzip();
}

interface Cached {
  key: string;
  body: Buffer;
}

const bodyCache = new Map<string, Cached>();

/**
 * Reads a file, compressed in `encoding` when given and with an origin rewritten when given (text
 * files only). Transformed bodies are cached per file until its size or mtime changes.
 */
export function readBody(file: string, stats: Stats, encoding: Encoding | null, rewrite?: OriginRewrite | null): Buffer {
  if (!encoding && !rewrite) return readFileSync(file);
  const cacheKey = `${file}\0${rewrite?.tag ?? ''}\0${encoding ?? 'raw'}`;
  const key = `${stats.size}:${stats.mtimeMs}`;
  const hit = bodyCache.get(cacheKey);
  if (hit && hit.key === key) return hit.body;
  let body = readFileSync(file);
  if (rewrite) body = Buffer.from(rewrite.apply(body.toString('utf8')), 'utf8');
  if (encoding === 'br') body = brotliCompressSync(body, brotliOptions(body.length));
  else if (encoding === 'gzip') body = gzipSync(body);
  if (bodyCache.size > 4000) bodyCache.clear();
  bodyCache.set(cacheKey, { key, body });
  return body;
}

/**
 * The compressed copy the build wrote beside a file (`<file>.br`, `<file>.gz`) in the first encoding
 * the client takes that has one, or null.
 */
export function precompressedFile(root: string, file: string, encodings: readonly Encoding[]): { file: string; encoding: Encoding } | null {
  for (const encoding of encodings) {
    const candidate = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (statFileInside(root, candidate)) return { file: candidate, encoding };
  }
  return null;
}

/** Weak validator from size and modification time (and the rewrite and encoding, whose bodies differ). */
export function etagFor(stats: Stats, encoding: Encoding | null, rewrite?: OriginRewrite | null): string {
  const suffix = `${rewrite ? `-o${rewrite.tag}` : ''}${encoding ? `-${encoding === 'gzip' ? 'gz' : 'br'}` : ''}`;
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${suffix}"`;
}
