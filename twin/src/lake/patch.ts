// The patch operations of Sanity's mutation API (set, setIfMissing, unset, inc, dec, insert, diffMatchPatch) over
// attribute paths: `a.b`, `a[2]`, `a[-1]`, `a[_key=="k"]`.
import { applyPatchText } from './diff-match-patch.js';

/** A Sanity mutation error item, answered in the failed transaction's `items`. */
export class LakeMutationError extends Error {
  constructor(
    readonly status: number,
    readonly item: Record<string, unknown> & { type: string; description: string },
  ) {
    super(item.description);
  }
}

type Segment = { field: string } | { index: number } | { key: string };

const invalidPath = (path: string) =>
  new LakeMutationError(400, { type: 'invalidPatchError', description: `Invalid attribute path "${path}"` });

/** Parses an attribute path into field, index and `_key` segments. */
export function parsePath(path: string): Segment[] {
  const out: Segment[] = [];
  const re = /^(?:\.?([A-Za-z_][A-Za-z0-9_-]*)|\[(-?\d+)\]|\[\s*_key\s*==\s*(?:"([^"]*)"|'([^']*)')\s*\])/;
  let rest = path.trim();
  if (!rest) throw invalidPath(path);
  while (rest.length) {
    const m = re.exec(rest);
    if (!m) throw invalidPath(path);
    if (m[1] !== undefined) out.push({ field: m[1] });
    else if (m[2] !== undefined) out.push({ index: Number(m[2]) });
    else out.push({ key: (m[3] ?? m[4]) as string });
    rest = rest.slice(m[0].length);
  }
  const [head] = out;
  if (!head || !('field' in head)) throw invalidPath(path);
  return out;
}

type Container = Record<string, unknown> | unknown[];

function indexOf(arr: unknown[], seg: Segment): number {
  if ('index' in seg) return seg.index < 0 ? arr.length + seg.index : seg.index;
  if ('key' in seg) return arr.findIndex((v) => v !== null && typeof v === 'object' && (v as { _key?: unknown })._key === seg.key);
  return -1;
}

/** The parent container and last segment of a path, creating objects on the way when `create`. */
function locate(doc: Record<string, unknown>, segs: Segment[], create: boolean): { parent: Container; last: Segment } | null {
  const last = segs.at(-1);
  if (!last) return null;
  let cur: unknown = doc;
  // i and i + 1 stay within segs (the last segment is not walked).
  for (let i = 0; i < segs.length - 1; i++) {
    const seg = segs[i]!;
    if (Array.isArray(cur)) {
      if ('field' in seg) return null;
      const idx = indexOf(cur, seg);
      if (idx < 0 || idx >= cur.length) return null;
      cur = cur[idx];
    } else if (cur !== null && typeof cur === 'object') {
      if (!('field' in seg)) return null;
      const obj = cur as Record<string, unknown>;
      if (obj[seg.field] === undefined || obj[seg.field] === null) {
        if (!create) return null;
        obj[seg.field] = 'field' in segs[i + 1]! ? {} : [];
      }
      cur = obj[seg.field];
    } else return null;
  }
  if (cur === null || typeof cur !== 'object') return null;
  return { parent: cur as Container, last };
}

function read(parent: Container, last: Segment): unknown {
  if (Array.isArray(parent)) {
    const idx = indexOf(parent, last);
    return idx >= 0 ? parent[idx] : undefined;
  }
  return 'field' in last ? parent[last.field] : undefined;
}

function write(parent: Container, last: Segment, value: unknown): void {
  if (Array.isArray(parent)) {
    const idx = indexOf(parent, last);
    if (idx >= 0 && idx < parent.length) parent[idx] = value;
  } else if ('field' in last) parent[last.field] = value;
}

function remove(parent: Container, last: Segment): void {
  if (Array.isArray(parent)) {
    const idx = indexOf(parent, last);
    if (idx >= 0 && idx < parent.length) parent.splice(idx, 1);
  } else if ('field' in last) delete parent[last.field];
}

const PROTECTED = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt']);

function guardPath(path: string): Segment[] {
  const segs = parsePath(path);
  const head = segs[0] as { field: string };
  if (segs.length === 1 && PROTECTED.has(head.field) && head.field !== '_type') {
    throw new LakeMutationError(400, { type: 'invalidPatchError', description: `Cannot modify immutable attribute "${head.field}"` });
  }
  return segs;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Applies one patch's operations to a copy of the document, in Sanity's order; answers the patched copy. */
export function applyPatch(doc: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const next = structuredClone(doc);
  const asObject = (name: string): Record<string, unknown> | undefined => {
    const v = patch[name];
    if (v === undefined) return undefined;
    if (!isRecord(v)) throw new LakeMutationError(400, { type: 'invalidPatchError', description: `"${name}" must be an object of attribute paths` });
    return v;
  };
  for (const [path, value] of Object.entries(asObject('setIfMissing') ?? {})) {
    const at = locate(next, guardPath(path), true);
    if (at && read(at.parent, at.last) === undefined) write(at.parent, at.last, structuredClone(value));
  }
  for (const [path, value] of Object.entries(asObject('set') ?? {})) {
    const at = locate(next, guardPath(path), true);
    if (at) write(at.parent, at.last, structuredClone(value));
  }
  const unset = patch.unset;
  if (unset !== undefined) {
    if (!Array.isArray(unset) || unset.some((p) => typeof p !== 'string')) {
      throw new LakeMutationError(400, { type: 'invalidPatchError', description: '"unset" must be an array of attribute paths' });
    }
    for (const path of unset as string[]) {
      const at = locate(next, guardPath(path), false);
      if (at) remove(at.parent, at.last);
    }
  }
  for (const [op, sign] of [['inc', 1], ['dec', -1]] as const) {
    for (const [path, by] of Object.entries(asObject(op) ?? {})) {
      if (typeof by !== 'number') throw new LakeMutationError(400, { type: 'invalidPatchError', description: `"${op}" takes numbers` });
      const at = locate(next, guardPath(path), false);
      if (!at) continue;
      const cur = read(at.parent, at.last);
      if (typeof cur === 'number') write(at.parent, at.last, cur + sign * by);
    }
  }
  const insert = patch.insert;
  if (insert !== undefined) {
    if (!isRecord(insert) || !Array.isArray(insert.items)) {
      throw new LakeMutationError(400, { type: 'invalidPatchError', description: '"insert" needs "items" and one of "before", "after", "replace"' });
    }
    const where = (['before', 'after', 'replace'] as const).find((k) => typeof insert[k] === 'string');
    if (!where) throw new LakeMutationError(400, { type: 'invalidPatchError', description: '"insert" needs "items" and one of "before", "after", "replace"' });
    const segs = guardPath(insert[where] as string);
    const arrayPath = segs.slice(0, -1);
    const last = segs.at(-1);
    if (!last || !arrayPath.length || 'field' in last) throw invalidPath(insert[where] as string);
    const holder = locate(next, arrayPath, true);
    if (holder) {
      let arr = read(holder.parent, holder.last);
      if (arr === undefined) write(holder.parent, holder.last, (arr = []));
      if (Array.isArray(arr)) {
        const items = structuredClone(insert.items as unknown[]);
        let idx = indexOf(arr, last);
        if (idx < 0) idx = where === 'before' ? 0 : arr.length - 1;
        if (where === 'before') arr.splice(idx, 0, ...items);
        else if (where === 'after') arr.splice(idx + 1, 0, ...items);
        else arr.splice(idx, 1, ...items);
      }
    }
  }
  // Studio's edits of text: a string changed by a diff-match-patch patch; nothing to change where there is no value.
  for (const [path, patchText] of Object.entries(asObject('diffMatchPatch') ?? {})) {
    if (typeof patchText !== 'string') throw new LakeMutationError(400, { type: 'invalidPatchError', description: '"diffMatchPatch" takes patches as text' });
    const at = locate(next, guardPath(path), false);
    if (!at) continue;
    const cur = read(at.parent, at.last);
    if (cur === undefined || cur === null) continue;
    if (typeof cur !== 'string') throw new LakeMutationError(400, { type: 'invalidPatchError', description: `Cannot apply diffMatchPatch to "${path}": it is not a string` });
    let patched: string;
    try {
      patched = applyPatchText(cur, patchText);
    } catch (err) {
      throw new LakeMutationError(400, { type: 'invalidPatchError', description: `Invalid diffMatchPatch for "${path}": ${(err as Error).message}` });
    }
    write(at.parent, at.last, patched);
  }
  return next;
}
