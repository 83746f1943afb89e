import type { Context } from 'hono';

/** Largest request body the twin accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Outcome of reading a body: the bytes, or the status and message to answer with. */
export type BodyResult = { ok: true; text: string } | { ok: false; status: 413 | 400; message: string };

/** Reads the raw body as text, refusing more than MAX_BODY_BYTES even without a Content-Length. */
export async function readBody(c: Context, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > limit) return { ok: false, status: 413, message: 'Request body too large' };
  const stream = c.req.raw.body;
  if (!stream) return { ok: true, text: '' };
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, status: 413, message: 'Request body too large' };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}

/** Whether the request declares a JSON body (application/json, optionally with charset). */
export function isJson(c: Context): boolean {
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json';
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
