// The consent manager's screens, loaded after first paint: the first-visit banner (markets that ask
// before tracking) and the cookie settings dialog with the necessary, analytics and marketing choices.
import React, { useCallback, useEffect, useId, useState } from 'react';
import { useT } from '../../components/site/site-provider';
import { Modal } from '../../components/ui/modal';
import { writeConsent, type ConsentChoice } from '../../lib/analytics/consent';
import { updateConsent } from '../../lib/analytics/data-layer';
import { notifyConsentChange, useConsentState } from '../../lib/analytics/consent-state';

/** Stores a choice and applies it at once: Consent Mode update, data layer event, pixels. */
export function saveChoice(choice: ConsentChoice): void {
  let store: Storage | null = null;
  try {
    store = window.localStorage;
  } catch {
    store = null;
  }
  writeConsent(store, choice);
  useConsentState.setState({ choice, decided: true, banner: false, settingsOpen: false });
  updateConsent(choice);
  notifyConsentChange(choice);
}

const ALL: ConsentChoice = { analytics: true, marketing: true };
const NONE: ConsentChoice = { analytics: false, marketing: false };

/** The settings dialog: three categories, necessary always on. */
function ConsentSettings() {
  const t = useT();
  const open = useConsentState((s) => s.settingsOpen);
  const current = useConsentState((s) => s.choice);
  const [draft, setDraft] = useState<ConsentChoice>(current);
  const ids = { necessary: useId(), analytics: useId(), marketing: useId() };
  useEffect(() => {
    if (open) setDraft(current);
  }, [open, current]);
  const close = useCallback(() => useConsentState.setState({ settingsOpen: false }), []);

  const category = (key: 'necessary' | keyof ConsentChoice, checked: boolean, disabled: boolean) => (
    <div className="consent__category">
      <input
        type="checkbox"
        id={ids[key]}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${ids[key]}-text`}
        onChange={(event) => {
          if (key !== 'necessary') setDraft((d) => ({ ...d, [key]: event.target.checked }));
        }}
      />
      <label htmlFor={ids[key]}>{t(`consent_${key}`)}</label>
      <p id={`${ids[key]}-text`} className="consent__text">
        {t(`consent_${key}Text`)}
      </p>
    </div>
  );

  return (
    <Modal open={open} onClose={close} title={t('cookieSettings')} closeLabel={t('close')} className="consent">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          saveChoice(draft);
        }}
      >
        <p>{t('consent_intro')}</p>
        <fieldset className="consent__categories">
          <legend>{t('consent_categories')}</legend>
          {category('necessary', true, true)}
          {category('analytics', draft.analytics, false)}
          {category('marketing', draft.marketing, false)}
        </fieldset>
        <div className="button-row">
          <button type="submit" className="button">
            {t('consent_save')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => saveChoice(ALL)}>
            {t('consent_acceptAll')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => saveChoice(NONE)}>
            {t('consent_rejectAll')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The first-visit banner: a non-modal dialog over the page's bottom edge (it shifts nothing). */
function ConsentBanner() {
  const t = useT();
  const headingId = useId();
  const textId = useId();
  return (
    <section role="dialog" aria-modal="false" aria-labelledby={headingId} aria-describedby={textId} className="consent-banner">
      <h2 id={headingId} className="consent-banner__heading">
        {t('consent_bannerTitle')}
      </h2>
      <p id={textId}>{t('consent_intro')}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => saveChoice(ALL)}>
          {t('consent_acceptAll')}
        </button>
        <button type="button" className="button" onClick={() => saveChoice(NONE)}>
          {t('consent_rejectAll')}
        </button>
        <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => useConsentState.setState({ settingsOpen: true })}>
          {t('cookieSettings')}
        </button>
      </div>
    </section>
  );
}

/** Banner and dialog, as the state asks. */
export default function ConsentUi() {
  const banner = useConsentState((s) => s.banner);
  return (
    <>
      {banner ? <ConsentBanner /> : null}
      <ConsentSettings />
    </>
  );
}
