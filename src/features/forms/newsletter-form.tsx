// The newsletter signup: first name, email, interest Cat or Dog and
// the captcha, validated with the wire schema; success shows a toast telling the shopper to confirm
// by email (inbox and spam), failure keeps the values and shows "Sign up unsuccessful".
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useLayoutEffect, useState } from 'react';
import { altchaSchema, FORM_MESSAGES, HONEYPOT_FIELD, newsletterFormSchema } from '../../../wire/forms';
import { z } from 'zod';
import { useT } from '../../components/site/site-provider';
import { subscribeNewsletter } from '../../lib/forms';
import { trackNewsletterSignup } from '../../lib/analytics/track';
import { Field } from '../../components/ui/field';
import { ProtectedForm } from '../../components/ui/protected-form';
import { EMAIL, useServiceForm } from './fields';
import type { NewsletterFieldName, NewsletterFormProps } from './newsletter-signup';
import { maxLengths } from '../../lib/forms/max-length';

const schema = newsletterFormSchema.extend({ altcha: altchaSchema, [HONEYPOT_FIELD]: z.string().optional() });
const MAX = maxLengths(schema);
type Values = z.input<typeof schema>;

/** The signup form, taking over from the page's shell with what was already typed. */
export default function NewsletterForm({ idPrefix, initial, focus, submitNow }: NewsletterFormProps) {
  const t = useT();
  const { form, id, config, field, frame } = useServiceForm<Values>(
    {
      resolver: zodResolver(schema),
      defaultValues: { firstName: initial.firstName ?? '', email: initial.email ?? '', interest: initial.interest, altcha: '', website: initial.website ?? '' },
    },
    { max: MAX, prefix: idPrefix },
  );
  const {
    register,
    setFocus,
    reset,
    formState: { errors },
  } = form;
  const [sentTo, setSentTo] = useState('');
  const accepted = (values: Values) => {
    trackNewsletterSignup({ email: values.email, firstName: values.firstName });
    setSentTo(values.email);
    reset({ firstName: '', email: '', interest: undefined, altcha: '', website: '' });
  };

  useLayoutEffect(() => {
    // Keep the shopper where they were in the shell.
    if (focus) setFocus(focus as NewsletterFieldName);
  }, [focus, setFocus]);

  return (
    <ProtectedForm
      {...frame}
      formId="newsletter"
      send={(values) => subscribeNewsletter(config, values)}
      onAccepted={accepted}
      submitLabel={t('newsletterSignUp')}
      afterSuccess="stay"
      submitNow={submitNow}
      className="newsletter__form"
      aria-describedby={id('intro')}
      outcome={(outcome, clear) => (
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
              <button type="button" className="button button--secondary" onClick={clear}>
                {t('closeNotification')}
              </button>
            </section>
          ) : null}
        </div>
      )}
    >
      <Field {...field('firstName', t('fieldFirstName'), { autoComplete: 'given-name' })} />
      <Field {...field('email', t('fieldEmail'), EMAIL)} />
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
    </ProtectedForm>
  );
}
