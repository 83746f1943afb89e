// Code that did not load (a form, the captcha): "could not be loaded" and Try again, as an alert.
import React from 'react';
import { useT } from '../site/site-provider';

/** The load failure and its retry. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <div role="alert">
      <p className="error">{t('formLoadFailed')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
