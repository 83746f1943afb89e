// A failed chunk load reloads the last page path (spec §2), once: a chunk that is really gone
// (the page reloaded into the same failure) does not reload again and again. Driven through the
// browser runtime's own listeners on a stand-in window.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onClientEntry, onPreRouteUpdate } from '../../src/platform/gatsby/runtime/route-runtime';

type Listener = (event: Record<string, unknown>) => void;

const globals = globalThis as Record<string, unknown>;
let listeners: Map<string, Listener[]>;
let assign: ReturnType<typeof vi.fn>;

/** Dispatches `event` to the stand-in window's listeners of `type`. */
function fire(type: string, event: Record<string, unknown>): void {
  for (const listener of listeners.get(type) ?? []) listener(event);
}

/** A sessionStorage held in memory. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, String(v)), removeItem: (k) => void map.delete(k) };
}

const chunkError = () => Object.assign(new Error('Loading chunk 532 failed.\n(error: https://trailmate.example/532-3f1c.js)'), { name: 'ChunkLoadError' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  listeners = new Map();
  assign = vi.fn();
  const element = () => ({ setAttribute: () => undefined, style: {}, hidden: false, className: '', id: '' });
  globals.window = {
    sessionStorage: memoryStorage(),
    location: { pathname: '/dog-coats/halifax-rain-shell/', assign },
    history: {},
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  globals.document = { getElementById: () => null, createElement: element, body: { appendChild: () => undefined } };
  onClientEntry();
});

afterEach(() => {
  vi.useRealTimers();
  delete globals.window;
  delete globals.document;
});

describe('a failed chunk load', () => {
  it('reloads the last page path the shopper was going to', () => {
    onPreRouteUpdate({ location: { pathname: '/dog-hammocks/' }, prevLocation: { pathname: '/dog-coats/halifax-rain-shell/' } });
    fire('unhandledrejection', { reason: chunkError() });
    expect(assign.mock.calls).toEqual([['/dog-hammocks/']]);
  });

  it('before any navigation, reloads the page on screen', () => {
    fire('error', { error: chunkError(), message: 'Uncaught ChunkLoadError' });
    expect(assign.mock.calls).toEqual([['/dog-coats/halifax-rain-shell/']]);
  });

  it('reloads once: the same failure again (a chunk that is really gone) does not reload again', () => {
    fire('unhandledrejection', { reason: chunkError() });
    vi.advanceTimersByTime(2000);
    fire('unhandledrejection', { reason: chunkError() });
    fire('error', { error: null, message: 'Loading CSS chunk styles failed.' });
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('other errors do not reload', () => {
    fire('unhandledrejection', { reason: new TypeError('Failed to fetch') });
    fire('error', { error: new Error('x is not a function'), message: 'x is not a function' });
    expect(assign).not.toHaveBeenCalled();
  });
});
