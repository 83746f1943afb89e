// The search page's island: a plain search form ships with the page; the results (InstantSearch and
// the search door) load right after first paint, or at once when the shopper reaches for the form.
// The form stays the same element throughout (the results search through it once loaded), so what
// the shopper types, even before the page's code has run, and where the focus is are never lost.
import React, { Component, Suspense, lazy, startTransition, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { formatWholeMoney } from '../../lib/i18n';
import { trackEvent } from '../../lib/analytics/track';
import { reportError } from '../../lib/errors/early';
import type { SearchBox, SearchSummary } from './search-results';

const loadResults = () => import(/* webpackChunkName: "search-results" */ './search-results');

/** Props of SearchPage. */
export interface SearchPageProps {
  /** Told the query and result count once results are shown (null while loading or failed). */
  onSummary(summary: SearchSummary | null): void;
  /** The router's search (`?query=…`); the results follow it when it changes. */
  search?: string;
}

/** The search page body. */
export function SearchPage({ onSummary, search }: SearchPageProps) {
  const site = useSite();
  const [start, setStart] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const Results = React.useMemo(() => lazy(loadResults), [attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    // After first paint, so the page's own code and HTML come first; as a transition, so React
    // renders the results in slices that yield to the browser instead of in one long task.
    // First, in a task of its own, the page's first currency format: it costs the browser its
    // locale's currency data (about 15 ms on a fast phone), which would otherwise be part of the
    // results' first render (the price filters' labels, the cards' prices) and make it a long task.
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        formatWholeMoney(0, site.locale.currency, site.locale.priceFormat);
        timer = window.setTimeout(() => startTransition(() => setStart(true)), 0);
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [site.locale.currency, site.locale.priceFormat]);
  const retry = useCallback(() => {
    setLoadFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  const t = useT();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // The results' status line (count, no results, loading), once they are shown.
  const [status, setStatus] = useState<string | null>(null);
  // How the results search, once loaded; a query submitted before that is searched when they are.
  const box = useRef<SearchBox | null>(null);
  const pending = useRef<string | null>(null);
  const connect = useCallback((connected: SearchBox | null) => {
    box.current = connected;
    if (connected && pending.current !== null) connected.refine(pending.current);
    if (connected) pending.current = null;
  }, []);
  // The field shows the results' query when it changes under it (Back, the header search); the text a
  // shopper typed before the results loaded stays until then.
  const shownQuery = useRef<string | null>(null);
  const showQuery = useCallback((query: string) => {
    const first = shownQuery.current === null;
    if (query === shownQuery.current) return;
    shownQuery.current = query;
    if (field.current && !(first && field.current.value)) field.current.value = query;
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Without the results' code the form does what HTML does: it opens this page with the query.
    if (loadFailed) return;
    event.preventDefault();
    const query = field.current?.value.trim() ?? '';
    if (box.current) box.current.refine(query);
    else {
      pending.current = query;
      setStart(true);
    }
  };
  // GA4's search event for each query the page shows.
  const term = new URLSearchParams(search ?? '').get('query')?.trim() ?? '';
  useEffect(() => {
    if (term) trackEvent('search', { search_term: term });
  }, [term]);
  // One lasting box holds the form and then the results: it keeps its room while InstantSearch starts
  // (it renders nothing for a moment), so the footer never jumps up and back.
  return (
    <div className="search-page">
      <div className="search">
        <form role="search" method="get" className="collection__toolbar" onSubmit={submit} onFocus={() => setStart(true)} onPointerDown={() => setStart(true)}>
          <div className="field">
            <label htmlFor={id}>{t('searchPlaceholder')}</label>
            <input ref={field} id={id} type="search" name="query" />
          </div>
          <button type="submit" className="button">
            {t('search')}
          </button>
        </form>
        <p role="status" aria-live="polite" className="note search__status">
          {status ?? (start && !loadFailed ? t('searchLoading') : '')}
        </p>
        {start ? (
          <LoadBoundary key={attempt} onRetry={retry} onFailed={() => setLoadFailed(true)}>
            <Suspense fallback={null}>
              <Results onSummary={onSummary} onStatus={setStatus} connect={connect} showQuery={showQuery} search={search} />
            </Suspense>
          </LoadBoundary>
        ) : null}
      </div>
    </div>
  );
}

/** Shows the spec's unavailable message and a retry when the results' code cannot load. */
class LoadBoundary extends Component<{ children: React.ReactNode; onRetry(): void; onFailed(): void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Search could not load', error);
    reportError(error);
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? <LoadFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <div role="alert" className="search__error">
      <p>{t('searchUnavailable')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
