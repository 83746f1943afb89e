import { assert, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS } from '../../src/lib/timing/idle';
import { MAX_BUFFERED, reportError, resetErrorReporting, setErrorPage, startErrorReporting, type BufferedError, type ErrorSink } from '../../src/lib/errors/early';

/** A page context as wrapPageElement hands it on (the SDK reads its site and template). */
const scope = (template: string) => ({ template, site: { brand: { id: 'trailmate' } } });
type Page = ReturnType<typeof scope>;

/** A window stand-in: the global event target, document state and idle callbacks the module uses. */
const target = new EventTarget();
let idle: (() => void)[] = [];
const g = globalThis as Record<string, unknown>;

function fire(type: 'error' | 'unhandledrejection', init: Record<string, unknown>): void {
  target.dispatchEvent(Object.assign(new Event(type), init));
}

/** A fake SDK recording what it is given; `ready` settles the import. */
function fakeSdk() {
  const started: { scope: Page; buffered: BufferedError[] }[] = [];
  const captured: BufferedError[] = [];
  const scopes: Page[] = [];
  let settle!: () => void;
  const loaded = new Promise<void>((resolve) => (settle = resolve));
  const load = vi.fn(async () => {
    await loaded;
    return {
      start(s: unknown, buffered: BufferedError[]): ErrorSink {
        started.push({ scope: s as Page, buffered });
        return { capture: (item) => captured.push(item), scope: (next) => scopes.push(next as Page) };
      },
    };
  });
  return { load, started, captured, scopes, settle };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  idle = [];
  g.addEventListener = target.addEventListener.bind(target);
  g.removeEventListener = target.removeEventListener.bind(target);
  g.document = { readyState: 'loading' };
  g.requestIdleCallback = (run: () => void) => idle.push(run);
  g.window = g;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  resetErrorReporting();
  vi.useRealTimers();
  for (const name of ['addEventListener', 'removeEventListener', 'document', 'requestIdleCallback', 'window']) delete g[name];
});

describe('early error buffer', () => {
  it('loads nothing on its own until the loaded page has settled and the browser is idle', async () => {
    const sdk = fakeSdk();
    startErrorReporting(sdk.load);
    setErrorPage(scope('home'));
    await flush();
    expect(sdk.load).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(sdk.load).toHaveBeenCalledTimes(1);
    sdk.settle();
    await flush();
    expect(sdk.started).toEqual([{ scope: scope('home'), buffered: [] }]);
  });

  it('loads the SDK when the first page renders after the idle moment', async () => {
    const sdk = fakeSdk();
    startErrorReporting(sdk.load);
    target.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SETTLE_MS);
    const [runIdle] = idle;
    assert.isDefined(runIdle, 'no idle callback was asked for');
    runIdle();
    expect(sdk.load).not.toHaveBeenCalled();
    setErrorPage(scope('product'));
    expect(sdk.load).toHaveBeenCalledTimes(1);
    sdk.settle();
    await flush();
    expect(sdk.started).toEqual([{ scope: scope('product'), buffered: [] }]);
  });

  it('loads the SDK at the first error and hands it what was buffered, in order', async () => {
    const sdk = fakeSdk();
    startErrorReporting(sdk.load);
    setErrorPage(scope('account'));
    const first = new TypeError('a is not a function');
    fire('error', { error: first, message: first.message });
    expect(sdk.load).toHaveBeenCalledTimes(1);
    fire('unhandledrejection', { reason: 'rejected' });
    fire('error', { error: null, message: 'Script error.' });
    sdk.settle();
    await flush();
    expect(sdk.load).toHaveBeenCalledTimes(1);
    expect(sdk.started[0]?.buffered).toEqual([
      { error: first, source: 0 },
      { error: 'rejected', source: 1 },
      { error: 'Script error.', source: 0 },
    ]);
    // From now on the SDK's own handlers see window errors; this module no longer notes them.
    fire('error', { error: new Error('later') });
    expect(sdk.captured).toEqual([]);
    // Boundaries still report through it.
    const caught = new Error('boundary');
    reportError(caught);
    expect(sdk.captured).toEqual([{ error: caught, source: 2 }]);
  });

  it('waits for the first page to name its scope before loading', async () => {
    const sdk = fakeSdk();
    startErrorReporting(sdk.load);
    fire('error', { error: new Error('before the page rendered') });
    expect(sdk.load).not.toHaveBeenCalled();
    setErrorPage(scope('product'));
    expect(sdk.load).toHaveBeenCalledTimes(1);
    sdk.settle();
    await flush();
    expect(sdk.started[0]?.scope.template).toBe('product');
    expect(sdk.started[0]?.buffered).toHaveLength(1);
    setErrorPage(scope('collection'));
    expect(sdk.scopes.map((s) => s.template)).toEqual(['collection']);
  });

  it(`keeps at most ${MAX_BUFFERED} errors`, async () => {
    const sdk = fakeSdk();
    startErrorReporting(sdk.load);
    setErrorPage(scope('home'));
    for (let i = 0; i < MAX_BUFFERED + 5; i += 1) fire('error', { error: new Error(`e${i}`) });
    sdk.settle();
    await flush();
    expect(sdk.started[0]?.buffered).toHaveLength(MAX_BUFFERED);
  });

  it('tries again at the next error when the SDK could not be loaded', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({
      start: (_s: unknown, buffered: BufferedError[]): ErrorSink => {
        seen.push(...buffered);
        return { capture: () => undefined, scope: () => undefined };
      },
    });
    const seen: BufferedError[] = [];
    startErrorReporting(load);
    setErrorPage(scope('home'));
    fire('error', { error: new Error('one') });
    await flush();
    fire('error', { error: new Error('two') });
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(seen.map((s) => (s.error as Error).message)).toEqual(['one', 'two']);
  });
});
