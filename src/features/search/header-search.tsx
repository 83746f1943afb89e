// The header's "Open search" control. Only this button ships with the page: the search box and the
// search door load on the first hover, focus or click. It also hands add-to-cart events and
// checked-out carts to search analytics (loaded only then) so conversions can name their search.
import React, { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { onCartCompleted, onLinesAdded } from '../../lib/cart/cart-state';
import { SearchIcon } from '../../components/ui/icons';

const loadPanel = () => import(/* webpackChunkName: "header-search" */ './header-search-panel');
const HeaderSearchPanel = lazy(loadPanel);

/** The search button and, once opened, the search box with results as you type. */
export function HeaderSearch() {
  const site = useSite();
  const t = useT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(
    () =>
      onLinesAdded((added) => {
        void import(/* webpackChunkName: "search-insights" */ './search-insights')
          .then((m) => m.reportLinesAdded(site, added))
          .catch(() => undefined);
      }),
    [site],
  );
  useEffect(
    () =>
      onCartCompleted((completed) => {
        void import(/* webpackChunkName: "search-insights" */ './search-insights')
          .then((m) => m.reportCartCompleted(site, completed))
          .catch(() => undefined);
      }),
    [site],
  );

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  return (
    <div className="header-search">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={t('openSearch')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadPanel().catch(() => undefined)}
        onFocus={() => void loadPanel().catch(() => undefined)}
        onClick={() => setOpen((value) => !value)}
      >
        <SearchIcon />
      </button>
      {open ? (
        <Suspense
          fallback={
            <div id={panelId} className="header-search__panel">
              <p role="status" className="note">
                {t('searchLoading')}
              </p>
            </div>
          }
        >
          <HeaderSearchPanel id={panelId} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
