// What the forms' fields show as their error: the check's message, with the too-long answer (the
// schema's or the service's) said in the page's language.
import { useCallback } from 'react';
import { useT } from '../../components/site/site-provider';
import { FORM_MESSAGES } from '../../../wire/forms';

/** The text a field shows for its error message (undefined for none). */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const t = useT();
  return useCallback((message) => (message === FORM_MESSAGES.tooLong ? t('formTooLong') : message), [t]);
}
