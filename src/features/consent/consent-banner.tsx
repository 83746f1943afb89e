// The first-visit banner of markets that ask before tracking, in the served HTML so it paints with the
// page rather than as a late largest paint after React starts. It is built hidden; the inline script
// right after it shows it before first paint when no choice is stored (the check readConsent makes).
// React then takes it over: shown while the store says so, with buttons enabled once hydrated.
import React, { useId } from 'react';
import { useT } from '../../components/site/site-provider';
import { CONSENT_STORAGE_KEY } from '../../lib/analytics/consent';
import { useConsentState } from '../../lib/analytics/consent-state';
import { ALL, NONE, saveChoice } from './save-choice';

/** Shows the element before the script unless a valid stored choice exists. Static code, no content. */
export const SHOW_BANNER_SCRIPT = `(function(s){var b=s&&s.previousElementSibling;try{var v=JSON.parse(localStorage.getItem(${JSON.stringify(
  CONSENT_STORAGE_KEY,
)})||"null");if(v&&v.version===1&&typeof v.analytics==="boolean"&&typeof v.marketing==="boolean"&&typeof v.decidedAt==="string")return}catch(e){}if(b)b.hidden=false})(document.currentScript)`;

/**
 * The banner: a non-modal dialog over the page's bottom edge (it shifts nothing). `shown` is null
 * until the page is hydrated (the markup then stays as built and as the script left it).
 */
export function ConsentBanner({ shown }: { shown: boolean | null }) {
  const t = useT();
  const headingId = useId();
  const textId = useId();
  const ready = shown !== null;
  return (
    <>
      <section role="dialog" aria-modal="false" aria-labelledby={headingId} aria-describedby={textId} className="consent-banner" hidden={shown !== true}>
        <h2 id={headingId} className="consent-banner__heading">
          {t('consent_bannerTitle')}
        </h2>
        <p id={textId}>{t('consent_intro')}</p>
        <div className="button-row">
          {/* Enabled once React runs them: a click before that would do nothing. */}
          <button type="button" className="button" disabled={!ready} onClick={() => saveChoice(ALL)}>
            {t('consent_acceptAll')}
          </button>
          <button type="button" className="button" disabled={!ready} onClick={() => saveChoice(NONE)}>
            {t('consent_rejectAll')}
          </button>
          <button type="button" className="button button--secondary" disabled={!ready} aria-haspopup="dialog" onClick={() => useConsentState.setState({ settingsOpen: true })}>
            {t('cookieSettings')}
          </button>
        </div>
      </section>
      {/* React never runs it again (hydration and client renders leave scripts inert). */}
      <script dangerouslySetInnerHTML={{ __html: SHOW_BANNER_SCRIPT }} />
    </>
  );
}
