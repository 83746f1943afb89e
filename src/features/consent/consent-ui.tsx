// The cookie settings dialog, loaded when it is first opened: the necessary, analytics and marketing
// choices. (The first-visit banner ships with the page: consent-banner.tsx.)
import React, { useCallback, useEffect, useId, useState } from 'react';
import { useT } from '../../components/site/site-provider';
import { Modal } from '../../components/ui/modal';
import type { ConsentChoice } from '../../lib/analytics/consent';
import { useConsentState } from '../../lib/analytics/consent-state';
import { ALL, NONE, saveChoice } from './save-choice';

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

/** The settings dialog, opened from the banner or the footer's "Cookie settings". */
export default function ConsentUi() {
  return <ConsentSettings />;
}
