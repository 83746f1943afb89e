// What the service forms share besides their frame: the form's state and ids, the brand's forms
// configuration, and each field's props (id, label, limit, registration and its error, with the
// too-long answer of the schema or the service said in the page's language).
import React, { useCallback, useId, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import { useT } from '../../components/site/site-provider';
import type { FieldProps } from '../../components/ui/field';
import { FORM_MESSAGES } from '../../../wire/forms';
import { captchaChallengeUrl } from '../../lib/forms';
import { useFormsConfig } from './use-forms-config';

/** The text a field shows for its error message (undefined for none). */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const t = useT();
  return useCallback((message) => (message === FORM_MESSAGES.tooLong ? t('formTooLong') : message), [t]);
}

/** Controls the forms ask for again and again. */
export const EMAIL = { type: 'email', autoComplete: 'email' } as const;
export const PHONE = { type: 'tel', autoComplete: 'tel-national' } as const;

type Control = Omit<FieldProps, 'id' | 'name' | 'label' | 'error'>;

/** How a service form is set up besides react-hook-form's options. */
export interface ServiceFormSetup {
  /** The fields' length limits (maxLengths of the form's schema). */
  max?: Partial<Record<string, number>>;
  /** The ids' prefix; the page's own unique one by default. */
  prefix?: string;
  /** Whether the form carries the captcha (default true). */
  captcha?: boolean;
}

/**
 * A service form's state: react-hook-form with `options`, the ids below one prefix (`id(name)`), the
 * brand's forms configuration, `field(name, label, control)`, the props of the Field of `name` (its
 * limit, its registration and its error), and `frame`, the props of its ProtectedForm (form, ids, captcha).
 */
export function useServiceForm<T extends FieldValues, Out = T>(options: UseFormProps<T, unknown, Out>, { max = {}, prefix, captcha = true }: ServiceFormSetup = {}) {
  const generated = useId();
  const base = prefix ?? generated;
  const config = useFormsConfig();
  const shown = useFieldError();
  const form = useForm<T, unknown, Out>(options);
  const {
    register,
    formState: { errors },
  } = form;
  const id = (name: string) => `${base}-${name}`;
  const field = (name: Path<T>, label: string, control: Control = {}) => ({
    id: id(name),
    label,
    maxLength: max[name],
    ...control,
    ...register(name),
    error: shown(errors[name]?.message as string | undefined),
  });
  const frame = { form, idPrefix: base, challengeUrl: captcha ? captchaChallengeUrl(config) : undefined };
  return { form, id, config, field, frame };
}

/** The card a form stands in: a heading that names the region, an optional intro, the form. */
export function FormCard({ id, heading, intro, children }: { id: string; heading: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="form-card" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {intro ? <p className="note">{intro}</p> : null}
      {children}
    </section>
  );
}
