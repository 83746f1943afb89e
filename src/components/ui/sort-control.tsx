// The "Sort by" select of a result list: its label, the current sort and the sorts to choose from.
import React, { useId } from 'react';

/** Props of SortControl. */
export interface SortControlProps<V extends string> {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange(value: V): void;
}

/** A labelled select of sorts. */
export function SortControl<V extends string>({ label, value, options, onChange }: SortControlProps<V>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
