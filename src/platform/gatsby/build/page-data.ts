// A page's Gatsby page-data file with a new context: what `gatsby build` would write for the page
// when only its context changed, given the file it wrote last time. The page's query result is kept
// only when the query's variables (context fields) are the same; otherwise the page needs Gatsby's
// query run.

/** Fields Gatsby deletes from a page's context before it writes the page-data (gatsby/dist/query/query-runner.js). */
export const GATSBY_OWN_FIELDS = [
  'path',
  'internalComponentName',
  'component',
  'componentChunkName',
  'updatedAt',
  'pluginCreator___NODE',
  'pluginCreatorId',
  'componentPath',
  'context',
  'isCreatedByStatefulCreatePages',
  'matchPath',
  'mode',
  'slices',
];

/**
 * The variables of a template's page query (`export const query = graphql\`query ($a: T, $b: U) …\``),
 * [] when the template has no page query, null when its query cannot be read.
 */
export function pageQueryVariables(source: string): string[] | null {
  const start = source.search(/export\s+const\s+query\s*=\s*graphql`/);
  if (start < 0) return [];
  const body = source.slice(source.indexOf('`', start) + 1);
  const end = body.indexOf('`');
  if (end < 0) return null;
  const query = body.slice(0, end);
  const signature = /^\s*query\s*[A-Za-z_0-9]*\s*(\(([^)]*)\))?\s*\{/.exec(query);
  if (!signature) return null;
  if (!signature[2]) return [];
  return [...signature[2].matchAll(/\$([A-Za-z_][A-Za-z_0-9]*)\s*:/g)].map(([, name = '']) => name);
}

interface PageDataFile {
  result: { pageContext?: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * The page-data file of a page whose context is now `context`, from the file Gatsby wrote for it
 * (`before`), or null when one of the query's variables changed (the query must run again).
 */
export function nextPageData(before: string, context: Record<string, unknown>, variables: readonly string[]): string | null {
  const file = JSON.parse(before) as PageDataFile;
  const previous = file.result.pageContext ?? {};
  // A shallow copy is enough: only top-level fields are dropped, and the file is written with JSON.stringify.
  const next: Record<string, unknown> = { ...context };
  for (const field of GATSBY_OWN_FIELDS) delete next[field];
  for (const name of variables) {
    if (JSON.stringify(previous[name]) !== JSON.stringify(next[name])) return null;
  }
  // Key order as Gatsby writes it: the result's own keys stay where they were.
  file.result = { ...file.result, pageContext: next };
  return JSON.stringify(file);
}
