// The lifetime warranty claim: name, email, product, order number, a description,
// a photo (JPEG, PNG or WebP, 5 MB at most, checked before upload) and the captcha.
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useRef } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { warrantyClaimSchema } from '../../../wire/forms';
import type { z } from 'zod';
import { useT } from '../../components/site/site-provider';
import { claimWarranty, photoProblem } from '../../lib/forms';
import { Field } from '../../components/ui/field';
import { FormOutcome, ProtectedForm } from '../../components/ui/protected-form';
import { EMAIL, FormCard, useServiceForm } from './fields';
import { maxLengths } from '../../lib/forms/max-length';

const schema = warrantyClaimSchema.omit({ brand: true });
const MAX = maxLengths(schema);
type Values = z.input<typeof schema> & { photo?: FileList };
const fieldsResolver = zodResolver(schema) as unknown as Resolver<Values>;

/** The warranty claim form. */
export default function WarrantyForm() {
  const t = useT();
  // The schema checks the text fields; the photo's type and size are checked beside it.
  const resolver = useRef<Resolver<Values>>(async (values, context, options) => {
    const checked = await fieldsResolver(values, context, options);
    const problem = photoProblem(values.photo?.[0]);
    const failed = Object.keys(checked.errors).length > 0;
    if (!problem && !failed) return { values: { ...(checked.values as Values), photo: values.photo }, errors: {} };
    const errors: FieldErrors<Values> = { ...checked.errors, ...(problem ? { photo: { type: 'photo', message: problem } } : {}) };
    return { values: {}, errors };
  });
  const { form, id, config, field, frame } = useServiceForm<Values>(
    { resolver: resolver.current, defaultValues: { name: '', email: '', product: '', orderNumber: '', description: '', altcha: '', website: '' } },
    { max: MAX },
  );
  const {
    register,
    formState: { errors },
  } = form;
  const photo = register('photo');
  const send = ({ photo: files, ...values }: Values) => {
    const file = files?.[0] ?? null;
    return claimWarranty(config, values, file, file?.name);
  };
  const photoDescribed = [`${id('photo')}-hint`, errors.photo ? `${id('photo')}-error` : ''].filter(Boolean).join(' ');
  return (
    <FormCard id={id('heading')} heading={t('warrantyFormHeading')}>
      <ProtectedForm
        {...frame}
        formId="warranty_claim"
        send={send}
        submitLabel={t('warrantySubmit')}
        outcome={(outcome) => (
          <FormOutcome
            outcome={outcome}
            success={
              <>
                <p>{t('warrantySuccess')}</p>
                {outcome?.ok && outcome.id ? <p>{t('warrantyClaimNumber', { number: outcome.id })}</p> : null}
              </>
            }
          />
        )}
      >
        <p className="note">{t('formFieldsRequired')}</p>
        <Field {...field('name', t('fieldName'), { autoComplete: 'name' })} />
        <Field {...field('email', t('fieldEmail'), EMAIL)} />
        <Field {...field('product', t('fieldProduct'))} />
        <Field {...field('orderNumber', t('fieldOrderNumber'))} />
        <Field {...field('description', t('fieldDescription'), { multiline: true, hint: t('fieldMessageHint') })} />
        <div className="field">
          <label htmlFor={id('photo')}>{t('fieldPhoto')}</label>
          <p id={`${id('photo')}-hint`} className="note">
            {t('fieldPhotoHint')}
          </p>
          <input
            id={id('photo')}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={errors.photo ? true : undefined}
            aria-describedby={photoDescribed}
            {...photo}
          />
          {errors.photo ? (
            <p id={`${id('photo')}-error`} className="error">
              {errors.photo.message}
            </p>
          ) : null}
        </div>
      </ProtectedForm>
    </FormCard>
  );
}
