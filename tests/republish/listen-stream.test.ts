// The listen stream of the republisher and the previewer: changed ids are handed on, the welcome is
// logged, a failed stream is subscribed again after its pause, and close ends the stream and any
// pending retry.
import type { SanityClient } from '@sanity/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForChanges } from '../../scripts/republish/listen-stream';

type Observer = { next: (event: { type: string; documentId?: string }) => void; error: (error: unknown) => void };

/** A client whose listen streams are driven by the test: each subscription is one entry of `streams`. */
function drivenClient() {
  const streams: { observer: Observer; closed: boolean }[] = [];
  const client = {
    listen: () => ({
      subscribe(observer: Observer) {
        const stream = { observer, closed: false };
        streams.push(stream);
        return { unsubscribe: () => void (stream.closed = true) };
      },
    }),
  } as unknown as SanityClient;
  return { client, streams };
}

afterEach(() => vi.useRealTimers());

describe('listenForChanges', () => {
  it('hands on changed ids, and after a failure subscribes again once the pause has passed', () => {
    vi.useFakeTimers();
    const { client, streams } = drivenClient();
    const changed: string[] = [];
    const lines: string[] = [];
    const listener = listenForChanges(client, '*', { label: '[test]', listening: 'listening', log: (line) => lines.push(line), onChange: (id) => changed.push(id), retryMs: 5000 });
    streams[0]!.observer.next({ type: 'welcome' });
    streams[0]!.observer.next({ type: 'mutation', documentId: 'product-1' });
    expect(changed).toEqual(['product-1']);
    expect(lines).toEqual(['[test] listening']);

    streams[0]!.observer.error(new Error('socket hang up'));
    expect(lines.at(-1)).toBe('[test] listen stream failed (socket hang up); retrying in 5 s');
    vi.advanceTimersByTime(4999);
    expect(streams).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(streams).toHaveLength(2);
    streams[1]!.observer.next({ type: 'mutation', documentId: 'drafts.product-2' });
    expect(changed).toEqual(['product-1', 'drafts.product-2']);

    listener.close();
    expect(streams[1]!.closed).toBe(true);
  });

  it('closed while waiting to retry, it subscribes no more', () => {
    vi.useFakeTimers();
    const { client, streams } = drivenClient();
    const listener = listenForChanges(client, '*', { label: '[test]', listening: 'listening', log: () => undefined, onChange: () => undefined });
    streams[0]!.observer.error(new Error('down'));
    listener.close();
    vi.advanceTimersByTime(60_000);
    expect(streams).toHaveLength(1);
  });
});
