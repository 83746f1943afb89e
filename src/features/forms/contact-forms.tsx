// The contact page's forms: the dealer or outlet form and the general
// form (name, email, phone, question, optional product question, the captcha as not-a-robot check).
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useId } from 'react';
import { useForm } from 'react-hook-form';
import { dealerContactSchema, generalContactSchema } from '../../../wire/forms';
import type { z } from 'zod';
import { useT } from '../../components/site/site-provider';
import { captchaChallengeUrl, sendDealerContact, sendGeneralContact } from '../../lib/forms';
import { CaptchaField } from './captcha-field';
import { FormOutcome, SubmitButton, TextAreaField, TextField } from './fields';
import { HoneypotField } from '../../components/ui/honeypot-field';
import { useFormsConfig } from './use-forms-config';
import { useSubmission } from './use-submission';
import { maxLengths } from '../../lib/forms/max-length';

const dealerSchema = dealerContactSchema.omit({ brand: true });
const generalSchema = generalContactSchema.omit({ brand: true });
const DEALER_MAX = maxLengths(dealerSchema);
const GENERAL_MAX = maxLengths(generalSchema);
type DealerValues = z.input<typeof dealerSchema>;
type GeneralValues = z.input<typeof generalSchema>;

/** The dealer or outlet contact form. */
export function DealerContactForm() {
  const t = useT();
  const config = useFormsConfig();
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<DealerValues, unknown, z.output<typeof dealerSchema>>({
    resolver: zodResolver(dealerSchema),
    defaultValues: { firstName: '', lastName: '', emailAddress: '', outletName: '', message: '', altcha: '', website: '' },
  });
  const { outcome, captcha, submit } = useSubmission('dealer_contact', setError);
  const onSubmit = handleSubmit(async (values) => {
    await submit(() => sendDealerContact(config, values));
  });
  return (
    <section className="form-card" aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>{t('dealerFormHeading')}</h2>
      <p className="note">{t('dealerFormIntro')}</p>
      {outcome?.ok ? null : (
        <form noValidate onSubmit={onSubmit}>
          <p className="note">{t('formFieldsRequired')}</p>
          <TextField id={id('firstName')} label={t('fieldFirstName')} autoComplete="given-name" maxLength={DEALER_MAX.firstName} registration={register('firstName')} error={errors.firstName?.message} />
          <TextField id={id('lastName')} label={t('fieldLastName')} autoComplete="family-name" maxLength={DEALER_MAX.lastName} registration={register('lastName')} error={errors.lastName?.message} />
          <TextField id={id('emailAddress')} label={t('fieldEmail')} type="email" autoComplete="email" maxLength={DEALER_MAX.emailAddress} registration={register('emailAddress')} error={errors.emailAddress?.message} />
          <TextField id={id('outletName')} label={t('fieldOutletName')} autoComplete="organization" maxLength={DEALER_MAX.outletName} registration={register('outletName')} error={errors.outletName?.message} />
          <TextAreaField id={id('message')} label={t('fieldMessage')} hint={t('fieldMessageHint')} maxLength={DEALER_MAX.message} registration={register('message')} error={errors.message?.message} />
          <CaptchaField
            ref={captcha}
            id={id('captcha')}
            challengeUrl={captchaChallengeUrl(config)}
            onPayload={(payload) => setValue('altcha', payload, { shouldValidate: isSubmitted })}
            error={errors.altcha?.message}
          />
          <HoneypotField id={id('website')} {...register('website')} />
          <SubmitButton busy={isSubmitting}>{t('formSend')}</SubmitButton>
        </form>
      )}
      <FormOutcome outcome={outcome} success={<p>{t('contactSuccess')}</p>} />
    </section>
  );
}

/** The general contact form. */
export function GeneralContactForm() {
  const t = useT();
  const config = useFormsConfig();
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<GeneralValues, unknown, z.output<typeof generalSchema>>({
    resolver: zodResolver(generalSchema),
    defaultValues: { name: '', email: '', phone: '', question: '', productQuestion: '', altcha: '', website: '' },
  });
  const { outcome, captcha, submit } = useSubmission('contact', setError);
  const onSubmit = handleSubmit(async (values) => {
    await submit(() => sendGeneralContact(config, { ...values, productQuestion: values.productQuestion || undefined }));
  });
  return (
    <section className="form-card" aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>{t('generalFormHeading')}</h2>
      {outcome?.ok ? null : (
        <form noValidate onSubmit={onSubmit}>
          <p className="note">{t('formFieldsRequired')}</p>
          <TextField id={id('name')} label={t('fieldName')} autoComplete="name" maxLength={GENERAL_MAX.name} registration={register('name')} error={errors.name?.message} />
          <TextField id={id('email')} label={t('fieldEmail')} type="email" autoComplete="email" maxLength={GENERAL_MAX.email} registration={register('email')} error={errors.email?.message} />
          <TextField id={id('phone')} label={t('fieldPhone')} type="tel" autoComplete="tel-national" hint={t('fieldPhoneHint')} maxLength={GENERAL_MAX.phone} registration={register('phone')} error={errors.phone?.message} />
          <TextAreaField id={id('question')} label={t('fieldQuestion')} maxLength={GENERAL_MAX.question} registration={register('question')} error={errors.question?.message} />
          <TextField
            id={id('productQuestion')}
            label={t('fieldOptional', { label: t('fieldProductQuestion') })}
            maxLength={GENERAL_MAX.productQuestion}
            registration={register('productQuestion')}
            error={errors.productQuestion?.message}
          />
          <CaptchaField
            ref={captcha}
            id={id('captcha')}
            challengeUrl={captchaChallengeUrl(config)}
            onPayload={(payload) => setValue('altcha', payload, { shouldValidate: isSubmitted })}
            error={errors.altcha?.message}
          />
          <HoneypotField id={id('website')} {...register('website')} />
          <SubmitButton busy={isSubmitting}>{t('formSend')}</SubmitButton>
        </form>
      )}
      <FormOutcome outcome={outcome} success={<p>{t('contactSuccess')}</p>} />
    </section>
  );
}

/** Both contact forms, side by side on wide screens. */
export default function ContactForms() {
  return (
    <div className="form-grid">
      <GeneralContactForm />
      <DealerContactForm />
    </div>
  );
}
