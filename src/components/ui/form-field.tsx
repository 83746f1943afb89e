// A labelled form field with its error tied to it (aria-invalid, aria-describedby).
import React, { forwardRef } from 'react';

/** Props of Field: the input's own props plus a label and an already translated error. */
export interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  name: string;
}

/** One labelled input. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, name, id, ...input }, ref) {
  const fieldId = id ?? `field-${name}`;
  const errorId = `${fieldId}-error`;
  return (
    <div className="form-field">
      <label htmlFor={fieldId}>{label}</label>
      <input ref={ref} id={fieldId} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error ? (
        <p id={errorId} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** A form-level message in a live region: an error (alert) or a confirmation (status). */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: React.ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? 'form-error' : 'form-success'}>
      {children}
    </div>
  );
}
