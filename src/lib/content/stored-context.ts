// The page context as Gatsby keeps it: the page's built context as one JSON text, beside its locale.
//
// Gatsby works on every page's context object many times over: it hashes it into its SitePage
// node (node-object-hash sorts and stringifies every key), sanitizes it, stores it in LMDB through
// msgpack, hands it to its query workers with its state, and stores each page's query result with
// it again. Each of those walks every object of the context; over one text they cost a copy. At
// 10,000 products (29,727 pages of about 360 values each) that was 31 s of createPage, 20 s of
// running queries and 14 s of writing page-data; with the text, 20, 15 and 11 s.
// The browser reads the text once per page (builtContext).
import type { BuiltContextBase, BuiltContextOf, TemplateId } from './page-types';

/** JSON text of a page's built context (what JSON.stringify made of a BuiltContextOf<T>). */
export type ContextJson<T extends TemplateId> = string & { readonly builtContextOf?: T };

/** What createPage is given: the page's locale (read before the page renders) and its built context as JSON. */
export type StoredContext<T extends TemplateId = TemplateId> = {
  localeId: string;
  // Not `context`: Gatsby drops a context field of that name from the page's data.
  built: ContextJson<T>;
};

/** The context Gatsby keeps of a built context. */
export function storedContext<T extends TemplateId>(context: BuiltContextOf<T>): StoredContext<T> {
  return { localeId: context.localeId, built: JSON.stringify(context) };
}

/** Whether a page's context is one the site's build made (pages of plugins or develop's own have none). */
export function isStoredContext(context: unknown): context is StoredContext {
  const stored = context as Partial<StoredContext> | null;
  return typeof stored?.localeId === 'string' && typeof stored.built === 'string';
}

// Gatsby gives the page and its Head the same context object for as long as the page is shown.
const decoded = new WeakMap<StoredContext, BuiltContextBase>();

/** The built context of a page (decoded once per context Gatsby holds). */
export function builtContext<T extends TemplateId>(stored: StoredContext<T>): BuiltContextOf<T> {
  // What the map holds for a context is what JSON.parse gave for it.
  const context: BuiltContextOf<T> = decoded.get(stored) ?? JSON.parse(stored.built);
  decoded.set(stored, context);
  return context;
}
