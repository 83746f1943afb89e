import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

/** One field's message in an error answer. */
export interface FieldMessage {
  field: string;
  message: string;
}

/** Answers the services' error shape `{ error: { code, message, fields? } }`. */
export function errorAnswer(c: Context, status: ContentfulStatusCode, code: string, message: string, fields?: FieldMessage[]): Response {
  return c.json({ error: { code, message, ...(fields?.length ? { fields } : {}) } }, status);
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
