// The prefetch helper swapped in for Gatsby's: the loader reads a prefetched page's page-data.json
// itself right after asking for the prefetch, so the helper makes no request of its own for it;
// JS chunks are still prefetched.
import { afterEach, describe, expect, it } from 'vitest';
import prefetch, { isLoaderFetched } from '../../src/platform/gatsby/runtime/prefetch';

/** A stand-in for the browser's XMLHttpRequest (there is none in Node) that answers 200 at once. */
class RecordingRequest {
  static opened: string[] = [];
  status = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string): void {
    this.url = url;
    RecordingRequest.opened.push(url);
  }
  send(): void {
    this.status = 200;
    queueMicrotask(() => this.onload?.());
  }
}

const globals = globalThis as { XMLHttpRequest?: unknown };

afterEach(() => {
  delete globals.XMLHttpRequest;
  RecordingRequest.opened = [];
});

describe('prefetched page-data files are requested once, by the loader', () => {
  it('recognises page-data files, not chunks or app-data', () => {
    expect(isLoaderFetched('/page-data/dog-coats/page-data.json')).toBe(true);
    expect(isLoaderFetched('/page-data/index/page-data.json?v=1')).toBe(true);
    expect(isLoaderFetched('/component---src-templates-product-tsx-5f1c2.js')).toBe(false);
    expect(isLoaderFetched('/page-data/app-data.json')).toBe(false);
  });

  it('a page-data prefetch resolves without a request of its own', async () => {
    globals.XMLHttpRequest = RecordingRequest;
    await prefetch('/page-data/harnesses/page-data.json', { crossOrigin: 'anonymous', as: 'fetch' });
    expect(RecordingRequest.opened).toEqual([]);
  });

  it('a chunk is still prefetched, once', async () => {
    globals.XMLHttpRequest = RecordingRequest;
    await prefetch('/component---src-templates-collection-tsx-0a1b2.js');
    await prefetch('/component---src-templates-collection-tsx-0a1b2.js');
    expect(RecordingRequest.opened).toEqual(['/component---src-templates-collection-tsx-0a1b2.js']);
  });
});
