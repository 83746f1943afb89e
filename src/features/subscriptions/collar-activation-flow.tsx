// The activation dialog's steps: code, email (a signed-in customer's filled in) and pet name, the code and email checked
// with the services before going on; then a GPS service plan of the store, each with its price per term in the page currency, the
// plan the collar was bought with already chosen, and what Activate charges now and per term (the
// services' quote); then the activated collar with its LTE service expiry. Failures keep what was entered: a refused code offers to resend the activation email.
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSite, useT } from '../../components/site/site-provider';
import { useCustomerSession } from '../../lib/auth';
import { formatDate, formatMoney, termPriceString } from '../../lib/i18n';
import { maxLengths } from '../../lib/forms/max-length';
import { createStorefrontClient } from '../../lib/storefront/client';
import { fetchServicePlans, type ServicePlan } from '../../lib/storefront/service-plans';
import type { ActivationResponse } from '../../lib/subscriptions';
import { Field } from '../../components/ui/field';
import { activationDetailsSchema, activationMessageKey, EXAMPLE_EMAIL, type ActivationDetails } from './activation-form';
import { useSubscriptionsClient } from './use-subscriptions';
import { activationChargeText, useActivationQuote } from './activation-charge';

const DETAILS_MAX = maxLengths(activationDetailsSchema);
const CHARGE_ID = 'collar-activation-charge';

/** Props of the activation steps. */
export interface CollarActivationFlowProps {
  onActivated: () => void;
  onClose: () => void;
}

type Plans = { state: 'loading' } | { state: 'error' } | { state: 'ready'; plans: ServicePlan[] };
type Step = 'details' | 'plan' | 'done';
type Failure = { key: string; resend: boolean } | null;

/** The store's service plans, loaded once the dialog opens, with a retry. */
function useServicePlans(): { plans: Plans; retry: () => void } {
  const { commerce } = useSite();
  const [plans, setPlans] = useState<Plans>({ state: 'loading' });
  const load = useCallback(() => {
    setPlans({ state: 'loading' });
    void fetchServicePlans(createStorefrontClient(commerce.storefront), commerce.country, { timeoutMs: 10_000 }).then((answer) => {
      if (answer.ok) return setPlans({ state: 'ready', plans: answer.value });
      console.error('Service plans could not be loaded', answer.failure.code);
      setPlans({ state: 'error' });
    });
  }, [commerce]);
  useEffect(load, [load]);
  return { plans, retry: load };
}

/** The steps inside the activation dialog. */
export default function CollarActivationFlow({ onActivated, onClose }: CollarActivationFlowProps) {
  const t = useT();
  const { locale } = useSite();
  const client = useSubscriptionsClient();
  const { plans, retry } = useServicePlans();
  const [step, setStep] = useState<Step>('details');
  const [planId, setPlanId] = useState('');
  const [failure, setFailure] = useState<Failure>(null);
  const [resent, setResent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActivationResponse | null>(null);
  // The code and email the plan step quotes for (set each time step 1 is sent).
  const [quoted, setQuoted] = useState<{ code: string; email: string } | null>(null);
  const quote = useActivationQuote(client, quoted, planId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const customerEmail = useCustomerSession((s) => s.customer?.email ?? '');
  const form = useForm<ActivationDetails>({ resolver: zodResolver(activationDetailsSchema), defaultValues: { activationCode: '', email: customerEmail, petName: '' } });
  const { errors } = form.formState;
  // A session restored after the dialog opened fills the email too, unless the visitor has typed one.
  useEffect(() => {
    if (customerEmail && !form.getFieldState('email').isDirty && !form.getValues('email')) form.setValue('email', customerEmail);
  }, [customerEmail, form]);
  const fieldError = (message?: string) => (message ? t(activationMessageKey(message), { email: EXAMPLE_EMAIL }) : undefined);

  // Each step starts at its heading, so a screen reader hears where it is.
  useEffect(() => headingRef.current?.focus(), [step]);

  const toPlan = form.handleSubmit(async (details) => {
    if (busy) return;
    setFailure(null);
    setResent(null);
    setBusy(true);
    // The services check the code and email before a plan is chosen: an unknown or used code stops
    // here with the way to a fresh mail; the plan the collar was bought with comes chosen.
    const checked = await client.checkActivation(details.activationCode, details.email);
    setBusy(false);
    if (!checked.ok) {
      const refused = checked.failure.code === 'ACTIVATION_FAILED';
      const key = refused ? 'actMsgActivationFailed' : checked.failure.code === 'BAD_REQUEST' ? activationMessageKey(checked.failure.message) : 'actMsgGeneric';
      setFailure({ key, resend: refused });
      // Back at the step's heading, as after a refused activation: the message, then its resend button, come next.
      headingRef.current?.focus();
      return;
    }
    if (checked.value) setPlanId(checked.value);
    setQuoted({ code: details.activationCode, email: details.email });
    setStep('plan');
  });

  const activate = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!planId) return setFailure({ key: 'actMsgSelectingPlanFailed', resend: false });
    setBusy(true);
    setFailure(null);
    setResent(null);
    const r = await client.activate({ ...form.getValues(), planId });
    setBusy(false);
    if (r.ok) {
      setResult(r.value);
      setStep('done');
      onActivated();
      return;
    }
    if (r.failure.code === 'ACTIVATION_FAILED') {
      // The code (or its email) is what was refused: back to them, with the way to a fresh mail.
      setFailure({ key: 'actMsgActivationFailed', resend: true });
      setStep('details');
      return;
    }
    // A refused plan has the spec's message; a refused field its own; anything else (no answer, an
    // outage, an answer out of contract) is the plain failure.
    const key = r.failure.code === 'PLAN_FAILED' ? 'actMsgSelectingPlanFailed' : r.failure.code === 'BAD_REQUEST' ? activationMessageKey(r.failure.message) : 'actMsgGeneric';
    setFailure({ key, resend: false });
  };

  const resend = async () => {
    setResent(null);
    const r = await client.resendActivation(form.getValues('email').trim());
    setResent(r.ok ? activationMessageKey(r.value) : activationMessageKey(r.failure.message));
  };

  // Each plan's price per term, said the way the product page says it ("$99.99 a year").
  const termPrice = useMemo(
    () => (p: ServicePlan) => {
      if (!p.price) return null;
      const price = formatMoney(p.price.amount, p.price.currencyCode, locale.priceFormat);
      if (!p.term) return t('actPlanPrice', { price });
      const said = termPriceString(p.term, price);
      return t(said.key, said.values);
    },
    [locale.priceFormat, t],
  );

  const chosen = plans.state === 'ready' ? plans.plans.find((p) => p.id === planId) : undefined;
  const charge = plans.state === 'ready' && planId ? activationChargeText(quote, chosen, t, locale.priceFormat) : null;

  const alert = (
    <div aria-live="assertive">
      {failure ? (
        <div role="alert" className="form-error">
          <p>{t(failure.key)}</p>
          {failure.resend ? (
            <button type="button" className="button button--secondary" onClick={() => void resend()}>
              {t('actResend')}
            </button>
          ) : null}
        </div>
      ) : null}
      {resent ? (
        <p role="status" className="form-success">
          {t(resent)}
        </p>
      ) : null}
    </div>
  );

  if (step === 'done' && result) {
    const sub = result.subscription;
    return (
      <div className="collar-activation">
        <div role="status">
          <h3 ref={headingRef} tabIndex={-1}>
            {t('actSuccess', { pet: result.collar.petName })}
          </h3>
        </div>
        <dl className="collar-activation__facts">
          <dt>{t('actSuccessPet')}</dt>
          <dd>{result.collar.petName}</dd>
          <dt>{t('actSuccessPlan')}</dt>
          <dd>{sub.sellingPlanName}</dd>
          <dt>{t('actSuccessExpiry')}</dt>
          <dd>{sub.lteServiceExpiry ? formatDate(sub.lteServiceExpiry, locale.hreflang) : '—'}</dd>
        </dl>
        <button type="button" className="button" onClick={onClose}>
          {t('actDone')}
        </button>
      </div>
    );
  }

  if (step === 'details') {
    return (
      <form className="collar-activation account-form" noValidate aria-labelledby="collar-activation-step" onSubmit={toPlan}>
        <h3 id="collar-activation-step" ref={headingRef} tabIndex={-1}>
          {t('actStep', { step: 1 })}
        </h3>
        <p>{t('actIntro')}</p>
        {alert}
        <Field
          label={t('actCode')}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={DETAILS_MAX.activationCode}
          error={fieldError(errors.activationCode?.message)}
          {...form.register('activationCode')}
          id="activation-code"
        />
        <Field label={t('actEmail')} type="email" autoComplete="email" maxLength={DETAILS_MAX.email} error={fieldError(errors.email?.message)} {...form.register('email')} id="activation-email" />
        <Field label={t('actPetName')} autoComplete="off" maxLength={DETAILS_MAX.petName} error={fieldError(errors.petName?.message)} {...form.register('petName')} id="activation-pet-name" />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? t('actChecking') : t('actContinue')}
        </button>
      </form>
    );
  }

  return (
    <form className="collar-activation" noValidate aria-labelledby="collar-activation-step" onSubmit={(e) => void activate(e)}>
      <h3 id="collar-activation-step" ref={headingRef} tabIndex={-1}>
        {t('actStep', { step: 2 })}
      </h3>
      {alert}
      {plans.state === 'loading' ? <p role="status">{t('actPlansLoading')}</p> : null}
      {plans.state === 'error' ? (
        <div role="alert" className="form-error">
          <p>{t('actPlansFailed')}</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            {t('actTryAgain')}
          </button>
        </div>
      ) : null}
      {plans.state === 'ready' && plans.plans.length === 0 ? <p role="status">{t('actPlansEmpty')}</p> : null}
      {plans.state === 'ready' && plans.plans.length > 0 ? (
        <fieldset>
          <legend>{t('actPlanLegend')}</legend>
          {plans.plans.map((plan) => {
            const price = termPrice(plan);
            return (
              <div key={plan.id}>
                <label>
                  <input type="radio" name="servicePlan" value={plan.id} checked={planId === plan.id} onChange={() => setPlanId(plan.id)} />{' '}
                  {plan.name}
                  {price ? `, ${price}` : ''}
                </label>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <p id={CHARGE_ID} className="collar-activation__charge" aria-live="polite">
        {charge}
      </p>
      <p>
        <button
          type="submit"
          className="button"
          disabled={busy || plans.state !== 'ready' || plans.plans.length === 0}
          aria-describedby={charge ? CHARGE_ID : undefined}
        >
          {busy ? t('actSubmitting') : t('actSubmit')}
        </button>{' '}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setFailure(null);
            setStep('details');
          }}
        >
          {t('actBack')}
        </button>
      </p>
    </form>
  );
}
