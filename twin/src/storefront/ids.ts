import { invalidGlobalId } from './errors.js';

/** Builds a Shopify global id. */
export function gid(type: string, id: string | number): string {
  return `gid://shopify/${type}/${id}`;
}

/** Parses `gid://shopify/<Type>/<id>[?query]`, also accepted base64-encoded as older clients send it. */
export function parseGid(raw: string): { type: string; id: string; query: URLSearchParams } | null {
  let value = String(raw ?? '').trim();
  if (!value.startsWith('gid://')) {
    try {
      const decoded = Buffer.from(value, 'base64').toString('utf8');
      if (decoded.startsWith('gid://')) value = decoded;
    } catch {
      return null;
    }
  }
  const m = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?/]+)(?:\?(.*))?$/.exec(value);
  if (!m) return null;
  return { type: m[1]!, id: decodeURIComponent(m[2]!), query: new URLSearchParams(m[3] ?? '') };
}

/** Parses a gid of one type with a numeric id, or throws Shopify's invalid-id error. */
export function numericGid(raw: string, type: string): number | null {
  const p = parseGid(raw);
  if (!p) throw invalidGlobalId(raw);
  if (p.type !== type || !/^\d+$/.test(p.id)) return null;
  return Number(p.id);
}

/** Opaque cursor for connections. */
export function encodeCursor(key: string | number): string {
  return Buffer.from(`c:${key}`).toString('base64url');
}

/** Reads a cursor made by encodeCursor (null when it is not one of ours). */
export function decodeCursor(cursor: string): string | null {
  const s = Buffer.from(String(cursor), 'base64url').toString('utf8');
  return s.startsWith('c:') ? s.slice(2) : null;
}
