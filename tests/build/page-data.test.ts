// A page whose context changed gets Gatsby's page-data file with the new context, as long as its
// query's variables are the same; otherwise the query has to run again.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextPageData, pageQueryVariables } from '../../src/platform/gatsby/build/page-data';
import type { SeoData } from '../../src/lib/content/page-types';
import { storedContext } from '../../src/lib/content/stored-context';

const templatesDir = path.resolve(__dirname, '../../src/templates');

describe('variables of a page query', () => {
  it('names every variable of the query signature', () => {
    const source = 'import { graphql } from "gatsby";\nexport const query = graphql`\n  query ($imagePaths: [String!], $slug: String!) {\n    allFile { nodes { id } }\n  }\n`;\n';
    expect(pageQueryVariables(source)).toEqual(['imagePaths', 'slug']);
    expect(pageQueryVariables('export const query = graphql`query ProductPage($id: ID = "x") { a }`')).toEqual(['id']);
  });

  it('answers [] for a template without a page query or a query without variables', () => {
    expect(pageQueryVariables('export default function Page() { return null; }')).toEqual([]);
    expect(pageQueryVariables('export const query = graphql`query { site { id } }`')).toEqual([]);
  });

  it('answers null when the query cannot be read', () => {
    expect(pageQueryVariables('export const query = graphql`query ($a: String) {')).toBeNull();
    expect(pageQueryVariables('export const query = graphql`fragment F on File { id }`')).toBeNull();
  });

  it('reads every template of the site: none has a page query (their images come in the context)', () => {
    const files = readdirSync(templatesDir).filter((name) => name.endsWith('.tsx'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const source = readFileSync(path.join(templatesDir, name), 'utf8');
      expect(pageQueryVariables(source), name).toEqual([]);
      expect(source, name).not.toMatch(/export\s+const\s+query\s*=/);
    }
  });
});

describe('page-data with a new context', () => {
  const before = JSON.stringify({
    componentChunkName: 'component---src-templates-product-tsx',
    path: '/products/boot/',
    result: { data: { allFile: { nodes: [{ id: 'f1' }] } }, pageContext: { imagePaths: ['a.png'], title: 'Boot' }, serverData: null },
    staticQueryHashes: ['123'],
    slicesMap: {},
  });

  it('replaces the context and keeps the query result and the key order of the file', () => {
    const next = nextPageData(before, { imagePaths: ['a.png'], title: 'Hiking boot' }, ['imagePaths']);
    expect(next).not.toBeNull();
    const file = JSON.parse(next!) as { result: Record<string, unknown> };
    expect(Object.keys(file)).toEqual(['componentChunkName', 'path', 'result', 'staticQueryHashes', 'slicesMap']);
    expect(Object.keys(file.result)).toEqual(['data', 'pageContext', 'serverData']);
    expect(file.result.data).toEqual({ allFile: { nodes: [{ id: 'f1' }] } });
    expect(file.result.pageContext).toEqual({ imagePaths: ['a.png'], title: 'Hiking boot' });
  });

  it("leaves Gatsby's own page fields out of the context", () => {
    const context = { imagePaths: ['a.png'], title: 'Boot', path: '/products/boot/', matchPath: '/products/*', component: '/x/product.tsx', slices: {} };
    const file = JSON.parse(nextPageData(before, context, ['imagePaths'])!) as { result: { pageContext: unknown } };
    expect(file.result.pageContext).toEqual({ imagePaths: ['a.png'], title: 'Boot' });
  });

  it('keeps every field of the context the build stores (none is one of Gatsby\'s own)', () => {
    const stored = storedContext({ template: 'search', localeId: 'en-ca', pagePath: '/search/', seo: {} as SeoData, breadcrumbs: [], images: {} });
    const file = JSON.parse(nextPageData(before, stored, [])!) as { result: { pageContext: unknown } };
    expect(file.result.pageContext).toEqual(stored);
  });

  it('answers the file unchanged when the context is the same', () => {
    expect(nextPageData(before, { imagePaths: ['a.png'], title: 'Boot', path: '/products/boot/' }, ['imagePaths'])).toBe(before);
  });

  it('answers null when a query variable changed', () => {
    expect(nextPageData(before, { imagePaths: ['b.png'], title: 'Boot' }, ['imagePaths'])).toBeNull();
    expect(nextPageData(before, { title: 'Boot' }, ['imagePaths'])).toBeNull();
    // A field that is not a variable of the query may change.
    expect(nextPageData(before, { imagePaths: ['b.png'], title: 'Boot' }, [])).not.toBeNull();
  });
});
