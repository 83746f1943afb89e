// The build → template contract: a planner's data must be its template's (TemplateDataMap), checked
// by the typecheck; the page context is the planner's data plus the fields every page has.
import { describe, expect, it } from 'vitest';
import { pageContext } from '../../src/build/finalize';
import { plan, type LocaleInput, type PagePlanOf } from '../../src/build/plan';
import { joinSite } from '../../src/components/site/locale-page';
import type { BuiltContextOf, ContentPageView, SeoData } from '../../src/lib/content/page-types';
import type { LocaleContext, LocaleSite } from '../../src/lib/content/site-context';
import { builtContext, isStoredContext, storedContext, type StoredContext } from '../../src/lib/content/stored-context';
import { permanentRedirect, queryRedirectIndex } from '../../src/lib/paths';

const locale = { id: 'en-ca', urlPath: '/en-ca', language: 'en', isDefault: false } as LocaleContext;
const rules = [permanentRedirect('/search?query=warranty', '/lifetime-warranty/'), permanentRedirect('/old/', '/')];
// plan() reads the locale and the query rules of the input only.
const input = { locale, strings: {}, queryRedirectsOn: queryRedirectIndex(rules) } as unknown as LocaleInput;
const page: ContentPageView = { title: 'About', slug: 'about', body: [], sections: [] };

describe('page plans', () => {
  it('take the data of their template only (checked by tsc)', () => {
    const marketing: PagePlanOf<'marketing'> = plan(input, { key: 'page:about', pagePath: '/about/', template: 'marketing', title: 'About', data: { page } });
    expect(marketing.data.page.title).toBe('About');
    // @ts-expect-error a product page's data is a product, not a content page
    plan(input, { key: 'x', pagePath: '/x/', template: 'product', title: 'X', data: { page } });
    // @ts-expect-error every plan has its template's data, even when it is empty
    plan(input, { key: 'x', pagePath: '/x/', template: 'search', title: 'X' });
    // @ts-expect-error a page context of one template is not another's
    const wrong: BuiltContextOf<'product'> = pageContext(marketing, { seo: {} as SeoData });
    expect(wrong.template).toBe('marketing');
  });
  it('carry the query rules of their own path, and only those', () => {
    const search = plan(input, { key: 'fixed:search', pagePath: '/search/', path: '/search/', template: 'search', title: 'Search', data: {} });
    const localized = plan(input, { key: 'fixed:search', pagePath: '/search/', template: 'search', title: 'Search', data: {} });
    expect(search.queryRedirects).toEqual([rules[0]]);
    expect(localized.path).toBe('/en-ca/search/');
    expect(localized.queryRedirects).toBeUndefined();
  });
});

describe('page contexts', () => {
  const seo = { title: 'About' } as SeoData;
  const images = { 'a.png': { width: 800, height: 600, images: {} } };
  it('are the planner data plus the base fields, with query rules and picker paths only where there are some', () => {
    const marketing = plan(input, { key: 'page:about', pagePath: '/about/', template: 'marketing', title: 'About', data: { page }, imagePaths: ['a.png'] });
    expect(pageContext(marketing, { seo, images })).toEqual({ page, template: 'marketing', localeId: 'en-ca', pagePath: '/about/', seo, breadcrumbs: [], images });
    expect('queryRedirects' in pageContext(marketing, { seo, images: {} })).toBe(false);
    expect(pageContext(marketing, { seo, pickerPaths: { 'it-it': '/it/' }, images: {} }).pickerPaths).toEqual({ 'it-it': '/it/' });
    const search = plan(input, { key: 'fixed:search', pagePath: '/search/', path: '/search/', template: 'search', title: 'Search', data: {} });
    expect(pageContext(search, { seo, images: {} }).queryRedirects).toEqual([rules[0]]);
  });
  it('are joined with the site of their locale before a template renders: the locale-wide part and the page\'s own paths', () => {
    const marketing = plan(input, { key: 'page:about', pagePath: '/about/', template: 'marketing', title: 'About', data: { page } });
    const localeSite = { locale, strings: { cart: 'Cart' } } as unknown as LocaleSite;
    const joined = joinSite(pageContext(marketing, { seo, pickerPaths: { 'it-it': '/it/' }, images: {} }), localeSite);
    expect(joined.site).toEqual({ locale, strings: { cart: 'Cart' }, pagePath: '/about/', pickerPaths: { 'it-it': '/it/' } });
    expect(joined.page).toBe(page);
    expect(joinSite(pageContext(marketing, { seo, images: {} }), localeSite).site).not.toHaveProperty('pickerPaths');
  });
});

describe('stored contexts (what createPage is given)', () => {
  const seo = { title: 'About' } as SeoData;
  const marketing = plan(input, { key: 'page:about', pagePath: '/about/', template: 'marketing', title: 'About', data: { page } });
  const context = pageContext(marketing, { seo, images: {} });

  it('carry the locale and the whole built context as one JSON text', () => {
    const stored = storedContext(context);
    expect(Object.keys(stored)).toEqual(['localeId', 'built']);
    expect(stored.localeId).toBe('en-ca');
    expect(typeof stored.built).toBe('string');
    expect(JSON.parse(stored.built)).toEqual(context);
  });
  it('decode to the built context, once for each context object Gatsby holds', () => {
    const stored: StoredContext<'marketing'> = storedContext(context);
    const decoded = builtContext(stored);
    expect(decoded).toEqual(context);
    expect(decoded.page.title).toBe('About');
    expect(builtContext(stored)).toBe(decoded);
    // A page's data read again (another navigation) is another object, decoded anew.
    expect(builtContext({ ...stored })).not.toBe(decoded);
  });
  it('are told from contexts the build did not make (plugins\' pages, develop\'s own)', () => {
    expect(isStoredContext(storedContext(context))).toBe(true);
    expect(isStoredContext(context)).toBe(false);
    expect(isStoredContext({ localeId: 'en-ca' })).toBe(false);
    expect(isStoredContext(null)).toBe(false);
    expect(isStoredContext(undefined)).toBe(false);
  });
});
