// The newsletter signup: first name, email, interest Cat or Dog and
// the captcha, validated with the wire schema; success shows a toast telling the shopper to confirm
// by email (inbox and spam), failure keeps the values and shows "Sign up unsuccessful".
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useEffect, useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { altchaSchema, FORM_MESSAGES, HONEYPOT_FIELD, newsletterFormSchema } from '../../../wire/forms';
import { z } from 'zod';
import { useT } from '../../components/site/site-provider';
import { captchaChallengeUrl, subscribeNewsletter } from '../../lib/forms';
import { trackNewsletterSignup } from '../../lib/analytics/track';
import { CaptchaField } from './captcha-field';
import { SubmitButton, TextField } from './fields';
import { HoneypotField } from '../../components/ui/honeypot-field';
import type { NewsletterFieldName, NewsletterFormProps } from './newsletter-signup';
import { useFormsConfig } from './use-forms-config';
import { useSubmission } from './use-submission';
import { maxLengths } from '../../lib/forms/max-length';

const schema = newsletterFormSchema.extend({ altcha: altchaSchema, [HONEYPOT_FIELD]: z.string().optional() });
const MAX = maxLengths(schema);
type Values = z.input<typeof schema>;

/** The signup form, taking over from the page's shell with what was already typed. */
export default function NewsletterForm({ idPrefix, initial, focus, submitNow }: NewsletterFormProps) {
  const t = useT();
  const config = useFormsConfig();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    setFocus,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: initial.firstName ?? '', email: initial.email ?? '', interest: initial.interest, altcha: '', website: initial.website ?? '' },
  });
  const { outcome, setOutcome, captcha, submit } = useSubmission('newsletter', setError, clearErrors);
  const [sentTo, setSentTo] = useState('');

  const onSubmit = handleSubmit(async (values) => {
    const ok = await submit(() => subscribeNewsletter(config, values));
    if (ok) {
      trackNewsletterSignup({ email: values.email, firstName: values.firstName });
      setSentTo(values.email);
      reset({ firstName: '', email: '', interest: undefined, altcha: '', website: '' });
      captcha.current?.reset();
    }
  });

  useLayoutEffect(() => {
    // Keep the shopper where they were in the shell.
    if (focus) setFocus(focus as NewsletterFieldName);
  }, [focus, setFocus]);
  useEffect(() => {
    if (submitNow) void onSubmit();
    // Only the submit that loaded the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form className="newsletter__form" noValidate onSubmit={onSubmit} aria-describedby={id('intro')}>
      <TextField id={id('firstName')} label={t('fieldFirstName')} autoComplete="given-name" maxLength={MAX.firstName} registration={register('firstName')} error={errors.firstName?.message} />
      <TextField id={id('email')} label={t('fieldEmail')} type="email" autoComplete="email" maxLength={MAX.email} registration={register('email')} error={errors.email?.message} />
      <fieldset aria-describedby={errors.interest ? id('interest-error') : undefined}>
        <legend>{t('newsletterInterest')}</legend>
        {(['Cat', 'Dog'] as const).map((value) => (
          <label key={value} className="choice">
            <input type="radio" value={value} {...register('interest')} />
            {t(value === 'Cat' ? 'newsletterCat' : 'newsletterDog')}
          </label>
        ))}
        {errors.interest ? (
          <p id={id('interest-error')} className="error">
            {errors.interest.message}
          </p>
        ) : null}
      </fieldset>
      <CaptchaField
        ref={captcha}
        id={id('captcha')}
        challengeUrl={captchaChallengeUrl(config)}
        // The widget's reset after a sign-up reports an empty payload: that is no new answer to check.
        onPayload={(payload) => setValue('altcha', payload, { shouldValidate: isSubmitted && payload !== '' })}
        error={errors.altcha?.message}
      />
      <HoneypotField id={id('website')} {...register('website')} />
      <SubmitButton busy={isSubmitting}>{t('newsletterSignUp')}</SubmitButton>
      <div role="status" aria-live="polite" className="form-outcome">
        {outcome && !outcome.ok ? (
          <>
            <p className="error">{FORM_MESSAGES.signUpUnsuccessful}</p>
            <p className="error">{outcome.message}</p>
          </>
        ) : null}
        {outcome?.ok ? (
          <section className="form-toast" aria-label={t('newsletterSuccessTitle')}>
            <p className="form-toast__title">{t('newsletterSuccessTitle')}</p>
            <p>{t('newsletterSuccess', { email: sentTo })}</p>
            <button type="button" className="button button--secondary" onClick={() => setOutcome(null)}>
              {t('closeNotification')}
            </button>
          </section>
        ) : null}
      </div>
    </form>
  );
}
