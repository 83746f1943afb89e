// The spec's page-data loading (GET /page-data/{page}/page-data.json; a 404 falls back to the 404
// page, a 500 to the 500 page, other failures are retried up to 3 times; HEAD on the page path when
// not found) is what Gatsby's production loader does; the site relies on it and builds the 404 and
// 500 pages it falls back to. This drives the installed loader with a stand-in for XMLHttpRequest,
// so an upgrade that changes the policy fails here.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

interface Answer {
  status: number;
  body?: unknown;
}

/** A stand-in for the browser's XMLHttpRequest (there is none in Node) answering from a table of `METHOD url`. */
class AnsweringRequest {
  static answers: (key: string, count: number) => Answer = () => ({ status: 404 });
  static sent: string[] = [];
  readyState = 0;
  status = 0;
  responseText = '';
  onreadystatechange: (() => void) | null = null;
  private key = '';
  open(method: string, url: string): void {
    this.key = `${method} ${url}`;
  }
  send(): void {
    AnsweringRequest.sent.push(this.key);
    const answer = AnsweringRequest.answers(this.key, AnsweringRequest.sent.filter((k) => k === this.key).length);
    queueMicrotask(() => {
      this.readyState = 4;
      this.status = answer.status;
      this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
      this.onreadystatechange?.();
    });
  }
}

type Loaded = { status: string; notFound?: boolean; internalServerError?: boolean; payload?: { path: string } };
type Loader = { loadPageDataJson(path: string): Promise<Loaded> };
let newLoader: () => Loader;

const globals = globalThis as Record<string, unknown>;

beforeAll(async () => {
  // What Gatsby's webpack defines for a site served from the root.
  globals.__PATH_PREFIX__ = '';
  globals.__BASE_PATH__ = '';
  // @ts-expect-error Gatsby ships its browser runtime (cache-dir) without types.
  const { ProdLoader } = (await import('gatsby/cache-dir/loader.js')) as unknown as { ProdLoader: new (requires: unknown, matchPaths: unknown[]) => Loader };
  newLoader = () => new ProdLoader({ components: {} }, []);
});

afterEach(() => {
  delete globals.XMLHttpRequest;
  AnsweringRequest.sent = [];
});

/** Serves `table` (`METHOD url` → answer), a 404 for everything else. */
function serve(table: Record<string, Answer | ((count: number) => Answer)>): void {
  AnsweringRequest.answers = (key, count) => {
    const answer = table[key];
    return typeof answer === 'function' ? answer(count) : (answer ?? { status: 404 });
  };
  globals.XMLHttpRequest = AnsweringRequest;
}

const pageData = (path: string) => ({ status: 200, body: { path, componentChunkName: 'component---src-templates-collection-tsx', result: {} } });

describe('page data of a route', () => {
  it('is read with GET /page-data/{page}/page-data.json', async () => {
    serve({ 'GET /page-data/dog-coats/page-data.json': pageData('/dog-coats/') });
    const loaded = await newLoader().loadPageDataJson('/dog-coats/');
    expect(loaded).toMatchObject({ status: 'success', payload: { path: '/dog-coats/' } });
    expect(AnsweringRequest.sent).toEqual(['GET /page-data/dog-coats/page-data.json']);
  });

  it('not found: falls back to the 404 page, after a HEAD on the page path finds no page either', async () => {
    serve({ 'GET /page-data/404.html/page-data.json': pageData('/404.html') });
    const loaded = await newLoader().loadPageDataJson('/no-such-page/');
    expect(loaded).toMatchObject({ status: 'success', notFound: true, payload: { path: '/404.html' } });
    expect(AnsweringRequest.sent).toEqual(['GET /page-data/no-such-page/page-data.json', 'GET /page-data/404.html/page-data.json', 'HEAD /no-such-page/']);
  });

  it('not found, but the HEAD finds a page (a page outside the app): the browser is sent to it instead', async () => {
    serve({ 'GET /page-data/404.html/page-data.json': pageData('/404.html'), 'HEAD /first-aid-guide.pdf': { status: 200 } });
    const loaded = await newLoader().loadPageDataJson('/first-aid-guide.pdf');
    expect(loaded).toEqual({ status: 'error' });
  });

  it('a server error falls back to the 500 page', async () => {
    serve({ 'GET /page-data/dog-coats/page-data.json': { status: 500 }, 'GET /page-data/500.html/page-data.json': pageData('/500.html') });
    const loaded = await newLoader().loadPageDataJson('/dog-coats/');
    expect(loaded).toMatchObject({ status: 'success', internalServerError: true, payload: { path: '/500.html' } });
    expect(AnsweringRequest.sent).toEqual(['GET /page-data/dog-coats/page-data.json', 'GET /page-data/500.html/page-data.json']);
  });

  it('other failures are retried up to 3 times, then the load fails', async () => {
    serve({ 'GET /page-data/dog-coats/page-data.json': { status: 503 } });
    const loaded = await newLoader().loadPageDataJson('/dog-coats/');
    expect(loaded.status).toBe('error');
    expect(AnsweringRequest.sent).toEqual(Array(4).fill('GET /page-data/dog-coats/page-data.json'));
  });

  it('a retry that succeeds loads the page', async () => {
    serve({ 'GET /page-data/dog-coats/page-data.json': (count) => (count < 3 ? { status: 0 } : pageData('/dog-coats/')) });
    const loaded = await newLoader().loadPageDataJson('/dog-coats/');
    expect(loaded).toMatchObject({ status: 'success', payload: { path: '/dog-coats/' } });
    expect(AnsweringRequest.sent).toHaveLength(3);
  });
});
