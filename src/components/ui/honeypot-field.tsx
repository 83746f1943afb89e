// The honeypot every form that posts to our services carries: a `website` field people never see or reach
// (hidden from sight, out of the tab order, hidden from screen readers, no autofill). Bots that fill every
// input fill it too, and the service answers them as accepted while keeping nothing.
import React, { forwardRef, type InputHTMLAttributes } from 'react';
import { useT } from '../site/site-provider';

/** The field's name: HONEYPOT_FIELD of wire/forms and wire/services, written out so the newsletter's page shell loads no zod. */
export const HONEYPOT_NAME = 'website';

/** Props of HoneypotField: a unique id and the input's props (react-hook-form's `register('website')`). */
export interface HoneypotFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'tabIndex' | 'autoComplete'> {
  id: string;
}

/** The hidden `website` field; spread `register('website')` on it (the ref too) so its value travels with the submission. */
export const HoneypotField = forwardRef<HTMLInputElement, HoneypotFieldProps>(function HoneypotField({ id, ...input }, ref) {
  const t = useT();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{t('honeypotLabel')}</label>
      <input ref={ref} id={id} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
});
