// The pro program application: name, email, phone, occupation, optional
// organization, a message and the captcha. Success stays on the page: the -success and -fail
// paths of the old site keep redirecting home.
import { zodResolver } from '@hookform/resolvers/zod';
import React from 'react';
import { proProgramSchema } from '../../../wire/forms';
import type { z } from 'zod';
import { useT } from '../../components/site/site-provider';
import { applyProProgram } from '../../lib/forms';
import { Field } from '../../components/ui/field';
import { FormOutcome, ProtectedForm } from '../../components/ui/protected-form';
import { EMAIL, FormCard, PHONE, useServiceForm } from './fields';
import { maxLengths } from '../../lib/forms/max-length';

const schema = proProgramSchema.omit({ brand: true });
type Values = z.input<typeof schema>;

/** The pro program application form. */
export default function ProProgramForm() {
  const t = useT();
  const { id, config, field, frame } = useServiceForm<Values, z.output<typeof schema>>(
    {
      resolver: zodResolver(schema),
      defaultValues: { firstName: '', lastName: '', email: '', phone: '', occupation: '', organization: '', message: '', altcha: '', website: '' },
    },
    { max: maxLengths(schema) },
  );
  return (
    <FormCard id={id('heading')} heading={t('proProgramFormHeading')}>
      <ProtectedForm
        {...frame}
        formId="pro_program"
        send={(values) => applyProProgram(config, { ...values, organization: values.organization || undefined })}
        submitLabel={t('proProgramApply')}
        outcome={(outcome) => <FormOutcome outcome={outcome} success={<p>{t('proProgramSuccess')}</p>} />}
      >
        <p className="note">{t('formFieldsRequired')}</p>
        <Field {...field('firstName', t('fieldFirstName'), { autoComplete: 'given-name' })} />
        <Field {...field('lastName', t('fieldLastName'), { autoComplete: 'family-name' })} />
        <Field {...field('email', t('fieldEmail'), EMAIL)} />
        <Field {...field('phone', t('fieldPhone'), { ...PHONE, hint: t('fieldPhoneHint') })} />
        <Field {...field('occupation', t('fieldOccupation'), { autoComplete: 'organization-title' })} />
        <Field {...field('organization', t('fieldOptional', { label: t('fieldOrganization') }), { autoComplete: 'organization' })} />
        <Field {...field('message', t('fieldAboutYou'), { multiline: true, hint: t('fieldMessageHint') })} />
      </ProtectedForm>
    </FormCard>
  );
}
