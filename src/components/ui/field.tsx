// One labelled control: the label, the input (or text area), an optional hint and an error, the hint
// and error tied to the control by aria-describedby and the error by aria-invalid. Spread
// react-hook-form's `register(name)` on it (the ref too).
import React, { forwardRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** The describedby list of a control with an optional hint and error (undefined when neither). */
export function describedBy(id: string, hint?: unknown, error?: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** Props of Field: the input's own props, a name, a label, and an optional id, hint and already translated error. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string;
  label: ReactNode;
  /** The control's id; `field-<name>` when the page has one such field only. */
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** A text area (four rows unless `rows` says otherwise) instead of an input. */
  multiline?: boolean;
  rows?: number;
}

/** One labelled input or text area with its hint and error. */
export const Field = forwardRef<HTMLInputElement | HTMLTextAreaElement, FieldProps>(function Field(
  { name, label, id, hint, error, multiline, rows = 4, ...control },
  ref,
) {
  const fieldId = id ?? `field-${name}`;
  const aria = { id: fieldId, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(fieldId, hint, error) } as const;
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      {multiline ? (
        <textarea ref={ref as Ref<HTMLTextAreaElement>} rows={rows} {...aria} {...(control as InputHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input ref={ref as Ref<HTMLInputElement>} {...aria} {...control} />
      )}
      {hint ? (
        <p id={`${fieldId}-hint`} className="note">
          {hint}
        </p>
      ) : null}
      <FieldError fieldId={fieldId} error={error} />
    </div>
  );
});

/** A field's error under its control, with the id the control's aria-describedby names; nothing without one. */
export function FieldError({ fieldId, error }: { fieldId: string; error?: ReactNode }) {
  return error ? (
    <p id={`${fieldId}-error`} className="error">
      {error}
    </p>
  ) : null;
}
