// Country/location picker: a native disclosure (<details>) listing every locale of the brand as
// links to the same page under that locale, or, where the build has no such page (a product not sold
// there), to the nearest one it has (site.pickerPaths). A link to the same page keeps what a listing
// shows (the search page's ?query=, sort and filters), read from the address when the list is used,
// as the search page rewrites its address without a render. Works with keyboard and without JavaScript.
import React, { useState } from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { keptSearch, localeSwitchPath, withSearch } from '../../lib/paths/picker-target';

/** The picker; the current locale is marked with aria-current. */
export function LocalePicker() {
  const site = useSite();
  const t = useT();
  const current = site.locale;
  const [search, setSearch] = useState('');
  const readAddress = () => setSearch(keptSearch(window.location.search));
  const hrefOf = (locale: (typeof site.locales)[number]) =>
    site.pickerPaths?.[locale.id] ?? withSearch(localeSwitchPath(locale.urlPath, site.pagePath), search);
  return (
    <details
      className="locale-picker"
      onToggle={readAddress}
      onFocusCapture={readAddress}
      onPointerDownCapture={readAddress}
      onKeyDown={(event) => {
        // Escape closes the open list and returns focus to its summary.
        const details = event.currentTarget;
        if (event.key === 'Escape' && details.open) {
          details.open = false;
          details.querySelector('summary')?.focus();
        }
      }}
    >
      <summary>
        {t('countryLocationCurrent', { location: `${current.title} (${current.currency})` })}
      </summary>
      <ul className="locale-picker__list" aria-label={t('chooseCountryLocation')}>
        {site.locales.map((locale) => (
          <li key={locale.id}>
            <a
              href={hrefOf(locale)}
              hrefLang={locale.language}
              lang={locale.language}
              aria-current={locale.id === current.id ? 'true' : undefined}
            >
              {locale.title} ({locale.currency})
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
