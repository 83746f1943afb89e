// Labelled inputs with their hint and error wired by aria-describedby, the submit button that is
// busy while a submission is in flight, and the outcome region every form announces into.
import React, { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../components/site/site-provider';
import { FORM_MESSAGES } from '../../../wire/forms';

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldText({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  const t = useT();
  // The too-long answer (the schema's or the service's) is said in the page's language.
  const shown = error === FORM_MESSAGES.tooLong ? t('formTooLong') : error;
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="note">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="error">
          {shown}
        </p>
      ) : null}
    </>
  );
}

/** Props of TextField: the id, label, react-hook-form registration, and an optional hint and error. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string;
  error?: string;
}

/** One labelled input. */
export function TextField({ id, label, registration, hint, error, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} {...registration} />
      <FieldText id={id} hint={hint} error={error} />
    </div>
  );
}

/** Props of TextAreaField. */
export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string;
  error?: string;
}

/** One labelled text area. */
export function TextAreaField({ id, label, registration, hint, error, ...area }: TextAreaFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={4} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...area} {...registration} />
      <FieldText id={id} hint={hint} error={error} />
    </div>
  );
}

/** The submit button: busy, and deaf to clicks, while the submission is in flight. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <button type="submit" className="button" aria-busy={busy || undefined} aria-disabled={busy || undefined} onClick={busy ? (e) => e.preventDefault() : undefined}>
      {busy ? t('formSending') : children}
    </button>
  );
}

/** What a submission ended with: success text, or the failure's title and message. */
export type Outcome = { ok: true; id?: string } | { ok: false; message: string } | null;

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
