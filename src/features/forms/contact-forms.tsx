// The contact page's forms: the dealer or outlet form and the general
// form (name, email, phone, question, optional product question, the captcha as not-a-robot check).
import { zodResolver } from '@hookform/resolvers/zod';
import React from 'react';
import { dealerContactSchema, generalContactSchema } from '../../../wire/forms';
import type { z } from 'zod';
import { useT } from '../../components/site/site-provider';
import { sendDealerContact, sendGeneralContact } from '../../lib/forms';
import { Field } from '../../components/ui/field';
import { FormOutcome, ProtectedForm } from '../../components/ui/protected-form';
import { EMAIL, FormCard, PHONE, useServiceForm } from './fields';
import { maxLengths } from '../../lib/forms/max-length';

const dealerSchema = dealerContactSchema.omit({ brand: true });
const generalSchema = generalContactSchema.omit({ brand: true });
type DealerValues = z.input<typeof dealerSchema>;
type GeneralValues = z.input<typeof generalSchema>;

/** The dealer or outlet contact form. */
export function DealerContactForm() {
  const t = useT();
  const { id, config, field, frame } = useServiceForm<DealerValues, z.output<typeof dealerSchema>>(
    {
      resolver: zodResolver(dealerSchema),
      defaultValues: { firstName: '', lastName: '', emailAddress: '', outletName: '', message: '', altcha: '', website: '' },
    },
    { max: maxLengths(dealerSchema) },
  );
  return (
    <FormCard id={id('heading')} heading={t('dealerFormHeading')} intro={t('dealerFormIntro')}>
      <ProtectedForm
        {...frame}
        formId="dealer_contact"
        send={(values) => sendDealerContact(config, values)}
        submitLabel={t('formSend')}
        outcome={(outcome) => <FormOutcome outcome={outcome} success={<p>{t('contactSuccess')}</p>} />}
      >
        <p className="note">{t('formFieldsRequired')}</p>
        <Field {...field('firstName', t('fieldFirstName'), { autoComplete: 'given-name' })} />
        <Field {...field('lastName', t('fieldLastName'), { autoComplete: 'family-name' })} />
        <Field {...field('emailAddress', t('fieldEmail'), EMAIL)} />
        <Field {...field('outletName', t('fieldOutletName'), { autoComplete: 'organization' })} />
        <Field {...field('message', t('fieldMessage'), { multiline: true, hint: t('fieldMessageHint') })} />
      </ProtectedForm>
    </FormCard>
  );
}

/** The general contact form. */
export function GeneralContactForm() {
  const t = useT();
  const { id, config, field, frame } = useServiceForm<GeneralValues, z.output<typeof generalSchema>>(
    {
      resolver: zodResolver(generalSchema),
      defaultValues: { name: '', email: '', phone: '', question: '', productQuestion: '', altcha: '', website: '' },
    },
    { max: maxLengths(generalSchema) },
  );
  return (
    <FormCard id={id('heading')} heading={t('generalFormHeading')}>
      <ProtectedForm
        {...frame}
        formId="contact"
        send={(values) => sendGeneralContact(config, { ...values, productQuestion: values.productQuestion || undefined })}
        submitLabel={t('formSend')}
        outcome={(outcome) => <FormOutcome outcome={outcome} success={<p>{t('contactSuccess')}</p>} />}
      >
        <p className="note">{t('formFieldsRequired')}</p>
        <Field {...field('name', t('fieldName'), { autoComplete: 'name' })} />
        <Field {...field('email', t('fieldEmail'), EMAIL)} />
        <Field {...field('phone', t('fieldPhone'), { ...PHONE, hint: t('fieldPhoneHint') })} />
        <Field {...field('question', t('fieldQuestion'), { multiline: true })} />
        <Field {...field('productQuestion', t('fieldOptional', { label: t('fieldProductQuestion') }))} />
      </ProtectedForm>
    </FormCard>
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
