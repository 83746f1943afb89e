// The frame of every form that posts to our services: the form element, its submission (field
// messages from the service, the failure message, a lead in the data layer when accepted), the
// captcha, the honeypot, the submit button that is busy while a submission is in flight, and the
// outcome region the result is announced in. The form itself brings its fields and its texts.
import React, { useEffect, useRef, type ReactNode } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { FormResult } from '../../lib/forms';
import { useT } from '../site/site-provider';
import { CaptchaField } from './captcha-field';
import { HoneypotField } from './honeypot-field';
import { useSubmission } from './use-submission';

/** What a submission ended with: success text, or the failure's title and message. */
export type Outcome = { ok: true; id?: string } | { ok: false; message: string } | null;

/** The submit button: busy, and deaf to clicks, while the submission is in flight. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <button type="submit" className="button" aria-busy={busy || undefined} aria-disabled={busy || undefined} onClick={busy ? (e) => e.preventDefault() : undefined}>
      {busy ? t('formSending') : children}
    </button>
  );
}

/** The form's live region: the success text once sent, the spec's failure message otherwise. */
export function FormOutcome({ outcome, success, failureTitle }: { outcome: Outcome; success: ReactNode; failureTitle?: string }) {
  const successBox = useRef<HTMLDivElement>(null);
  const sent = outcome?.ok === true;
  useEffect(() => {
    // The form gives way to the success text: keyboard users continue from there.
    if (sent) successBox.current?.focus();
  }, [sent]);
  return (
    <div className="form-outcome" role="status" aria-live="polite">
      {sent ? (
        <div ref={successBox} tabIndex={-1} className="form-outcome__success">
          {success}
        </div>
      ) : null}
      {outcome && !outcome.ok ? (
        <div className="form-outcome__failure">
          {failureTitle ? <p className="error">{failureTitle}</p> : null}
          <p className="error">{outcome.message}</p>
        </div>
      ) : null}
    </div>
  );
}

/** The values every protected form carries besides its own: the captcha payload and the honeypot. */
export type ProtectedValues = { altcha?: string; website?: string };

/** Props of ProtectedForm. */
export interface ProtectedFormProps<T extends FieldValues & ProtectedValues, Out> {
  /** The form's react-hook-form instance (its values include `website`, and `altcha` with a captcha). */
  form: UseFormReturn<T, unknown, Out>;
  /** The form's name in the data layer's generate_lead. */
  formId: string;
  /** Prefix of the ids of the captcha and honeypot (`<idPrefix>-captcha`, `<idPrefix>-website`). */
  idPrefix: string;
  /** The captcha's challenge address; no captcha without one. */
  challengeUrl?: string;
  /** Sends the checked values through the forms door. */
  send(values: Out): Promise<FormResult>;
  /** Called with the sent values once the service accepted them. */
  onAccepted?(values: Out): void;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** The form's fields (and notes), above the captcha. */
  children: ReactNode;
  /** The outcome region, given the outcome and the way to clear it. */
  outcome(outcome: Outcome, clear: () => void): ReactNode;
  /**
   * `replace` (default): the form gives way to the success text, the outcome region follows the form.
   * `stay`: the form stays for another go (its captcha is reset), the outcome region closes the form.
   */
  afterSuccess?: 'replace' | 'stay';
  className?: string;
  'aria-describedby'?: string;
  /** Submit as soon as the form mounts (the values were typed before its code loaded). */
  submitNow?: boolean;
}

/** A form with captcha, honeypot, submit button and outcome around the fields it is given. */
export function ProtectedForm<T extends FieldValues & ProtectedValues, Out>({
  form,
  formId,
  idPrefix,
  challengeUrl,
  send,
  onAccepted,
  submitLabel,
  children,
  outcome: renderOutcome,
  afterSuccess = 'replace',
  className,
  'aria-describedby': describedBy,
  submitNow,
}: ProtectedFormProps<T, Out>) {
  const {
    register,
    setValue,
    setError,
    clearErrors,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const stays = afterSuccess === 'stay';
  const { outcome, setOutcome, captcha, submit } = useSubmission(formId, setError, stays ? clearErrors : undefined);
  const onSubmit = handleSubmit(async (values) => {
    if (!(await submit(() => send(values)))) return;
    onAccepted?.(values);
    // The form stays for another sign-up: the spent payload gives way to a fresh check.
    if (stays) captcha.current?.reset();
  });
  useEffect(() => {
    if (submitNow) void onSubmit();
    // Only the submit that loaded the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const region = renderOutcome(outcome, () => setOutcome(null));
  return (
    <>
      {outcome?.ok && !stays ? null : (
        <form className={className} noValidate onSubmit={onSubmit} aria-describedby={describedBy}>
          {children}
          {challengeUrl ? (
            <CaptchaField
              ref={captcha}
              id={`${idPrefix}-captcha`}
              challengeUrl={challengeUrl}
              // A reset after a sign-up that stays reports an empty payload: that is no new answer to check.
              onPayload={(payload) =>
                setValue('altcha' as Path<T>, payload as PathValue<T, Path<T>>, { shouldValidate: isSubmitted && (!stays || payload !== '') })
              }
              error={errors.altcha?.message as string | undefined}
            />
          ) : null}
          <HoneypotField id={`${idPrefix}-website`} {...register('website' as Path<T>)} />
          <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
          {stays ? region : null}
        </form>
      )}
      {stays ? null : region}
    </>
  );
}
