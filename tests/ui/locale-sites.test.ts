// The browser's store of locale sites: one load per locale, kept for the pages after; tried again after
// a failed answer; a load that failed its tries is an error for the page, not endless loading.
import { afterEach, describe, expect, it, vi } from 'vitest';

const site = (id: string) => ({ locale: { id }, strings: { cart: `Cart ${id}` } });

async function freshStore() {
  vi.resetModules();
  return import('../../src/components/site/locale-sites');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('locale sites in the browser', () => {
  it('loads a locale once, from its published file, and keeps it', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      return new Response(JSON.stringify(site('de-de')), { status: 200 });
    });
    const store = await freshStore();
    expect(store.loadedLocaleSite('de-de')).toBeUndefined();
    const [first, second] = await Promise.all([store.loadLocaleSite('de-de'), store.loadLocaleSite('de-de')]);
    expect(first).toEqual(site('de-de'));
    expect(second).toBe(first);
    await store.loadLocaleSite('de-de');
    expect(requested).toEqual(['/page-data/locale-site/de-de.json']);
    expect(store.useLocaleSite('de-de')).toBe(first);
  });

  it('tries again after a failed answer, and a locale not yet loaded suspends the page until it is', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      return calls === 1 ? new Response('busy', { status: 503 }) : new Response(JSON.stringify(site('fr-be')), { status: 200 });
    });
    const store = await freshStore();
    let thrown: unknown;
    try {
      store.useLocaleSite('fr-be');
    } catch (value) {
      thrown = value;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(calls).toBe(2);
    expect(store.useLocaleSite('fr-be')).toEqual(site('fr-be'));
  });

  it('gives up after its tries: the page gets the error instead of loading for ever, and a later load starts afresh', async () => {
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
    const store = await freshStore();
    await expect(store.loadLocaleSite('it-it')).rejects.toThrow('/page-data/locale-site/it-it.json: HTTP 404');
    expect(() => store.useLocaleSite('it-it')).toThrow('HTTP 404');
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(site('it-it')), { status: 200 }));
    await expect(store.loadLocaleSite('it-it')).resolves.toEqual(site('it-it'));
  });
});
