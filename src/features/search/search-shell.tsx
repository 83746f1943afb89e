// The search form; the query comes from `?query=` (read after mount so the built HTML matches).
import React, { useEffect, useId, useState } from 'react';
import { useT } from '../../components/site/site-provider';

/** Search input that submits to the same page with `query`. */
export function SearchShell() {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState('');
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('query') ?? '';
    setQuery(value);
    setSubmitted(value);
  }, []);
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
