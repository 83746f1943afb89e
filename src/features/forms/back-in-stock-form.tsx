// The out-of-stock form: email plus captcha; one mail when the chosen variant is back.
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { backInStockFormSchema, HONEYPOT_FIELD } from '../../../wire/forms';
import { z } from 'zod';
import { useT } from '../../components/site/site-provider';
import { captchaChallengeUrl, subscribeBackInStock } from '../../lib/forms';
import { CaptchaField } from './captcha-field';
import { FormOutcome, SubmitButton, TextField } from './fields';
import { HoneypotField } from '../../components/ui/honeypot-field';
import { useFormsConfig } from './use-forms-config';
import { useSubmission } from './use-submission';
import { maxLengths } from '../../lib/forms/max-length';

const schema = backInStockFormSchema.extend({ [HONEYPOT_FIELD]: z.string().optional() });
const MAX = maxLengths(schema);
type Values = z.input<typeof schema>;

/** Props of BackInStockForm: the sold-out variant (a ProductVariant gid or numeric id). */
export interface BackInStockFormProps {
  variantId: string;
}

/** "Email me when it is back" for the chosen variant. */
export default function BackInStockForm({ variantId }: BackInStockFormProps) {
  const t = useT();
  const config = useFormsConfig();
  const base = useId();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', altcha: '', website: '' } });
  const { outcome, captcha, submit } = useSubmission('back_in_stock', setError);
  const [sentTo, setSentTo] = useState('');

  const onSubmit = handleSubmit(async (values) => {
    const pageUrl = `${window.location.origin}${window.location.pathname}`;
    if (await submit(() => subscribeBackInStock(config, variantId, values, pageUrl))) setSentTo(values.email);
  });

  return (
    <section className="form-card" aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`}>{t('backInStockHeading')}</h2>
      <p className="note">{t('backInStockIntro')}</p>
      {outcome?.ok ? null : (
        <form noValidate onSubmit={onSubmit}>
          <TextField id={`${base}-email`} label={t('fieldEmail')} type="email" autoComplete="email" maxLength={MAX.email} registration={register('email')} error={errors.email?.message} />
          <CaptchaField
            ref={captcha}
            id={`${base}-captcha`}
            challengeUrl={captchaChallengeUrl(config)}
            onPayload={(payload) => setValue('altcha', payload, { shouldValidate: isSubmitted })}
            error={errors.altcha?.message}
          />
          <HoneypotField id={`${base}-website`} {...register('website')} />
          <SubmitButton busy={isSubmitting}>{t('backInStockNotify')}</SubmitButton>
        </form>
      )}
      <FormOutcome outcome={outcome} success={<p>{t('backInStockSuccess', { email: sentTo })}</p>} />
    </section>
  );
}
