// The evaluation context an SDK sends (base64url JSON in the path, or a REPORT body), validated as
// LaunchDarkly does: a single-kind context ({ kind, key, ...attributes }), a multi-kind one
// ({ kind: 'multi', <kind>: {...} }), or an old-style user ({ key, custom: {...} }). Flags are evaluated
// against the `user` kind.

/** Longest context the twin reads (encoded or as a body). */
export const MAX_CONTEXT_BYTES = 8 * 1024;
const KIND = /^[A-Za-z0-9._-]{1,64}$/;
const MAX_KEY_LENGTH = 256;
const MAX_ATTRIBUTES = 50;

/** A context's key and the attributes rules can match. */
export interface FlagContext {
  kind: string;
  key: string;
  attributes: Record<string, unknown>;
}

type Parsed = { ok: true; context: FlagContext } | { ok: false; message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function single(kind: string, value: unknown): Parsed {
  if (!isObject(value)) return { ok: false, message: `context of kind ${kind} must be an object` };
  const key = value.key;
  if (typeof key !== 'string' || key === '' || key.length > MAX_KEY_LENGTH) return { ok: false, message: `context key must be a string of 1 to ${MAX_KEY_LENGTH} characters` };
  const custom = isObject(value.custom) ? value.custom : {};
  const attributes: Record<string, unknown> = { ...custom };
  for (const [name, v] of Object.entries(value)) if (name !== 'custom' && name !== '_meta') attributes[name] = v;
  if (Object.keys(attributes).length > MAX_ATTRIBUTES) return { ok: false, message: `a context may have at most ${MAX_ATTRIBUTES} attributes` };
  return { ok: true, context: { kind, key, attributes } };
}

/** Validates a context value; flags are evaluated for its `user` part. */
export function parseContext(value: unknown): Parsed {
  if (!isObject(value)) return { ok: false, message: 'context must be a JSON object' };
  if (value.kind === undefined) return single('user', value);
  if (typeof value.kind !== 'string' || !KIND.test(value.kind) || value.kind === 'kind') return { ok: false, message: 'context kind must be letters, digits, ".", "_" or "-"' };
  if (value.kind !== 'multi') return single(value.kind, value);
  const kinds = Object.keys(value).filter((k) => k !== 'kind');
  if (!kinds.length || kinds.some((k) => !KIND.test(k) || k === 'multi')) return { ok: false, message: 'a multi-kind context needs at least one valid kind' };
  const parts = kinds.map((k) => single(k, value[k]));
  const bad = parts.find((p) => !p.ok);
  if (bad) return bad;
  // kinds (and so parts) is not empty: checked above.
  const user = parts.find((p) => p.ok && p.context.kind === 'user') ?? parts[0]!;
  return user;
}

/** Decodes and validates the base64url context of a path segment. */
export function parseEncodedContext(segment: string): Parsed {
  if (segment.length > Math.ceil((MAX_CONTEXT_BYTES * 4) / 3) + 4 || !/^[A-Za-z0-9_-]+={0,2}$/.test(segment)) return { ok: false, message: 'context must be base64url-encoded JSON' };
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, message: 'context must be base64url-encoded JSON' };
  }
  return parseContext(value);
}

/** Parses and validates a REPORT body's context. */
export function parseContextBody(text: string): Parsed {
  if (Buffer.byteLength(text, 'utf8') > MAX_CONTEXT_BYTES) return { ok: false, message: 'context too large' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'context must be JSON' };
  }
  return parseContext(value);
}
