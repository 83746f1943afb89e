// The pro program application: name, email, phone, occupation, optional
// organization, a message and the captcha. Success stays on the page: the -success and -fail
// paths of the old site keep redirecting home.
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useId } from 'react';
import { useForm } from 'react-hook-form';
import { proProgramSchema } from '../../../wire/forms';
import type { z } from 'zod';
import { useT } from '../../components/site/site-provider';
import { applyProProgram, captchaChallengeUrl } from '../../lib/forms';
import { Field } from '../../components/ui/field';
import { FormOutcome, ProtectedForm } from '../../components/ui/protected-form';
import { useFieldError } from './fields';
import { useFormsConfig } from './use-forms-config';
import { maxLengths } from '../../lib/forms/max-length';

const schema = proProgramSchema.omit({ brand: true });
const MAX = maxLengths(schema);
type Values = z.input<typeof schema>;

/** The pro program application form. */
export default function ProProgramForm() {
  const t = useT();
  const config = useFormsConfig();
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const shown = useFieldError();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', occupation: '', organization: '', message: '', altcha: '', website: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <section className="form-card" aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>{t('proProgramFormHeading')}</h2>
      <ProtectedForm
        form={form}
        formId="pro_program"
        idPrefix={base}
        challengeUrl={captchaChallengeUrl(config)}
        send={(values) => applyProProgram(config, { ...values, organization: values.organization || undefined })}
        submitLabel={t('proProgramApply')}
        outcome={(outcome) => <FormOutcome outcome={outcome} success={<p>{t('proProgramSuccess')}</p>} />}
      >
        <p className="note">{t('formFieldsRequired')}</p>
        <Field id={id('firstName')} label={t('fieldFirstName')} autoComplete="given-name" maxLength={MAX.firstName} {...register('firstName')} error={shown(errors.firstName?.message)} />
        <Field id={id('lastName')} label={t('fieldLastName')} autoComplete="family-name" maxLength={MAX.lastName} {...register('lastName')} error={shown(errors.lastName?.message)} />
        <Field id={id('email')} label={t('fieldEmail')} type="email" autoComplete="email" maxLength={MAX.email} {...register('email')} error={shown(errors.email?.message)} />
        <Field id={id('phone')} label={t('fieldPhone')} type="tel" autoComplete="tel-national" hint={t('fieldPhoneHint')} maxLength={MAX.phone} {...register('phone')} error={shown(errors.phone?.message)} />
        <Field id={id('occupation')} label={t('fieldOccupation')} autoComplete="organization-title" maxLength={MAX.occupation} {...register('occupation')} error={shown(errors.occupation?.message)} />
        <Field
          id={id('organization')}
          label={t('fieldOptional', { label: t('fieldOrganization') })}
          autoComplete="organization"
          maxLength={MAX.organization}
          {...register('organization')}
          error={shown(errors.organization?.message)}
        />
        <Field multiline id={id('message')} label={t('fieldAboutYou')} hint={t('fieldMessageHint')} maxLength={MAX.message} {...register('message')} error={shown(errors.message?.message)} />
      </ProtectedForm>
    </section>
  );
}
