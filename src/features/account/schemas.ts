// Account form rules: zod schemas whose messages are translation keys, so every form
// shows the spec's words in the page's language.
import { z } from 'zod';

const email = z.string().trim().min(1, 'emailRequired').email('emailInvalid');
const password = z.string().min(8, 'passwordTooShort');
/** Names: at least 2 letters. */
const name = (requiredKey: string) =>
  z
    .string()
    .trim()
    .min(1, requiredKey)
    .refine((v) => (v.match(/\p{L}/gu) ?? []).length >= 2, 'nameTooShort');
/** Phone: 10 digits written ###-###-####. */
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;

/**
 * A typed phone as the forms keep it: 10 digits with or without common separators (spaces, dots,
 * dashes, parentheses) and an optional leading +1 or 1 become ###-###-####; anything else stays as typed.
 */
export function formatPhone(typed: string): string {
  if (!/^[\d\s().+-]*$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : typed;
}

const phone = z
  .string()
  .trim()
  .transform(formatPhone)
  .refine((v) => v === '' || PHONE_PATTERN.test(v), 'phoneInvalid');

export const loginSchema = z.object({ email, password: z.string().min(1, 'passwordTooShort') });
export const registerSchema = z
  .object({ firstName: name('firstNameRequired'), lastName: name('fieldRequired'), email, password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'passwordsMustMatch', path: ['confirmPassword'] });
export const verifySchema = z.object({ email, code: z.string().trim().regex(/^\d{6}$/, 'codeRequired') });
export const resetRequestSchema = z.object({ email });
export const resetConfirmSchema = z
  .object({ email, code: z.string().trim().regex(/^\d{6}$/, 'codeRequired'), password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'passwordsMustMatch', path: ['confirmPassword'] });
export const passwordChangeSchema = z
  .object({ currentPassword: z.string().min(1, 'passwordTooShort'), password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'passwordsMustMatch', path: ['confirmPassword'] });
export const settingsSchema = z.object({ firstName: name('firstNameRequired'), lastName: name('fieldRequired'), email, phone, acceptsMarketing: z.boolean() });
export const emailCodeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'codeRequired') });

/** Address countries: United States and Canada. */
export const ADDRESS_COUNTRIES = ['United States', 'Canada'] as const;

/** Canadian postal codes: letter digit letter, an optional space or hyphen, digit letter digit. */
export const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/**
 * The message for a ZIP or postal code that is filled in but not valid for the country (none when
 * it is, or when it is empty: that is "required"). US: 5 digits; letters or other characters in a
 * 5-character value are the spec's format message, any other length "Enter a valid ZIP code".
 * Canada: A1A 1A1.
 */
export function zipProblem(country: (typeof ADDRESS_COUNTRIES)[number], zip: string): string | null {
  const value = zip.trim();
  if (!value) return null;
  if (country === 'United States') {
    if (/^\d{5}$/.test(value)) return null;
    return value.length === 5 ? 'zipUsFormat' : 'zipInvalid';
  }
  return CANADIAN_POSTAL_CODE.test(value) ? null : 'postalCodeInvalid';
}

export const addressSchema = z
  .object({
    firstName: name('firstNameRequired'),
    lastName: name('fieldRequired'),
    company: z.string().trim(),
    address1: z.string().trim().min(1, 'fieldRequired'),
    address2: z.string().trim(),
    city: z.string().trim().min(1, 'fieldRequired'),
    province: z.string().trim().min(1, 'fieldRequired'),
    country: z.enum(ADDRESS_COUNTRIES),
    zip: z.string().trim().min(1, 'postalCodeRequired'),
    phone,
  })
  .superRefine((v, ctx) => {
    const problem = zipProblem(v.country, v.zip);
    if (problem) ctx.addIssue({ code: 'custom', path: ['zip'], message: problem });
  });

export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
export type VerifyValues = z.infer<typeof verifySchema>;
export type ResetRequestValues = z.infer<typeof resetRequestSchema>;
export type ResetConfirmValues = z.infer<typeof resetConfirmSchema>;
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
export type SettingsValues = z.infer<typeof settingsSchema>;
export type EmailCodeValues = z.infer<typeof emailCodeSchema>;
export type AddressValues = z.infer<typeof addressSchema>;
