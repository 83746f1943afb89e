// The search page's island: a plain search form ships with the page; the results (InstantSearch and
// the search door) load right after first paint, or at once when the shopper reaches for the form.
import React, { Component, Suspense, lazy, startTransition, useCallback, useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { formatWholeMoney } from '../../lib/i18n';
import { trackEvent } from '../../lib/analytics/track';
import { reportError } from '../../lib/errors/early';
import type { SearchSummary } from './search-results';
import { focusAtEnd, type SearchDraft } from './search-draft';

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
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // What the shopper typed in the shipped form, handed from it to the loading form and then the results' own.
  const draft = useRef<SearchDraft>({ text: '', focused: false });
  // GA4's search event for each query the page shows.
  const term = new URLSearchParams(search ?? '').get('query')?.trim() ?? '';
  useEffect(() => {
    if (term) trackEvent('search', { search_term: term });
  }, [term]);
  // One lasting box holds the form, then the results: it keeps its room while InstantSearch starts
  // (it renders nothing for a moment), so the footer never jumps up and back.
  if (!start)
    return (
      <div className="search-page">
        <SearchFormShell draft={draft} onInteract={() => setStart(true)} />
      </div>
    );
  return (
    <div className="search-page">
      <LoadBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<SearchFormShell draft={draft} loading />}>
          <Results onSummary={onSummary} search={search} draft={draft} />
        </Suspense>
      </LoadBoundary>
    </div>
  );
}

/**
 * The form as the HTML ships it: a GET form to this page, usable before the results load. What the
 * shopper types in it (even before the page's code runs) goes on to the form that replaces it, in `draft`.
 */
function SearchFormShell({ draft, loading, onInteract }: { draft: MutableRefObject<SearchDraft>; loading?: boolean; onInteract?: () => void }) {
  const t = useT();
  const id = useId();
  const field = useRef<HTMLInputElement | null>(null);
  // Called with null as React takes the field away, while it is still in the page (and maybe focused).
  const track = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) field.current = node;
      else if (field.current) draft.current = { text: field.current.value, focused: document.activeElement === field.current };
    },
    [draft],
  );
  useEffect(() => {
    // A form shown in place of another goes on from what the shopper typed there.
    if (!field.current) return;
    if (draft.current.text) field.current.value = draft.current.text;
    if (draft.current.focused) focusAtEnd(field.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as it replaces the other
  }, []);
  return (
    <div className="search">
      <form role="search" method="get" className="collection__toolbar" onFocus={onInteract} onPointerDown={onInteract}>
        <div className="field">
          <label htmlFor={id}>{t('searchPlaceholder')}</label>
          <input ref={track} id={id} type="search" name="query" />
        </div>
        <button type="submit" className="button">
          {t('search')}
        </button>
      </form>
      <p role="status" aria-live="polite" className="note search__status">
        {loading ? t('searchLoading') : ''}
      </p>
    </div>
  );
}

/** Shows the spec's unavailable message and a retry when the results' code cannot load. */
class LoadBoundary extends Component<{ children: React.ReactNode; onRetry(): void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Search could not load', error);
    reportError(error);
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
