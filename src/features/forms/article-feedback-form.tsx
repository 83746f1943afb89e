// Support-article feedback: helpful or not, and an optional comment; no captcha.
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useId } from 'react';
import { useForm } from 'react-hook-form';
import { articleFeedbackSchema } from '../../../wire/forms';
import type { z } from 'zod';
import { useT } from '../../components/site/site-provider';
import { sendArticleFeedback } from '../../lib/forms';
import { FormOutcome, SubmitButton, TextAreaField } from './fields';
import { HoneypotField } from '../../components/ui/honeypot-field';
import { useFormsConfig } from './use-forms-config';
import { useSubmission } from './use-submission';
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
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { articleId, comment: '', website: '' } });
  const { outcome, submit } = useSubmission('article_feedback', setError);
  const helpful = watch('helpful');
  const onSubmit = handleSubmit(async (values) => {
    await submit(() => sendArticleFeedback(config, { ...values, comment: values.comment || undefined }));
  });
  return (
    <section className="form-card" aria-labelledby={id('heading')}>
      {outcome?.ok ? null : (
        <form noValidate onSubmit={onSubmit}>
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
          <TextAreaField id={id('comment')} label={t('fieldOptional', { label: t('feedbackComment') })} maxLength={MAX.comment} registration={register('comment')} error={errors.comment?.message} />
          <HoneypotField id={id('website')} {...register('website')} />
          <SubmitButton busy={isSubmitting}>{t('feedbackSend')}</SubmitButton>
        </form>
      )}
      <FormOutcome outcome={outcome} success={<p id={outcome?.ok ? id('heading') : undefined}>{t('feedbackThanks')}</p>} />
    </section>
  );
}
