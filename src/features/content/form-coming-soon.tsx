// The note pages show where a form (contact, pro program, warranty claim) will be.
import React from 'react';
import { useT } from '../../components/site/site-provider';

/** "The form is coming soon" as a note. */
export function FormComingSoon() {
  const t = useT();
  return (
    <p className="note" role="note">
      {t('formComingSoon')}
    </p>
  );
}
