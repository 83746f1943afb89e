// The out-of-stock form: email plus captcha; one mail when the chosen variant is back.
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useState } from 'react';
import { backInStockFormSchema, HONEYPOT_FIELD } from '../../../wire/forms';
import { z } from 'zod';
import { useT } from '../../components/site/site-provider';
import { subscribeBackInStock } from '../../lib/forms';
import { Field } from '../../components/ui/field';
import { FormOutcome, ProtectedForm } from '../../components/ui/protected-form';
import { EMAIL, FormCard, useServiceForm } from './fields';
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
  const { id, config, field, frame } = useServiceForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', altcha: '', website: '' } }, { max: MAX });
  const [sentTo, setSentTo] = useState('');
  const send = (values: Values) => subscribeBackInStock(config, variantId, values, `${window.location.origin}${window.location.pathname}`);

  return (
    <FormCard id={id('heading')} heading={t('backInStockHeading')} intro={t('backInStockIntro')}>
      <ProtectedForm
        {...frame}
        formId="back_in_stock"
        send={send}
        onAccepted={(values) => setSentTo(values.email)}
        submitLabel={t('backInStockNotify')}
        outcome={(outcome) => <FormOutcome outcome={outcome} success={<p>{t('backInStockSuccess', { email: sentTo })}</p>} />}
      >
        <Field {...field('email', t('fieldEmail'), EMAIL)} />
      </ProtectedForm>
    </FormCard>
  );
}
