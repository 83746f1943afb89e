// The services' error shape `{ error: { code, message, fields? } }` and reading JSON bodies.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

/** Largest JSON body the services read (uploads have their own limit). */
export const MAX_JSON_BYTES = 1024 * 1024;

/** One field's message in an error answer. */
export interface FieldMessage {
  field: string;
  message: string;
}

/** Answers `{ error: { code, message, fields? } }` with `status`. */
export function errorAnswer(c: Context, status: ContentfulStatusCode, code: string, message: string, fields?: FieldMessage[]): Response {
  return c.json({ error: { code, message, ...(fields?.length ? { fields } : {}) } }, status);
}

/**
 * Whether `error` is a vendor that did not answer: fetch's own failure (the connection refused, reset or
 * not made, the name not found) or a request that ran out of time. Anything else is a fault of ours.
 */
export function isVendorUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'TimeoutError' || (error instanceof TypeError && error.message === 'fetch failed');
}

/** The first message of each field of a zod error, in the order the fields failed. */
export function fieldMessages(error: ZodError): FieldMessage[] {
  const seen = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (!seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}

/** 400 INVALID_INPUT with every field's message; the top message is the first field's. */
export function invalidAnswer(c: Context, error: ZodError): Response {
  const fields = fieldMessages(error);
  return errorAnswer(c, 400, 'INVALID_INPUT', fields[0]?.message ?? 'Invalid input', fields);
}

/** A body read: the value, or the answer to give instead. */
export type BodyRead<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Reads the raw body up to `limit` bytes (null past it), whatever Content-Length claims. */
export async function readBytes(c: Context, limit: number): Promise<Buffer | null> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > limit) return null;
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
 * Reads a JSON object body: 415 when it is not JSON, 413 past 1 MB, 400 when malformed or not an
 * object. `emptyAsObject` takes an empty body as `{}`.
 */
export async function readJsonObject(c: Context, options: { emptyAsObject?: boolean } = {}): Promise<BodyRead<Record<string, unknown>>> {
  const type = c.req.header('content-type') ?? '';
  const bytes = await readBytes(c, MAX_JSON_BYTES);
  if (bytes === null) return { ok: false, response: errorAnswer(c, 413, 'TOO_LARGE', 'Request body too large') };
  if (bytes.length === 0 && options.emptyAsObject) return { ok: true, value: {} };
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) return { ok: false, response: errorAnswer(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json') };
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { ok: false, response: errorAnswer(c, 400, 'MALFORMED', 'Malformed JSON body') };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, response: errorAnswer(c, 400, 'MALFORMED', 'Body must be a JSON object') };
  return { ok: true, value: value as Record<string, unknown> };
}

