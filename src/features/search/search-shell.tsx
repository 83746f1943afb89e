// The search form; the query comes from `?query=` (read after mount so the built HTML matches, and
// again whenever the address's search changes).
import React, { useEffect, useId, useState } from 'react';
import { useT } from '../../components/site/site-provider';

/** Props of SearchShell. */
export interface SearchShellProps {
  /** The router's search (`?query=…`): the query is read again from the address when it changes. */
  search?: string;
}

/** Search input that submits to the same page with `query`. */
export function SearchShell({ search }: SearchShellProps) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState('');
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('query') ?? '';
    setQuery(value);
    setSubmitted(value);
  }, [search]);
  return (
    <>
      <form role="search" method="get" className="collection__toolbar" onSubmit={() => setSubmitted(query)}>
        <div className="field">
          <label htmlFor={id}>{t('searchPlaceholder')}</label>
          <input id={id} type="search" name="query" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <button type="submit" className="button">
          {t('search')}
        </button>
      </form>
      <p role="status" aria-live="polite">
        {submitted ? t('searchUnavailable') : ''}
      </p>
    </>
  );
}
