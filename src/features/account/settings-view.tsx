// Settings: name, email, phone, marketing consent and password. An update
// replaces the saved customer and returns to settings with an empty error list; user errors reach
// settings as navigation state. The email never goes to customerUpdate: a new one is the shared
// account's to change (a code mailed to it first), and the store's customer follows it through
// multipass, so the sign-in and the store keep one customer.
import { zodResolver } from '@hookform/resolvers/zod';
import { navigate } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../components/site/site-provider';
import { useCustomerSession } from '../../lib/auth/session';
import { ACCOUNT_PATHS, localizePath } from '../../lib/paths';
import { Field } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { EmailCodeStep } from './email-code-step';
import { emailChangeMessageKey, forgetHistoryState, historyState, passwordChangeMessageKey } from './identity-message';
import { passwordChangeSchema, settingsSchema, type PasswordChangeValues, type SettingsValues } from './schemas';
import { useAccount } from './use-account';

/** Navigation state settings receives: the update's user errors (empty after a success), and an email waiting for its code. */
export interface SettingsState {
  customerErrors: string[];
  pendingEmail?: string;
}

/** The outcome of an email change, as the details form says it (`email` for the messages that name it). */
type EmailNote = { tone: 'error' | 'success'; key: string; email?: string };

const sameEmail = (a: string, b: string | null | undefined) => a.trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** A stored phone (+1 and 10 digits) as the form writes it, ###-###-####. */
export function displayPhone(phone: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : (phone ?? '');
}

/** The account details and password forms. */
export function SettingsView() {
  return (
    <>
      <DetailsForm />
      <PasswordForm />
    </>
  );
}

function DetailsForm() {
  const t = useT();
  const { session, customer, site } = useAccount();
  // Errors arrive as navigation state; the same list is kept here when the update ran on this page.
  const [arrived, setArrived] = useState<string[] | undefined>(() => historyState<SettingsState>().customerErrors);
  const [failed, setFailed] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(() => historyState<SettingsState>().pendingEmail ?? null);
  const [emailNote, setEmailNote] = useState<EmailNote | null>(null);
  // The outcome is said once: a reload of the page (which keeps the history state) does not say it again.
  useEffect(() => forgetHistoryState(['customerErrors']), []);
  const form = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: {
      firstName: customer?.firstName ?? '',
      lastName: customer?.lastName ?? '',
      email: customer?.email ?? '',
      phone: displayPhone(customer?.phone ?? null),
      acceptsMarketing: customer?.acceptsMarketing ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const msg = (key: string | undefined, label: string) => (key ? t(key, { label }) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false);
    setEmailNote(null);
    const { phone, email, ...rest } = values;
    const updated = await session.updateCustomer({ ...rest, ...(phone ? { phone: `+1${phone.replace(/\D/g, '')}` } : {}) });
    if (!updated.ok) {
      console.error('Customer update failed', updated.failure);
      setFailed(true);
      return;
    }
    const errors = updated.value;
    const state: SettingsState = { customerErrors: errors.map((e) => e.message) };
    if (!errors.length && !sameEmail(email, customer?.email)) {
      const requested = await session.requestEmailChange(email.trim());
      if (!requested.ok) setEmailNote({ tone: 'error', key: emailChangeMessageKey(requested.failure) });
      else if (requested.value === 'confirm') state.pendingEmail = email.trim();
      else setEmailNote({ tone: 'success', key: 'emailChanged' });
    }
    setArrived(state.customerErrors);
    setPendingEmail(state.pendingEmail ?? null);
    await navigate(localizePath(site.locale.urlPath, ACCOUNT_PATHS.settings), { state, replace: true });
    forgetHistoryState(['customerErrors']);
  });

  // After the code step the field shows the account's email: the new one once confirmed (the saved
  // customer's, or the note's when the store still has to catch up), the current one when cancelled.
  const closeCodeStep = (note: EmailNote | null) => {
    const email = note?.email ?? useCustomerSession.getState().customer?.email ?? customer?.email ?? '';
    setPendingEmail(null);
    setEmailNote(note);
    form.setValue('email', email);
    form.setFocus('email');
    void (async () => {
      await navigate(localizePath(site.locale.urlPath, ACCOUNT_PATHS.settings), { state: { customerErrors: arrived ?? [] }, replace: true });
      forgetHistoryState(['customerErrors']);
    })();
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-labelledby="details-title" className="account-form">
        <h2 id="details-title">{t('accountDetails')}</h2>
        <div aria-live="polite">
          {failed || (arrived && arrived.length) ? (
            <FormMessage tone="error">
              {t('changesFailed')}
              {arrived?.length ? (
                <ul>
                  {arrived.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              ) : null}
            </FormMessage>
          ) : arrived ? (
            <FormMessage tone="success">{t('changesSaved')}</FormMessage>
          ) : null}
          {emailNote ? <FormMessage tone={emailNote.tone}>{t(emailNote.key, { email: emailNote.email ?? '' })}</FormMessage> : null}
        </div>
        <Field label={t('firstNameLabel')} autoComplete="given-name" error={msg(errors.firstName?.message, t('firstNameLabel'))} {...form.register('firstName')} />
        <Field label={t('lastNameLabel')} autoComplete="family-name" error={msg(errors.lastName?.message, t('lastNameLabel'))} {...form.register('lastName')} />
        <Field label={t('emailLabel')} type="email" autoComplete="email" error={msg(errors.email?.message, t('emailLabel'))} {...form.register('email')} />
        <Field label={t('phoneLabel')} type="tel" autoComplete="tel-national" error={msg(errors.phone?.message, t('phoneLabel'))} {...form.register('phone')} />
        <div className="form-field form-field--checkbox">
          <input id="field-acceptsMarketing" type="checkbox" {...form.register('acceptsMarketing')} />
          <label htmlFor="field-acceptsMarketing">{t('acceptsMarketingLabel')}</label>
        </div>
        <button type="submit" className="button" disabled={isSubmitting}>
          {t('save')}
        </button>
      </form>
      {pendingEmail ? (
        <EmailCodeStep
          email={pendingEmail}
          currentEmail={customer?.email ?? ''}
          onConfirmed={(result) => closeCodeStep(result === 'done' ? { tone: 'success', key: 'emailChanged' } : { tone: 'success', key: 'emailChangedSignInAgain', email: pendingEmail })}
          onCancel={() => closeCodeStep(null)}
        />
      ) : null}
    </>
  );
}

function PasswordForm() {
  const t = useT();
  const { identity } = useAccount();
  const [result, setResult] = useState<{ tone: 'error' | 'success'; key: string } | null>(null);
  const form = useForm<PasswordChangeValues>({ resolver: zodResolver(passwordChangeSchema), defaultValues: { currentPassword: '', password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    const changed = await identity.changePassword(values.currentPassword, values.password);
    if (!changed.ok) {
      setResult({ tone: 'error', key: passwordChangeMessageKey(changed.failure) });
      return;
    }
    form.reset();
    setResult({ tone: 'success', key: 'passwordUpdated' });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-title" className="account-form">
      <h2 id="password-title">{t('changePassword')}</h2>
      <Field label={t('currentPasswordLabel')} type="password" autoComplete="current-password" error={errors.currentPassword && t(errors.currentPassword.message ?? '')} {...form.register('currentPassword')} />
      <Field label={t('newPasswordLabel')} type="password" autoComplete="new-password" error={errors.password && t(errors.password.message ?? '')} {...form.register('password')} />
      <Field label={t('confirmPasswordLabel')} type="password" autoComplete="new-password" error={errors.confirmPassword && t(errors.confirmPassword.message ?? '')} {...form.register('confirmPassword')} />
      <div aria-live="polite">{result ? <FormMessage tone={result.tone}>{t(result.key)}</FormMessage> : null}</div>
      <button type="submit" className="button" disabled={isSubmitting}>
        {t('changePassword')}
      </button>
    </form>
  );
}
