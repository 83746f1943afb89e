import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** Largest request body the twin accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Outcome of reading a body: the bytes, or the status and message to answer with. */
export type BodyResult = { ok: true; text: string } | { ok: false; status: 413 | 400; message: string };

/** Reads the raw body as text, refusing more than MAX_BODY_BYTES even without a Content-Length. */
export async function readBody(c: Context, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > limit) return { ok: false, status: 413, message: 'Request body too large' };
  const incoming = untouchedIncoming(c);
  if (incoming && c.req.header('content-length') !== undefined && c.req.header('transfer-encoding') === undefined) {
    return readIncoming(incoming, limit);
  }
  const bytes = await readBodyBytes(c, limit);
  if (!bytes) return { ok: false, status: 413, message: 'Request body too large' };
  return { ok: true, text: bytes.toString('utf8') };
}

/** Reads the raw body as bytes through its stream; null past `limit` bytes, even without a Content-Length. */
export async function readBodyBytes(c: Context, limit: number): Promise<Buffer | null> {
  const stream = c.req.raw.body;
  if (!stream) return Buffer.alloc(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The Node request behind a Hono context when its body has not been touched yet. Reading it directly
 * skips building a fetch Request and a web stream for every request, which is most of the cost of
 * a small body.
 */
function untouchedIncoming(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || typeof incoming.on !== 'function') return undefined;
  return incoming.readableFlowing === null && !incoming.readableEnded ? incoming : undefined;
}

function readIncoming(incoming: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise<BodyResult>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        finish();
        incoming.pause();
        resolve({ ok: false, status: 413, message: 'Request body too large' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      finish();
      resolve({ ok: true, text: Buffer.concat(chunks, size).toString('utf8') });
    };
    const onError = (err: Error) => {
      finish();
      reject(err);
    };
    const onClose = () => {
      finish();
      reject(new Error('request closed before its body was read'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/** The media type the request declares for its body (content-type without parameters, lower case; '' when none). */
export function mediaType(c: Context): string {
  const [type = ''] = (c.req.header('content-type') ?? '').split(';');
  return type.trim().toLowerCase();
}

/** Whether the request declares a JSON body (application/json, optionally with charset). */
export function isJson(c: Context): boolean {
  return mediaType(c) === 'application/json';
}

/** Reads and parses a JSON body with the twin's 415/413/400 rules; returns a Response on failure. */
export async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  if (!isJson(c)) return { ok: false, response: c.json({ errors: [{ message: 'Content-Type must be application/json' }] }, 415) };
  const body = await readBody(c);
  if (!body.ok) return { ok: false, response: c.json({ errors: [{ message: body.message }] }, body.status, body.status === 413 ? { Connection: 'close' } : {}) };
  try {
    return { ok: true, value: JSON.parse(body.text) };
  } catch {
    return { ok: false, response: c.json({ errors: [{ message: 'Malformed JSON body' }] }, 400) };
  }
}
