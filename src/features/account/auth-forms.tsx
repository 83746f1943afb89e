// Sign-in, sign-up, verification code, password reset and sign-out screens.
import { trackEvent } from '../../lib/analytics/track';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, navigate } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../components/site/site-provider';
import { storeLogoutUrl } from '../../lib/auth/multipass';
import { postLoginTarget, safeReturnPath } from '../../lib/auth/return-path';
import { useCustomerSession } from '../../lib/auth/session';
import { ACCOUNT_PATHS, localizePath } from '../../lib/paths';
import { cartActions } from '../../lib/cart/cart-loader';
import { Field } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { historyState, identityMessageKey, isExpiredCode } from './identity-message';
import {
  loginSchema,
  registerSchema,
  resetConfirmSchema,
  resetRequestSchema,
  verifySchema,
  type LoginValues,
  type RegisterValues,
  type ResetConfirmValues,
  type ResetRequestValues,
  type VerifyValues,
} from './schemas';
import { useAccount } from './use-account';

/** Session key of the account page a visitor was sent away from (the account-page-history flag). */
export const ACCOUNT_HISTORY_KEY = 'accountPageHistory';

function useAccountPath() {
  const { site } = useAccount();
  return (view: keyof typeof ACCOUNT_PATHS) => localizePath(site.locale.urlPath, ACCOUNT_PATHS[view]);
}

/** Sign in, then go back where the visitor came from (same-origin paths only). */
export function LoginForm() {
  const t = useT();
  const { session, site } = useAccount();
  const path = useAccountPath();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const home = localizePath(site.locale.urlPath, '/');

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const step = await session.signIn(email, password);
    if (!step.ok) {
      setFailure(identityMessageKey(step.failure));
      return;
    }
    if (step.value === 'confirm') {
      await navigate(path('verify-account'), { state: { email } });
      return;
    }
    trackEvent('login', { method: 'email' });
    // The signed-in customer's cart carries their identity (checkout fills in their email).
    const token = useCustomerSession.getState().accessToken;
    if (token) {
      void cartActions(site.commerce)
        .then((cart) => cart.linkCustomer(token))
        .catch((error: unknown) => console.error('Cart could not be linked to the customer', error));
    }
    const params = new URLSearchParams(window.location.search);
    let target: string;
    if (params.has('redirect') || params.has('redirect_to')) target = postLoginTarget(window.location.search, home);
    else {
      let fromAccount: string | null = null;
      try {
        fromAccount = window.sessionStorage.getItem(ACCOUNT_HISTORY_KEY);
        window.sessionStorage.removeItem(ACCOUNT_HISTORY_KEY);
      } catch {
        fromAccount = null;
      }
      target = fromAccount ? safeReturnPath(fromAccount, home) : path('index');
    }
    await navigate(target, { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('signIn')} className="account-form">
      <Field label={t('emailLabel')} type="email" autoComplete="email" error={errors.email && t(errors.email.message ?? '')} {...form.register('email')} />
      <Field label={t('passwordLabel')} type="password" autoComplete="current-password" error={errors.password && t(errors.password.message ?? '')} {...form.register('password')} />
      {failure ? <FormMessage tone="error">{t(failure)}</FormMessage> : null}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('loading') : t('signIn')}
      </button>
      <p>
        <Link to={path('reset-password')}>{t('forgotPassword')}</Link>
      </p>
      <p>
        <Link to={path('register')}>{t('noAccountYet')}</Link>
      </p>
    </form>
  );
}

/** Create the shared account; its code arrives by email. */
export function RegisterForm() {
  const t = useT();
  const { identity } = useAccount();
  const path = useAccountPath();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key?: string, label?: string) => (key ? t(key, { label: label ?? '' }) : undefined);

  const onSubmit = form.handleSubmit(async ({ email, password, firstName, lastName }) => {
    setFailure(null);
    // The names go to the shared account; multipass brings them to the store's customer at sign-in.
    const created = await identity.signUp(email, password, { firstName, lastName });
    if (created.ok) await navigate(path('verify-account'), { state: { email } });
    else setFailure(identityMessageKey(created.failure));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('createAccount')} className="account-form">
      <Field label={t('firstNameLabel')} autoComplete="given-name" error={message(errors.firstName?.message)} {...form.register('firstName')} />
      <Field label={t('lastNameLabel')} autoComplete="family-name" error={message(errors.lastName?.message, t('lastNameLabel'))} {...form.register('lastName')} />
      <Field label={t('emailLabel')} type="email" autoComplete="email" error={message(errors.email?.message)} {...form.register('email')} />
      <Field label={t('passwordLabel')} type="password" autoComplete="new-password" error={message(errors.password?.message)} {...form.register('password')} />
      <Field label={t('confirmPasswordLabel')} type="password" autoComplete="new-password" error={message(errors.confirmPassword?.message)} {...form.register('confirmPassword')} />
      {failure ? <FormMessage tone="error">{t(failure)}</FormMessage> : null}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('loading') : t('createAccount')}
      </button>
      <p>
        <Link to={path('login')}>{t('haveAccount')}</Link>
      </p>
    </form>
  );
}

/** Enter the code from the email; an expired code offers a new one. */
export function VerifyForm() {
  const t = useT();
  const { identity } = useAccount();
  const path = useAccountPath();
  const [failure, setFailure] = useState<{ key: string; expired: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<VerifyValues>({ resolver: zodResolver(verifySchema), defaultValues: { email: '', code: '' } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const email = historyState<{ email: string }>().email;
    if (typeof email === 'string') form.setValue('email', email);
  }, [form]);

  const onSubmit = form.handleSubmit(async ({ email, code }) => {
    setFailure(null);
    setDone(null);
    const confirmed = await identity.confirmSignUp(email, code);
    if (!confirmed.ok) {
      setFailure({ key: identityMessageKey(confirmed.failure), expired: isExpiredCode(confirmed.failure) });
      return;
    }
    trackEvent('sign_up', { method: 'email' });
    setDone('accountVerified');
  });

  const resend = async () => {
    const email = form.getValues('email');
    if (!(await form.trigger('email'))) return;
    const sent = await identity.resendCode(email);
    if (!sent.ok) {
      setFailure({ key: identityMessageKey(sent.failure), expired: false });
      return;
    }
    setFailure(null);
    setDone(null);
    form.setValue('code', '');
    setDone(t('codeSent', { email }));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('verifyAccount')} className="account-form">
      <Field label={t('emailLabel')} type="email" autoComplete="email" error={errors.email && t(errors.email.message ?? '')} {...form.register('email')} />
      <Field label={t('codeLabel')} inputMode="numeric" autoComplete="one-time-code" error={errors.code && t(errors.code.message ?? '')} {...form.register('code')} />
      {failure ? (
        <FormMessage tone="error">
          {t(failure.key)}{' '}
          {failure.expired ? (
            // A link to this page's new-code action; followed here, it sends the code in place.
            <a
              href={path('verify-account')}
              onClick={(event) => {
                event.preventDefault();
                void resend();
              }}
            >
              {t('requestNewCode')}
            </a>
          ) : null}
        </FormMessage>
      ) : null}
      {done ? (
        <FormMessage tone="success">
          {done === 'accountVerified' ? (
            <>
              {t('accountVerified')} <Link to={path('login')}>{t('signIn')}</Link>
            </>
          ) : (
            done
          )}
        </FormMessage>
      ) : null}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('loading') : t('verifyButton')}
      </button>
      <p>
        <button type="button" className="link-button" onClick={() => void resend()}>
          {t('requestNewCode')}
        </button>
      </p>
    </form>
  );
}

/** Ask for a reset code, then set a new password with it. */
export function ResetPasswordForm() {
  const t = useT();
  const { identity } = useAccount();
  const path = useAccountPath();
  const [email, setEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ key: string; expired: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const request = useForm<ResetRequestValues>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' } });
  const confirm = useForm<ResetConfirmValues>({ resolver: zodResolver(resetConfirmSchema), defaultValues: { email: '', code: '', password: '', confirmPassword: '' } });

  const onRequest = request.handleSubmit(async (values) => {
    setFailure(null);
    const requested = await identity.requestPasswordReset(values.email);
    if (!requested.ok) {
      setFailure({ key: identityMessageKey(requested.failure), expired: false });
      return;
    }
    confirm.setValue('email', values.email);
    setEmail(values.email);
  });
  const onConfirm = confirm.handleSubmit(async (values) => {
    setFailure(null);
    const reset = await identity.confirmPasswordReset(values.email, values.code, values.password);
    if (reset.ok) setDone(true);
    else setFailure({ key: identityMessageKey(reset.failure), expired: isExpiredCode(reset.failure) });
  });

  const failureMessage = failure ? (
    <FormMessage tone="error">
      {t(failure.key)}{' '}
      {failure.expired ? (
        // A link to the page's first step: followed here, it shows that step in place.
        <a
          href={path('reset-password')}
          onClick={(event) => {
            event.preventDefault();
            setFailure(null);
            setEmail(null);
            // The email field takes the focus the vanished link had.
            window.setTimeout(() => request.setFocus('email'), 0);
          }}
        >
          {t('requestNewCode')}
        </a>
      ) : null}
    </FormMessage>
  ) : null;

  if (done) {
    return (
      <FormMessage tone="success">
        {t('passwordResetDone')} <Link to={path('login')}>{t('signIn')}</Link>
      </FormMessage>
    );
  }
  if (!email) {
    const { errors, isSubmitting } = request.formState;
    return (
      <form onSubmit={onRequest} noValidate aria-label={t('resetPassword')} className="account-form">
        <Field label={t('emailLabel')} type="email" autoComplete="email" error={errors.email && t(errors.email.message ?? '')} {...request.register('email')} />
        {failureMessage}
        <button type="submit" className="button" disabled={isSubmitting}>
          {t('sendResetCode')}
        </button>
      </form>
    );
  }
  const { errors, isSubmitting } = confirm.formState;
  return (
    <form onSubmit={onConfirm} noValidate aria-label={t('resetPassword')} className="account-form">
      <p role="status">{t('codeSent', { email })}</p>
      <Field label={t('codeLabel')} inputMode="numeric" autoComplete="one-time-code" error={errors.code && t(errors.code.message ?? '')} {...confirm.register('code')} />
      <Field label={t('newPasswordLabel')} type="password" autoComplete="new-password" error={errors.password && t(errors.password.message ?? '')} {...confirm.register('password')} />
      <Field label={t('confirmPasswordLabel')} type="password" autoComplete="new-password" error={errors.confirmPassword && t(errors.confirmPassword.message ?? '')} {...confirm.register('confirmPassword')} />
      {failureMessage}
      <button type="submit" className="button" disabled={isSubmitting}>
        {t('setNewPassword')}
      </button>
    </form>
  );
}

/** Signs out everywhere this browser knows of, then ends at the store's logout page, which returns home. */
export function LogoutScreen() {
  const t = useT();
  const { session, site } = useAccount();
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void session.logout().finally(() => {
      if (!live) return;
      setDone(true);
      const home = new URL(localizePath(site.locale.urlPath, '/'), window.location.origin).href;
      window.location.replace(storeLogoutUrl(site.commerce.storefront.url, home));
    });
    return () => {
      live = false;
    };
  }, [session, site.locale.urlPath, site.commerce.storefront.url]);
  return <p role="status">{done ? t('signedOut') : t('signingOut')}</p>;
}
