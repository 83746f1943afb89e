// The out-of-stock form: email plus captcha; one mail when the chosen variant is back.
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { backInStockFormSchema, HONEYPOT_FIELD } from '../../../wire/forms';
import { z } from 'zod';
import { useT } from '../../components/site/site-provider';
import { captchaChallengeUrl, subscribeBackInStock } from '../../lib/forms';
import { Field } from '../../components/ui/field';
import { FormOutcome, ProtectedForm } from '../../components/ui/protected-form';
import { useFieldError } from './fields';
import { useFormsConfig } from './use-forms-config';
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
  const shown = useFieldError();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', altcha: '', website: '' } });
  const {
    register,
    formState: { errors },
  } = form;
  const [sentTo, setSentTo] = useState('');
  const send = (values: Values) => subscribeBackInStock(config, variantId, values, `${window.location.origin}${window.location.pathname}`);

  return (
    <section className="form-card" aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`}>{t('backInStockHeading')}</h2>
      <p className="note">{t('backInStockIntro')}</p>
      <ProtectedForm
        form={form}
        formId="back_in_stock"
        idPrefix={base}
        challengeUrl={captchaChallengeUrl(config)}
        send={send}
        onAccepted={(values) => setSentTo(values.email)}
        submitLabel={t('backInStockNotify')}
        outcome={(outcome) => <FormOutcome outcome={outcome} success={<p>{t('backInStockSuccess', { email: sentTo })}</p>} />}
      >
        <Field id={`${base}-email`} label={t('fieldEmail')} type="email" autoComplete="email" maxLength={MAX.email} {...register('email')} error={shown(errors.email?.message)} />
      </ProtectedForm>
    </section>
  );
}
