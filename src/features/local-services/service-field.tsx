// The fields of the local-services dialogs: each a labelled input with its length limit, its
// react-hook-form registration and its error in the page's language.
import React from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useT } from '../../components/site/site-provider';
import { Field } from '../../components/ui/field';
import { serviceText } from './service-text';

/** `field(name, labelKey, autoComplete, type)`: the Field of `name`, its id below `idPrefix`. */
export function useServiceField<T extends FieldValues, Out>(form: UseFormReturn<T, unknown, Out>, idPrefix: string, max: Partial<Record<string, number>>) {
  const t = useT();
  const errors = form.formState.errors;
  return (name: Path<T>, labelKey: string, autoComplete: string, type = 'text') => {
    const message = errors[name]?.message as string | undefined;
    return (
      <Field
        id={`${idPrefix}-${name}`}
        label={t(labelKey)}
        type={type}
        autoComplete={autoComplete}
        maxLength={max[name]}
        {...form.register(name)}
        error={message ? serviceText(t, message) : undefined}
      />
    );
  };
}
