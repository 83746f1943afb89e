// The lake's listen stream as the republisher and the previewer hold it: the ids of changed documents
// handed on one by one, a failed stream subscribed again after a pause, and a close that ends both.
import type { MutationEvent, SanityClient } from '@sanity/client';

/** What a listener is told and how it logs; `label` starts each log line ("[republish]"). */
export interface ListenOptions {
  label: string;
  /** Logged when the stream is open. */
  listening: string;
  log: (line: string) => void;
  onChange: (documentId: string) => void;
  /** Pause before subscribing again after the stream failed (5 s). */
  retryMs?: number;
}

/** Subscribes to `query`'s changes until closed. */
export function listenForChanges(client: SanityClient, query: string, { label, listening, log, onChange, retryMs = 5000 }: ListenOptions): { close(): void } {
  let subscription: { unsubscribe(): void } | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  const subscribe = () => {
    subscription = client
      .listen(query, {}, { includeResult: false, includeMutations: false, visibility: 'query', events: ['welcome', 'mutation'] })
      .subscribe({
        next: (event) => {
          if (event.type === 'welcome') log(`${label} ${listening}`);
          if (event.type === 'mutation') onChange((event as MutationEvent).documentId);
        },
        error: (error: unknown) => {
          if (closed) return;
          log(`${label} listen stream failed (${error instanceof Error ? error.message : String(error)}); retrying in ${retryMs / 1000} s`);
          retry = setTimeout(subscribe, retryMs);
        },
      });
  };
  subscribe();
  return {
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      subscription?.unsubscribe();
    },
  };
}
