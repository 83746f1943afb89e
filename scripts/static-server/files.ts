// File lookup for the static server: safe path resolution inside the site root, content types,
// cache policy and an in-memory gzip cache keyed by file identity.
import { readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

/**
 * Cache policy in the spirit of Gatsby's caching guide: content-hashed assets are immutable,
 * everything whose name stays the same between builds (HTML, page-data, sw) must revalidate.
 */
export function cacheControl(urlPath: string): string {
  const hashed =
    urlPath.startsWith('/static/') ||
    (/\.(js|css)$/.test(urlPath) && /-[0-9a-f]{8,}\.(js|css)$/.test(urlPath) && !urlPath.endsWith('/sw.js'));
  return hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
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

interface Cached {
  key: string;
  body: Buffer;
}

const gzipCache = new Map<string, Cached>();

/** Reads a file, gzipped when asked; gzip output is cached until the file changes. */
export function readBody(file: string, stats: Stats, gzip: boolean): Buffer {
  if (!gzip) return readFileSync(file);
  const key = `${stats.size}:${stats.mtimeMs}`;
  const hit = gzipCache.get(file);
  if (hit && hit.key === key) return hit.body;
  const body = gzipSync(readFileSync(file));
  if (gzipCache.size > 2000) gzipCache.clear();
  gzipCache.set(file, { key, body });
  return body;
}

/** Weak validator from size and modification time. */
export function etagFor(stats: Stats, gzip: boolean): string {
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${gzip ? '-gz' : ''}"`;
}
