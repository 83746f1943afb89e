// Support-article feedback: helpful or not, and an optional comment; no captcha.
import { zodResolver } from '@hookform/resolvers/zod';
import React from 'react';
import { articleFeedbackSchema } from '../../../wire/forms';
import type { z } from 'zod';
import { useT } from '../../components/site/site-provider';
import { sendArticleFeedback } from '../../lib/forms';
import { Field } from '../../components/ui/field';
import { FormOutcome, ProtectedForm } from '../../components/ui/protected-form';
import { useServiceForm } from './fields';
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
  const { form, id, config, field, frame } = useServiceForm<Values>({ resolver: zodResolver(schema), defaultValues: { articleId, comment: '', website: '' } }, { max: MAX, captcha: false });
  const {
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  const helpful = watch('helpful');
  return (
    <section className="form-card" aria-labelledby={id('heading')}>
      <ProtectedForm
        {...frame}
        formId="article_feedback"
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
        <Field {...field('comment', t('fieldOptional', { label: t('feedbackComment') }), { multiline: true })} />
      </ProtectedForm>
    </section>
  );
}
