// Runs one submission through the forms door and turns its result into what the form shows: the
// service's field messages on their fields, the spec's failure message, a fresh captcha. The
// entered values stay as they are on failure.
import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormClearErrors, UseFormSetError } from 'react-hook-form';
import type { FormResult } from '../../lib/forms';
import { trackEvent } from '../../lib/analytics/track';
import type { CaptchaHandle } from './captcha-field';
import type { Outcome } from './protected-form';

/**
 * The outcome to show, the captcha's handle, and `submit(send)` that records the outcome. An accepted
 * submission clears the field messages (`clearErrors`), so no stale one stands beside the success,
 * and is pushed to the data layer as a lead from `formId`.
 */
export function useSubmission<T extends FieldValues>(formId: string, setError: UseFormSetError<T>, clearErrors?: UseFormClearErrors<T>) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const submit = useCallback(
    async (send: () => Promise<FormResult>): Promise<boolean> => {
      setOutcome(null);
      const result = await send();
      if (result.ok) {
        // Each accepted form is a lead (GA4's generate_lead), named by its form.
        trackEvent('generate_lead', { form_id: formId });
        clearErrors?.();
        setOutcome({ ok: true, ...(result.value.id ? { id: result.value.id } : {}) });
        return true;
      }
      for (const [field, message] of Object.entries(result.failure.fields)) setError(field as Path<T>, { type: 'server', message });
      // The service spends every captcha payload it sees; the next try needs a fresh one.
      captcha.current?.reset();
      setOutcome({ ok: false, message: result.failure.message });
      return false;
    },
    [formId, setError, clearErrors],
  );
  return { outcome, setOutcome, captcha, submit };
}
