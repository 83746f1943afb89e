// The code step of an email change in settings: the code the pool mailed to the new address, Confirm,
// a new code, and Cancel (the account keeps its current email until a code comes back).
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../components/site/site-provider';
import { Field } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { emailChangeMessageKey } from './identity-message';
import { emailCodeSchema, type EmailCodeValues } from './schemas';
import { useAccount } from './use-account';

/** Props of the code step: the address waiting for its code, the current one, and what happens after. */
export interface EmailCodeStepProps {
  email: string;
  currentEmail: string;
  /** The change is done ('done'), or done in the account while the store asks for a new sign-in. */
  onConfirmed(result: 'done' | 'sign-in-again'): void;
  onCancel(): void;
}

/** Enter the code sent to the new address; a wrong or expired one says so and changes nothing. */
export function EmailCodeStep({ email, currentEmail, onConfirmed, onCancel }: EmailCodeStepProps) {
  const t = useT();
  const { session } = useAccount();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<EmailCodeValues>({ resolver: zodResolver(emailCodeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  // The step appears after Save: the keyboard lands in the code field.
  useEffect(() => form.setFocus('code'), [form]);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setMessage(null);
    const confirmed = await session.confirmEmailChange(code);
    if (confirmed.ok) onConfirmed(confirmed.value);
    else setMessage({ tone: 'error', text: t(emailChangeMessageKey(confirmed.failure)) });
  });

  const resend = async () => {
    setMessage(null);
    const requested = await session.requestEmailChange(email);
    if (!requested.ok) {
      setMessage({ tone: 'error', text: t(emailChangeMessageKey(requested.failure)) });
      return;
    }
    form.setValue('code', '');
    setMessage({ tone: 'success', text: t('codeSent', { email }) });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="email-code-title" aria-describedby="email-code-sent" className="account-form">
      <h2 id="email-code-title">{t('emailCodeTitle')}</h2>
      <p id="email-code-sent">{t('emailCodeSent', { email })}</p>
      <p className="note">{t('emailKeptUntilConfirmed', { email: currentEmail })}</p>
      <Field
        label={t('codeLabel')}
        id="field-email-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code && t(errors.code.message ?? '')}
        {...form.register('code')}
      />
      <div aria-live="polite">{message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}</div>
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('loading') : t('confirm')}
      </button>
      <p>
        <button type="button" className="link-button" onClick={() => void resend()}>
          {t('requestNewCode')}
        </button>{' '}
        <button type="button" className="link-button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </p>
    </form>
  );
}
