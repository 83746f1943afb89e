import type { Context } from 'hono';
import { isJson, readBody } from '../http/body.js';
import { formError } from './answers.js';

/** Reads a JSON form body, answering the forms protocol's 415, 413 and 400 errors. */
export async function readFormJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  if (!isJson(c)) return { ok: false, response: formError(c, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json') };
  const body = await readBody(c);
  if (!body.ok) return { ok: false, response: formError(c, 'PAYLOAD_TOO_LARGE', body.message) };
  try {
    return { ok: true, value: JSON.parse(body.text) };
  } catch {
    return { ok: false, response: formError(c, 'INVALID', 'Malformed JSON body') };
  }
}
