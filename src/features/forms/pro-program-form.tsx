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
import { CaptchaField } from './captcha-field';
import { FormOutcome, SubmitButton, TextAreaField, TextField } from './fields';
import { HoneypotField } from '../../components/ui/honeypot-field';
import { useFormsConfig } from './use-forms-config';
import { useSubmission } from './use-submission';
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
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', occupation: '', organization: '', message: '', altcha: '', website: '' },
  });
  const { outcome, captcha, submit } = useSubmission('pro_program', setError);
  const onSubmit = handleSubmit(async (values) => {
    await submit(() => applyProProgram(config, { ...values, organization: values.organization || undefined }));
  });
  return (
    <section className="form-card" aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>{t('proProgramFormHeading')}</h2>
      {outcome?.ok ? null : (
        <form noValidate onSubmit={onSubmit}>
          <p className="note">{t('formFieldsRequired')}</p>
          <TextField id={id('firstName')} label={t('fieldFirstName')} autoComplete="given-name" maxLength={MAX.firstName} registration={register('firstName')} error={errors.firstName?.message} />
          <TextField id={id('lastName')} label={t('fieldLastName')} autoComplete="family-name" maxLength={MAX.lastName} registration={register('lastName')} error={errors.lastName?.message} />
          <TextField id={id('email')} label={t('fieldEmail')} type="email" autoComplete="email" maxLength={MAX.email} registration={register('email')} error={errors.email?.message} />
          <TextField id={id('phone')} label={t('fieldPhone')} type="tel" autoComplete="tel-national" hint={t('fieldPhoneHint')} maxLength={MAX.phone} registration={register('phone')} error={errors.phone?.message} />
          <TextField id={id('occupation')} label={t('fieldOccupation')} autoComplete="organization-title" maxLength={MAX.occupation} registration={register('occupation')} error={errors.occupation?.message} />
          <TextField
            id={id('organization')}
            label={t('fieldOptional', { label: t('fieldOrganization') })}
            autoComplete="organization"
            maxLength={MAX.organization}
            registration={register('organization')}
            error={errors.organization?.message}
          />
          <TextAreaField id={id('message')} label={t('fieldAboutYou')} hint={t('fieldMessageHint')} maxLength={MAX.message} registration={register('message')} error={errors.message?.message} />
          <CaptchaField
            ref={captcha}
            id={id('captcha')}
            challengeUrl={captchaChallengeUrl(config)}
            onPayload={(payload) => setValue('altcha', payload, { shouldValidate: isSubmitted })}
            error={errors.altcha?.message}
          />
          <HoneypotField id={id('website')} {...register('website')} />
          <SubmitButton busy={isSubmitting}>{t('proProgramApply')}</SubmitButton>
        </form>
      )}
      <FormOutcome outcome={outcome} success={<p>{t('proProgramSuccess')}</p>} />
    </section>
  );
}
