// Studio's `richText` type (studio/schemaTypes/objects.ts) against the committed content's rich text:
// Studio's Portable Text input refuses a value with a block type, field, style, list, decorator or
// annotation its schema does not declare ("Invalid Portable Text value") and shows no editor then, so
// nothing in the body can be edited, focused or reached from Presentation's click-to-edit. Studio is
// not in the root install: `sanity`'s define helpers are replaced by the identity here (they return
// their argument), which leaves the schema's plain definitions.
import { describe, expect, it, vi } from 'vitest';
import { loadFiles, type ContentDoc } from '../content/load';

vi.mock('sanity', () => {
  const identity = <T>(definition: T): T => definition;
  return { defineType: identity, defineField: identity, defineArrayMember: identity };
});

// Imported after the mock, by a path the root's type check does not follow (it would look for
// `sanity`, which is in studio/'s own install only).
const SCHEMA_MODULE = '../../studio/schemaTypes/objects';
const { richText } = (await import(/* @vite-ignore */ SCHEMA_MODULE)) as { richText: { of: MemberDefinition[] } };

interface MemberDefinition {
  type: string;
  name?: string;
  fields?: { name: string }[];
  styles?: { value: string }[];
  lists?: { value: string }[];
  marks?: { decorators?: { value: string }[]; annotations?: { name: string }[] };
}

// What a `block` member allows when it lists none (Sanity's defaults).
const DEFAULT_STYLES = ['normal', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'];
const DEFAULT_LISTS = ['bullet', 'number'];
const DEFAULT_DECORATORS = ['strong', 'em', 'code', 'underline', 'strike-through'];

/** The rich-text fields of the schema's document types (studio/schemaTypes/editorial.ts). */
const RICH_TEXT_FIELDS: Record<string, string[]> = { blogPost: ['body'], pressRelease: ['body'], page: ['body'], sharedPage: ['body'] };

type Item = Record<string, unknown> & { _type: string; _key?: string };

const members = richText.of;
const memberOf = (type: string) => members.find((m) => (m.name ?? m.type) === type);
const content: ContentDoc[] = [...loadFiles().values()].flat();

const richTexts: { where: string; items: Item[] }[] = content.flatMap((doc) =>
  (RICH_TEXT_FIELDS[doc._type] ?? []).filter((field) => Array.isArray(doc[field])).map((field) => ({ where: `${doc._id}.${field}`, items: doc[field] as Item[] })),
);

/** What Studio's Portable Text input would refuse in one value, as readable lines. */
function refusals(where: string, items: Item[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    const at = `${where}[_key=="${item._key}"]`;
    if (!item._key) out.push(`${at}: no _key`);
    const member = memberOf(item._type);
    if (!member) {
      out.push(`${at}: block type "${item._type}" is not in richText`);
      continue;
    }
    if (member.type !== 'block') {
      const declared = new Set(['_type', '_key', ...(member.fields ?? []).map((f) => f.name)]);
      for (const key of Object.keys(item)) if (!declared.has(key)) out.push(`${at}: field "${key}" of "${item._type}" is not declared`);
      continue;
    }
    const styles = member.styles?.map((s) => s.value) ?? DEFAULT_STYLES;
    const lists = member.lists?.map((l) => l.value) ?? DEFAULT_LISTS;
    const decorators = member.marks?.decorators?.map((d) => d.value) ?? DEFAULT_DECORATORS;
    const annotations = (member.marks?.annotations ?? []).map((a) => a.name);
    if (item.style !== undefined && !styles.includes(item.style as string)) out.push(`${at}: style "${String(item.style)}"`);
    if (item.listItem !== undefined && !lists.includes(item.listItem as string)) out.push(`${at}: list "${String(item.listItem)}"`);
    const markDefs = (item.markDefs as Item[] | undefined) ?? [];
    for (const def of markDefs) if (!annotations.includes(def._type)) out.push(`${at}: annotation "${def._type}"`);
    const defKeys = new Set(markDefs.map((d) => d._key));
    for (const child of (item.children as Item[] | undefined) ?? []) {
      if (child._type !== 'span') out.push(`${at}: inline object "${child._type}"`);
      for (const mark of (child.marks as string[] | undefined) ?? []) if (!defKeys.has(mark) && !decorators.includes(mark)) out.push(`${at}: mark "${mark}"`);
    }
  }
  return out;
}

describe("Studio's richText type and the content's rich text", () => {
  it('finds rich text with text blocks and images in the content', () => {
    const types = new Set(richTexts.flatMap((r) => r.items.map((i) => i._type)));
    expect(richTexts.length).toBeGreaterThan(100);
    expect([...types].sort()).toEqual(['block', 'image']);
  });

  it('allows every block, image, style, list, decorator and annotation the content uses', () => {
    const found = richTexts.flatMap((r) => refusals(r.where, r.items));
    expect(found.slice(0, 10)).toEqual([]);
  });

  it("declares an image in text as the content writes it (a content/images path, Sanity's image type)", () => {
    const image = memberOf('image');
    expect(image?.type).toBe('image');
    expect(image?.fields?.map((f) => f.name)).toEqual(['path', 'alt', 'width', 'height']);
  });
});
