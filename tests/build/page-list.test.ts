import { describe, expect, it } from 'vitest';
import type { BuiltPage } from '../../src/build/finalize';
import { pageListJson } from '../../src/build/page-list';

const page = (path: string, template: string, matchPath?: string) => ({ path, template, ...(matchPath ? { matchPath } : {}), context: {} }) as unknown as BuiltPage;

describe('pageListJson', () => {
  it('is the same for the same pages in another order', () => {
    const a = [page('/b/', 'product'), page('/a/', 'collection'), page('/account/', 'account', '/account/*')];
    expect(pageListJson(a)).toBe(pageListJson([...a].reverse()));
  });

  it('changes when a page is added, moved to another template or given a match path', () => {
    const base = [page('/a/', 'collection'), page('/b/', 'product')];
    const list = pageListJson(base);
    expect(pageListJson([...base, page('/c/', 'product')])).not.toBe(list);
    expect(pageListJson([page('/a/', 'marketing'), page('/b/', 'product')])).not.toBe(list);
    expect(pageListJson([page('/a/', 'collection', '/a/*'), page('/b/', 'product')])).not.toBe(list);
    expect(pageListJson([page('/a/', 'collection'), page('/b2/', 'product')])).not.toBe(list);
  });
});
