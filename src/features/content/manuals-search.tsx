// The manuals page's list and its search: the list of the page's language ships as HTML; the filter
// (./manuals-filter) loads after first paint, or at once when the shopper reaches for the form, and
// then narrows the list as the shopper types or picks a language. The form stays the same element
// throughout, so typing before the filter has loaded loses nothing; what was typed before the page's
// code ran is taken over when it runs.
import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../components/site/site-provider';
import type { ManualView } from '../../lib/content/page-types';
import { onIdleAfterPaint } from '../../lib/timing/idle';
import type { filterManuals } from './manuals-filter';

const loadFilter = () => import(/* webpackChunkName: "manuals-filter" */ './manuals-filter');

/** Props of ManualsSearch. */
export interface ManualsSearchProps {
  manuals: ManualView[];
  languages: { code: string; label: string }[];
  /** The language filter's first choice (empty: all languages). */
  defaultLanguage: string;
}

/** The search form, the count or the empty state, and the manuals that match. */
export function ManualsSearch({ manuals, languages, defaultLanguage }: ManualsSearchProps) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const [language, setLanguage] = useState(defaultLanguage);
  const [filter, setFilter] = useState<typeof filterManuals | null>(null);
  const loading = useRef(false);
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadFilter().then(
      (module) => setFilter(() => module.filterManuals),
      (error: unknown) => {
        // Without its code the list stays as the page shipped it; the next interaction tries again.
        loading.current = false;
        console.error('The manuals filter could not be loaded', error);
      },
    );
  }, []);
  useEffect(() => onIdleAfterPaint(load), [load]);
  // What the shopper typed or picked on the served page before its code ran is taken over once, before
  // a render would put back the form the page was built with.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!form.current) return;
    const entered = new FormData(form.current);
    const typed = String(entered.get('query') ?? '');
    const picked = String(entered.get('language') ?? defaultLanguage);
    if (typed) setQuery(typed);
    if (picked !== defaultLanguage && (picked === '' || languages.some((l) => l.code === picked))) setLanguage(picked);
    if (typed || picked !== defaultLanguage) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the served form
  }, []);
  const shown = filter ? filter(manuals, { query, language }) : manuals.filter((manual) => !defaultLanguage || manual.language === defaultLanguage);
  return (
    <div className="manuals">
      <form ref={form} role="search" className="collection__toolbar" aria-label={t('manualsTitle')} onSubmit={(event) => event.preventDefault()} onFocus={load} onPointerDown={load}>
        <div className="field">
          <label htmlFor={`${id}-query`}>{t('manualsSearchLabel')}</label>
          <input id={`${id}-query`} type="search" name="query" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-language`}>{t('manualsLanguageLabel')}</label>
          <select id={`${id}-language`} name="language" value={language} onChange={(event) => setLanguage(event.target.value)}>
            <option value="">{t('manualsAllLanguages')}</option>
            {languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p role="status" className="note manuals__status">
        {shown.length ? t('manualsCount', { count: shown.length }) : t('manualsNoMatch')}
      </p>
      {shown.length ? (
        <ul className="grid manuals__list">
          {shown.map((manual) => (
            <li key={manual.key} className="card">
              <h2>{manual.product}</h2>
              <p className="card__meta">{manual.languageLabel}</p>
              <p>
                <a className="manuals__file" href={manual.href} lang={manual.language} type="application/pdf">
                  {manual.title}
                </a>{' '}
                <span className="card__meta">({manual.sizeLabel ? t('manualsFile', { size: manual.sizeLabel }) : 'PDF'})</span>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
