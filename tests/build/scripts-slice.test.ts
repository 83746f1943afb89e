import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { assert, describe, expect, it, vi } from 'vitest';
import { BOOT_ATTRIBUTE, BOOT_IMAGE_PAINT_WAIT_MS, BOOT_SCRIPT, BOOT_WAIT_MS, EMPTY_CHUNK_MAPPING, HYDRATED_ATTRIBUTE, LCP_IMAGE_TIMING, rewriteScriptsSlice } from '../../src/platform/gatsby/build/scripts-slice';
import { LOCALE_SITE_META } from '../../src/lib/paths/site-files';
import { LCP_IMAGE_TIMING as CONTENT_IMAGE_TIMING } from '../../src/components/site/content-image';
import { inlineScripts } from '../../src/build/deploy-headers';
import { scriptsOfHtml } from '../../scripts/bench/lib/first-load-js';
import { onInitialClientRender } from '../../src/platform/gatsby/runtime/route-runtime';

// Gatsby's scripts slice as its stats extractor writes it.
const MAPPING = JSON.stringify({
  app: ['/app-0123456789abcdef0123.js'],
  'component---src-templates-home-tsx': ['/component---src-templates-home-tsx-0123.js'],
  'cart-drawer': ['/cart-drawer-0123.js'],
});
const SLICE = [
  `\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=${JSON.stringify(MAPPING)};\n          </script>\n        `,
  '<script>window.___webpackCompilationHash="54506ab083471abca1b7";</script>',
  '<script src="/polyfill-0123.js" nomodule></script>',
  '<script src="/webpack-runtime-0123.js" async></script>',
  '<script src="/framework-0123.js" async></script>',
  '<script src="/app-0123456789abcdef0123.js" async></script>',
].join('');

describe('the scripts slice', () => {
  it('lists the entry scripts on the boot script instead of loading them, and adds the boot script once', () => {
    const out = rewriteScriptsSlice(SLICE);
    const { urls, inline } = scriptsOfHtml(out);
    // The first-load measure still counts every entry script, as one the boot script starts.
    expect(urls).toEqual(['/polyfill-0123.js', '/webpack-runtime-0123.js', '/framework-0123.js', '/app-0123456789abcdef0123.js']);
    expect(out).not.toMatch(/<script src="[^"]+" async/);
    // Nothing fetches them before the boot script starts them.
    expect(out).not.toMatch(/<link\b/);
    expect(out).toContain(`<script ${BOOT_ATTRIBUTE}="/webpack-runtime-0123.js /framework-0123.js /app-0123456789abcdef0123.js">`);
    expect(out).toContain('<script src="/polyfill-0123.js" nomodule></script>');
    expect(inline.filter((text) => text === BOOT_SCRIPT)).toHaveLength(1);
    expect(inlineScripts(out)).toContain(BOOT_SCRIPT);
    expect(rewriteScriptsSlice(out)).toBe(out);
  });

  it('empties the chunk mapping, keeping it the JSON string Gatsby writes', () => {
    const out = rewriteScriptsSlice(SLICE);
    const literal = /window\.___chunkMapping=("(?:[^"\\]|\\.)*");/.exec(out)?.[1];
    assert.isDefined(literal, 'no ___chunkMapping in the slice');
    expect(literal).toBe(EMPTY_CHUNK_MAPPING);
    expect(JSON.parse(literal)).toBe('{}');
  });

  it('relies on the installed Gatsby writing the mapping as a string that its loader indexes unparsed', () => {
    const gatsby = dirname(createRequire(import.meta.url).resolve('gatsby/package.json'));
    const extractor = readFileSync(join(gatsby, 'dist', 'utils', 'gatsby-webpack-stats-extractor.js'), 'utf8');
    const loader = readFileSync(join(gatsby, 'cache-dir', 'loader.js'), 'utf8');
    // The slice's script: window.___chunkMapping=<a JSON string of the JSON>.
    expect(extractor).toContain('`window.___chunkMapping=${JSON.stringify(newChunkMapJson)};`');
    expect(extractor).toContain('<script src="${this.publicPath}/${asset}" async></script>');
    // The loader's only use: an index into it as it is, so a string answers undefined to every name.
    expect(loader.match(/___chunkMapping/g)).toHaveLength(1);
    expect(loader).toContain('(window.___chunkMapping[componentChunkName] || [])');
    const chunkMapping = JSON.stringify({ 'component---src-templates-home-tsx': ['/x.js'] });
    expect((chunkMapping as unknown as Record<string, string[] | undefined>)['component---src-templates-home-tsx']).toBeUndefined();
  });

  it('leaves a slice without entry scripts alone', () => {
    const other = '<script>window.___webpackCompilationHash="x";</script>';
    expect(rewriteScriptsSlice(other)).toBe(other);
  });
});

/** A document just big enough for the boot script: its own element, an image, the locale site's meta, paint reports, frames and timers. */
function fakePage(image: { complete: boolean } | null, reports: boolean, localeSiteHref: string | null = null) {
  const appended: string[] = [];
  const preloads: Record<string, string>[] = [];
  const listeners = new Map<string, () => void>();
  let frames: (() => void)[] = [];
  let timers: { ms: number; run: () => void }[] = [];
  let observer: { type: string; buffered: boolean; report: (entries: { identifier?: string; name?: string }[]) => void } | null = null;
  const img = image && { ...image, addEventListener: (type: string, run: () => void) => listeners.set(type, run) };
  const attributes = new Set<string>();
  type SubmitEvent = { target: { getAttribute(name: string): string | null }; preventDefault(): void };
  const documentListeners = new Map<string, { run: (event: SubmitEvent) => void; capture: unknown }>();
  const document = {
    documentElement: { hasAttribute: (name: string) => attributes.has(name) },
    addEventListener: (type: string, run: (event: SubmitEvent) => void, capture: unknown) => documentListeners.set(type, { run, capture }),
    currentScript: {
      getAttribute: (name: string) => {
        expect(name).toBe(BOOT_ATTRIBUTE);
        return '/webpack-runtime-0123.js /framework-0123.js';
      },
    },
    querySelector: (selector: string) => {
      if (selector === `meta[name="${LOCALE_SITE_META}"]`) return localeSiteHref === null ? null : { getAttribute: (name: string) => (name === 'data-href' ? localeSiteHref : null) };
      expect(selector).toBe('img[fetchpriority="high"]');
      return img;
    },
    createElement: (tag: string) => ({ tag, src: '' }),
    head: { appendChild: (el: Record<string, string>) => preloads.push({ ...el }) },
    body: { appendChild: (el: { src: string }) => appended.push(el.src) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = reports ? ['element', 'paint', 'largest-contentful-paint'] : ['mark'];
    constructor(private readonly callback: (list: { getEntries(): unknown[] }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      observer = { ...options, report: (entries) => this.callback({ getEntries: () => entries }) };
    }
  }
  const window = {
    PerformanceObserver,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
  };
  new Function('document', 'window', BOOT_SCRIPT)(document, window);
  return {
    appended,
    preloads,
    listeners,
    observer: () => observer,
    /** The app marks the page hydrated. */
    hydrate: () => attributes.add(HYDRATED_ATTRIBUTE),
    /** A form on the page (with these attributes) is sent; whether the browser's own send was prevented. */
    submit: (formAttributes: Record<string, string> = {}) => {
      const listener = documentListeners.get('submit');
      expect(listener?.capture).toBe(true);
      let prevented = false;
      listener!.run({ target: { getAttribute: (name) => formAttributes[name] ?? null }, preventDefault: () => (prevented = true) });
      return prevented;
    },
    /** Runs the timers due `ms` after they were set. */
    runTimers: (ms: number) => {
      const due = timers.filter((t) => t.ms <= ms);
      timers = timers.filter((t) => t.ms > ms);
      due.forEach((t) => t.run());
    },
    /** Paints one frame (runs the animation-frame callbacks queued before it). */
    paint: () => {
      const due = frames;
      frames = [];
      due.forEach((run) => run());
    },
  };
}

const BOTH = ['/webpack-runtime-0123.js', '/framework-0123.js'];

describe('the boot script', () => {
  it('names the image timing ContentImage gives a priority image', () => {
    expect(LCP_IMAGE_TIMING).toBe(CONTENT_IMAGE_TIMING);
  });

  it('starts loading the locale site the page names with the entry scripts, after the paint, once', () => {
    const page = fakePage(null, true, '/page-data/locale-site/de-de.json');
    page.paint();
    expect(page.preloads).toEqual([]);
    page.observer()!.report([{ name: 'first-contentful-paint' }]);
    // As the served head's preload was: a fetch without credentials beyond the site's own, which the app's fetch takes over.
    expect(page.preloads).toEqual([{ tag: 'link', src: '', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/page-data/locale-site/de-de.json' }]);
    expect(page.appended).toEqual(BOTH);
    page.runTimers(BOOT_WAIT_MS);
    expect(page.preloads).toHaveLength(1);
  });

  it('starts the entry scripts when the browser reports the largest image painted, once', () => {
    const page = fakePage({ complete: false }, true);
    expect(page.observer()).toMatchObject({ type: 'element', buffered: true });
    page.listeners.get('load')!();
    page.paint();
    page.paint();
    page.runTimers(0);
    page.observer()!.report([{ identifier: 'other' }]);
    expect(page.appended).toEqual([]);
    page.observer()!.report([{ identifier: LCP_IMAGE_TIMING }]);
    expect(page.appended).toEqual(BOTH);
    page.observer()!.report([{ identifier: LCP_IMAGE_TIMING }]);
    page.runTimers(BOOT_WAIT_MS);
    expect(page.appended).toEqual(BOTH);
  });

  it('on a page without such an image, starts them at the first contentful paint', () => {
    const page = fakePage(null, true);
    expect(page.observer()).toMatchObject({ type: 'paint', buffered: true });
    page.paint();
    page.paint();
    page.runTimers(0);
    page.observer()!.report([{ name: 'first-paint' }]);
    expect(page.appended).toEqual([]);
    page.observer()!.report([{ name: 'first-contentful-paint' }]);
    expect(page.appended).toEqual(BOTH);
  });

  it('starts them a while after the image loads or fails when no paint is reported (the image is out of view)', () => {
    for (const event of ['load', 'error']) {
      const page = fakePage({ complete: false }, true);
      page.listeners.get(event)!();
      page.runTimers(BOOT_IMAGE_PAINT_WAIT_MS - 1);
      expect(page.appended).toEqual([]);
      page.runTimers(BOOT_IMAGE_PAINT_WAIT_MS);
      expect(page.appended).toEqual(BOTH);
    }
    const complete = fakePage({ complete: true }, true);
    complete.runTimers(BOOT_IMAGE_PAINT_WAIT_MS);
    expect(complete.appended).toEqual(BOTH);
  });

  it('where paints are not reported, starts them two frames after the image has loaded (or at once without one)', () => {
    const page = fakePage({ complete: false }, false);
    expect(page.observer()).toBeNull();
    page.paint();
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.listeners.get('load')!();
    page.paint();
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.paint();
    page.runTimers(0);
    expect(page.appended).toEqual(BOTH);
    for (const other of [fakePage({ complete: true }, false), fakePage(null, false)]) {
      other.paint();
      other.paint();
      other.runTimers(0);
      expect(other.appended).toEqual(BOTH);
    }
  });

  it('starts them after the longest wait when nothing is painted (a hidden tab)', () => {
    for (const page of [fakePage({ complete: false }, true), fakePage(null, true), fakePage({ complete: false }, false)]) {
      page.runTimers(BOOT_WAIT_MS - 1);
      expect(page.appended).toEqual([]);
      page.runTimers(BOOT_WAIT_MS);
      expect(page.appended).toEqual(BOTH);
    }
  });

  it('before the page has hydrated, keeps a form from being sent the browser\'s way (its values in the address) and starts the entry scripts at once', () => {
    const page = fakePage({ complete: false }, true);
    expect(page.appended).toEqual([]);
    expect(page.submit({ class: 'newsletter__form' })).toBe(true);
    expect(page.appended).toEqual(BOTH);
    expect(page.submit()).toBe(true);
    expect(page.appended).toEqual(BOTH);
    page.hydrate();
    expect(page.submit()).toBe(false);
  });

  it('leaves a form that names its method or action (filters that work without the app) to the browser', () => {
    const page = fakePage({ complete: false }, true);
    expect(page.submit({ method: 'get' })).toBe(false);
    expect(page.submit({ action: '/search/' })).toBe(false);
    expect(page.appended).toEqual([]);
  });

  it('waits for the mark the app sets once hydrated', () => {
    const set: string[] = [];
    vi.stubGlobal('document', { documentElement: { setAttribute: (name: string) => set.push(name) } });
    vi.stubGlobal('navigator', {});
    try {
      onInitialClientRender();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(set).toEqual([HYDRATED_ATTRIBUTE]);
  });
});
