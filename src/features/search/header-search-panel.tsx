// The header's search box (loaded on first use): results as you type (debounced), a listbox the
// arrow keys move through, Enter to open a result or the search page, Escape to close.
import { navigate } from 'gatsby';
import React, { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { localizePath, FIXED_PATHS } from '../../lib/paths';
import { createSearchClient } from '../../lib/search/client';
import { indexName } from '../../lib/search/index-names';
import { reportResultClick, searchConfigOf } from './search-insights';
import { RetryAlert } from '../../components/ui/retry-alert';
import { articleHref, productHref, recordPrice, type ArticleRecord, type ProductRecord } from './search-records';

/** Wait after the last keystroke before searching. */
export const TYPE_DEBOUNCE_MS = 150;

/** One choice in the results list. */
interface Option {
  id: string;
  kind: 'product' | 'article' | 'all';
  label: string;
  detail?: string;
  href: string;
  index?: string;
  queryID?: string;
  objectID?: string;
  position?: number;
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

/** Props of HeaderSearchPanel. */
export interface HeaderSearchPanelProps {
  id: string;
  /** Closes the panel; `refocus` returns focus to the Open search button. */
  onClose(refocus: boolean): void;
}

/** The header search panel. */
export default function HeaderSearchPanel({ id, onClose }: HeaderSearchPanelProps) {
  const site = useSite();
  const t = useT();
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const client = useMemo(() => createSearchClient(searchConfigOf(site)), [site]);
  const products = indexName(site.brand.id, site.locale.language, 'products');
  const blogs = indexName(site.brand.id, site.locale.language, 'blogs');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [options, setOptions] = useState<Option[]>([]);
  const [active, setActive] = useState(-1);
  const [attempt, setAttempt] = useState(0);
  const searchPage = (q: string) => `${localizePath(site.locale.urlPath, FIXED_PATHS.search)}?query=${encodeURIComponent(q)}`;
  // In-app, also from the search page itself: it follows its address.
  const go = (href: string) => void navigate(href);

  useEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    const q = query.trim();
    setActive(-1);
    if (!q) {
      setStatus('idle');
      setOptions([]);
      return;
    }
    let current = true;
    setStatus('loading');
    const timer = window.setTimeout(() => {
      client
        .search<Record<string, unknown>>({
          requests: [
            { indexName: products, query: q, hitsPerPage: 5, clickAnalytics: true },
            { indexName: blogs, query: q, hitsPerPage: 3, clickAnalytics: true },
          ],
        })
        .then(({ results }) => {
          if (!current) return;
          const found: Option[] = [];
          results.forEach((result, r) => {
            if (!('hits' in result)) return;
            (result.hits as Record<string, unknown>[]).forEach((hit, i) => {
              const position = i + 1;
              if (r === 0) {
                const record = hit as unknown as ProductRecord;
                const href = productHref(site.locale.urlPath, record);
                if (!href) return;
                const price = recordPrice(record, site.locale.currency, site.locale.priceFormat);
                found.push({ id: `p-${record.objectID}`, kind: 'product', label: record.title, detail: price ?? undefined, href, index: products, queryID: result.queryID, objectID: record.objectID, position });
              } else {
                const record = hit as unknown as ArticleRecord;
                const href = articleHref(site.locale.urlPath, site.brand.blogPath, record);
                if (!href) return;
                found.push({ id: `a-${record.objectID}`, kind: 'article', label: record.title, detail: t('searchArticles'), href, index: blogs, queryID: result.queryID, objectID: record.objectID, position });
              }
            });
          });
          if (found.length) found.push({ id: 'all', kind: 'all', label: t('searchSeeAll', { query: q }), href: searchPage(q) });
          setOptions(found);
          setStatus('ready');
        })
        .catch(() => {
          if (current) setStatus('error');
        });
    }, TYPE_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // searchPage and t follow site, which is in client.
  }, [query, attempt, client, products, blogs, site]); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = (option: Option) => {
    if (option.kind !== 'all' && option.index && option.objectID) {
      reportResultClick(site, { index: option.index, queryID: option.queryID, objectID: option.objectID, position: option.position, kind: option.kind });
    }
    onClose(false);
    go(option.href);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    }
  };

  const expanded = status === 'ready' && options.length > 0;
  const activeOption = active >= 0 ? options[active] : undefined;
  return (
    <div
      id={id}
      className="header-search__panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose(true);
      }}
    >
      <form
        role="search"
        className="header-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (activeOption) return choose(activeOption);
          const q = query.trim();
          if (!q) return;
          onClose(false);
          go(searchPage(q));
        }}
      >
        <label htmlFor={inputId}>{t('searchPlaceholder')}</label>
        <div className="header-search__row">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="button">
            {t('search')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => onClose(true)}>
            {t('closeSearch')}
          </button>
        </div>
      </form>
      <p role="status" aria-live="polite" className="note">
        {status === 'loading'
          ? t('searchLoading')
          : status === 'ready'
            ? options.length
              ? t('searchResultCount', { count: options.length - 1 })
              : t('noResults')
            : ''}
      </p>
      {status === 'error' ? (
        <RetryAlert className="search__error" message={t('searchUnavailable')} retryLabel={t('tryAgain')} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      <ul id={listId} role="listbox" aria-label={t('searchSuggestions')} className="header-search__list" hidden={!expanded}>
        {options.map((option, i) => (
          <li
            key={option.id}
            id={`${listId}-${option.id}`}
            role="option"
            aria-selected={i === active}
            className="header-search__option"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
          >
            <span>{option.label}</span>
            {option.detail ? <span className="note"> {option.detail}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
