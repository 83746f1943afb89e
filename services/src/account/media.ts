// The training videos' files: `GET /account/media/<brand>/training/<file>.webm|vtt` from the media
// folder (SERVICES_MEDIA_DIR), whole or the one byte range a media player asks for. A player cannot
// send the id token; the addresses are handed out only after sign-in, as a CDN's signed ones would be.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ServicesContext } from '../part.js';
import { isTrainingMedia, MEDIA_DIR, MEDIA_ROUTE } from './videos.js';

const MEDIA_TYPES: Record<string, string> = { '.webm': 'video/webm', '.vtt': 'text/vtt; charset=utf-8' };

/** The media file a request path names inside `mediaDir`, or null when it names none the services serve. */
async function mediaFile(mediaDir: string, requestPath: string): Promise<{ file: string; size: number; type: string } | null> {
  const rel = requestPath.slice(MEDIA_ROUTE.length);
  if (!isTrainingMedia(MEDIA_DIR + rel)) return null;
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, rel);
  if (!file.startsWith(root + path.sep)) return null;
  const type = MEDIA_TYPES[path.extname(file)];
  if (!type) return null;
  const found = await stat(file).catch(() => null);
  return found?.isFile() ? { file, size: found.size, type } : null;
}

/** The file's bytes, or the one range asked for (`Range: bytes=start-end`); 404 for anything else. */
export async function mediaAnswer(c: ServicesContext, mediaDir: string): Promise<Response> {
  const found = await mediaFile(mediaDir, c.req.path);
  if (!found) return c.notFound();
  const { file, size, type } = found;
  const headers: Record<string, string> = {
    'content-type': type,
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=3600',
  };
  const stream = (range?: { start: number; end: number }) => Readable.toWeb(createReadStream(file, range)) as ReadableStream;
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
  if (!range || (!range[1] && !range[2])) return c.body(stream(), 200, { ...headers, 'content-length': String(size) });
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end) return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
  return c.body(stream({ start, end }), 206, { ...headers, 'content-length': String(end - start + 1), 'content-range': `bytes ${start}-${end}/${size}` });
}
