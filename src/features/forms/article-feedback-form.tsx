// Support-article feedback: helpful or not, and an optional comment; no captcha.
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useId } from 'react';
import { useForm } from 'react-hook-form';
import { articleFeedbackSchema } from '../../../wire/forms';
import type { z } from 'zod';
import { useT } from '../../components/site/site-provider';
import { sendArticleFeedback } from '../../lib/forms';
import { Field } from '../../components/ui/field';
import { FormOutcome, ProtectedForm } from '../../components/ui/protected-form';
import { useFieldError } from './fields';
import { useFormsConfig } from './use-forms-config';
import { maxLengths } from '../../lib/forms/max-length';

const schema = articleFeedbackSchema.omit({ brand: true });
const MAX = maxLengths(schema);
type Values = z.input<typeof schema>;

/** Props of ArticleFeedbackForm: the article's id (its slug). */
export interface ArticleFeedbackFormProps {
  articleId: string;
}

/** "Was this article helpful?" with Yes or No and a comment. */
export default function ArticleFeedbackForm({ articleId }: ArticleFeedbackFormProps) {
  const t = useT();
  const config = useFormsConfig();
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const shown = useFieldError();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { articleId, comment: '', website: '' } });
  const {
    register,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  const helpful = watch('helpful');
  return (
    <section className="form-card" aria-labelledby={id('heading')}>
      <ProtectedForm
        form={form}
        formId="article_feedback"
        idPrefix={base}
        send={(values) => sendArticleFeedback(config, { ...values, comment: values.comment || undefined })}
        submitLabel={t('feedbackSend')}
        outcome={(outcome) => <FormOutcome outcome={outcome} success={<p id={outcome?.ok ? id('heading') : undefined}>{t('feedbackThanks')}</p>} />}
      >
        <fieldset aria-describedby={errors.helpful ? id('helpful-error') : undefined}>
          <legend id={id('heading')}>{t('feedbackQuestion')}</legend>
          {([true, false] as const).map((value) => (
            <label key={String(value)} className="choice">
              <input
                type="radio"
                name={id('helpful')}
                checked={helpful === value}
                onChange={() => setValue('helpful', value, { shouldValidate: isSubmitted })}
              />
              {t(value ? 'feedbackYes' : 'feedbackNo')}
            </label>
          ))}
          {errors.helpful ? (
            // Whatever the check said (here or the service), the customer is asked to pick one.
            <p id={id('helpful-error')} className="error">
              {t('feedbackChooseYesNo')}
            </p>
          ) : null}
        </fieldset>
        <Field multiline id={id('comment')} label={t('fieldOptional', { label: t('feedbackComment') })} maxLength={MAX.comment} {...register('comment')} error={shown(errors.comment?.message)} />
      </ProtectedForm>
    </section>
  );
}
