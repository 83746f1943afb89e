// One labelled select: the label, the options (an optional empty first choice) and an error tied to
// the control by aria-describedby and aria-invalid, as Field does for inputs. Spread react-hook-form's
// `register(name)` on it (the ref too).
import React, { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldError } from './field';

/** Props of SelectField: the select's own props, a name, a label, its options, and an optional id, empty choice and already translated error. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'children'> {
  name: string;
  label: ReactNode;
  options: { value: string; label: string }[];
  /** The text of an empty first choice (value ''), for a select nothing is chosen in yet. */
  placeholder?: string;
  /** The control's id; `field-<name>` when the page has one such field only. */
  id?: string;
  error?: ReactNode;
}

/** One labelled select with its error. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ name, label, options, placeholder, id, error, ...control }, ref) {
  const fieldId = id ?? `field-${name}`;
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <select ref={ref} id={fieldId} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, undefined, error)} {...control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError fieldId={fieldId} error={error} />
    </div>
  );
});
