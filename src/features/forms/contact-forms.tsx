// The contact page's forms: the dealer or outlet form and the general
// form (name, email, phone, question, optional product question, the captcha as not-a-robot check).
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useId } from 'react';
import { useForm } from 'react-hook-form';
import { dealerContactSchema, generalContactSchema } from '../../../wire/forms';
import type { z } from 'zod';
import { useT } from '../../components/site/site-provider';
import { captchaChallengeUrl, sendDealerContact, sendGeneralContact } from '../../lib/forms';
import { Field } from '../../components/ui/field';
import { FormOutcome, ProtectedForm } from '../../components/ui/protected-form';
import { useFieldError } from './fields';
import { useFormsConfig } from './use-forms-config';
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
  const shown = useFieldError();
  const form = useForm<DealerValues, unknown, z.output<typeof dealerSchema>>({
    resolver: zodResolver(dealerSchema),
    defaultValues: { firstName: '', lastName: '', emailAddress: '', outletName: '', message: '', altcha: '', website: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <section className="form-card" aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>{t('dealerFormHeading')}</h2>
      <p className="note">{t('dealerFormIntro')}</p>
      <ProtectedForm
        form={form}
        formId="dealer_contact"
        idPrefix={base}
        challengeUrl={captchaChallengeUrl(config)}
        send={(values) => sendDealerContact(config, values)}
        submitLabel={t('formSend')}
        outcome={(outcome) => <FormOutcome outcome={outcome} success={<p>{t('contactSuccess')}</p>} />}
      >
        <p className="note">{t('formFieldsRequired')}</p>
        <Field id={id('firstName')} label={t('fieldFirstName')} autoComplete="given-name" maxLength={DEALER_MAX.firstName} {...register('firstName')} error={shown(errors.firstName?.message)} />
        <Field id={id('lastName')} label={t('fieldLastName')} autoComplete="family-name" maxLength={DEALER_MAX.lastName} {...register('lastName')} error={shown(errors.lastName?.message)} />
        <Field id={id('emailAddress')} label={t('fieldEmail')} type="email" autoComplete="email" maxLength={DEALER_MAX.emailAddress} {...register('emailAddress')} error={shown(errors.emailAddress?.message)} />
        <Field id={id('outletName')} label={t('fieldOutletName')} autoComplete="organization" maxLength={DEALER_MAX.outletName} {...register('outletName')} error={shown(errors.outletName?.message)} />
        <Field multiline id={id('message')} label={t('fieldMessage')} hint={t('fieldMessageHint')} maxLength={DEALER_MAX.message} {...register('message')} error={shown(errors.message?.message)} />
      </ProtectedForm>
    </section>
  );
}

/** The general contact form. */
export function GeneralContactForm() {
  const t = useT();
  const config = useFormsConfig();
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const shown = useFieldError();
  const form = useForm<GeneralValues, unknown, z.output<typeof generalSchema>>({
    resolver: zodResolver(generalSchema),
    defaultValues: { name: '', email: '', phone: '', question: '', productQuestion: '', altcha: '', website: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <section className="form-card" aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>{t('generalFormHeading')}</h2>
      <ProtectedForm
        form={form}
        formId="contact"
        idPrefix={base}
        challengeUrl={captchaChallengeUrl(config)}
        send={(values) => sendGeneralContact(config, { ...values, productQuestion: values.productQuestion || undefined })}
        submitLabel={t('formSend')}
        outcome={(outcome) => <FormOutcome outcome={outcome} success={<p>{t('contactSuccess')}</p>} />}
      >
        <p className="note">{t('formFieldsRequired')}</p>
        <Field id={id('name')} label={t('fieldName')} autoComplete="name" maxLength={GENERAL_MAX.name} {...register('name')} error={shown(errors.name?.message)} />
        <Field id={id('email')} label={t('fieldEmail')} type="email" autoComplete="email" maxLength={GENERAL_MAX.email} {...register('email')} error={shown(errors.email?.message)} />
        <Field id={id('phone')} label={t('fieldPhone')} type="tel" autoComplete="tel-national" hint={t('fieldPhoneHint')} maxLength={GENERAL_MAX.phone} {...register('phone')} error={shown(errors.phone?.message)} />
        <Field multiline id={id('question')} label={t('fieldQuestion')} maxLength={GENERAL_MAX.question} {...register('question')} error={shown(errors.question?.message)} />
        <Field
          id={id('productQuestion')}
          label={t('fieldOptional', { label: t('fieldProductQuestion') })}
          maxLength={GENERAL_MAX.productQuestion}
          {...register('productQuestion')}
          error={shown(errors.productQuestion?.message)}
        />
      </ProtectedForm>
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
