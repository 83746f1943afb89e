// Account form rules: zod schemas whose messages are translation keys, so every form
// shows the spec's words in the page's language.
import { z } from 'zod';
import { addressCountriesFor, addressFormat, formatIntlPhone, isIntlPhone, regionValue } from './address-format';

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

/**
 * The message for a ZIP or postal code that is filled in but not valid for the country (ISO code),
 * none when it is valid or empty (that is "required"). US: 5 digits; letters or other characters in
 * a 5-character value are the spec's format message, any other length "Enter a valid ZIP code".
 * Canada: A1A 1A1. Elsewhere the country's own postcode format.
 */
export function zipProblem(country: string, zip: string): string | null {
  const value = zip.trim();
  if (!value) return null;
  if (country === 'US') {
    if (/^\d{5}$/.test(value)) return null;
    return value.length === 5 ? 'zipUsFormat' : 'zipInvalid';
  }
  const format = addressFormat(country).postcode;
  return !format || format.pattern.test(value) ? null : 'postalCodeInvalid';
}

/** A typed phone as an address of the country keeps it: ###-###-#### in North America, else with its calling code. */
export function addressPhone(country: string, typed: string): string {
  const { phone } = addressFormat(country);
  return phone === 'nanp' ? formatPhone(typed.trim()) : formatIntlPhone(typed, phone.callingCode, phone.keepsTrunkZero);
}

/**
 * An address in one of `countries` (ISO codes, the market's): the region, postcode and phone the
 * chosen country's addresses have (addressFormat); a field the country does not have is left empty.
 */
export function addressSchemaFor(countries: readonly string[]) {
  return z
    .object({
      firstName: name('firstNameRequired'),
      lastName: name('fieldRequired'),
      company: z.string().trim(),
      address1: z.string().trim().min(1, 'fieldRequired'),
      address2: z.string().trim(),
      city: z.string().trim().min(1, 'fieldRequired'),
      province: z.string().trim(),
      country: z.string().refine((code) => countries.includes(code), 'fieldRequired'),
      zip: z.string().trim(),
      phone: z.string().trim(),
    })
    .superRefine((v, ctx) => {
      const format = addressFormat(v.country);
      if (format.region?.required && !v.province) ctx.addIssue({ code: 'custom', path: ['province'], message: 'fieldRequired' });
      // A country with a list of regions takes one of them (by code or name), never other text.
      else if (format.region && v.province && !regionValue(v.country, v.province)) ctx.addIssue({ code: 'custom', path: ['province'], message: 'fieldInvalid' });
      if (format.postcode) {
        const problem = v.zip ? zipProblem(v.country, v.zip) : 'postalCodeRequired';
        if (problem) ctx.addIssue({ code: 'custom', path: ['zip'], message: problem });
      }
      if (v.phone) {
        const phone = addressPhone(v.country, v.phone);
        if (format.phone === 'nanp' ? !PHONE_PATTERN.test(phone) : !isIntlPhone(phone)) {
          ctx.addIssue({ code: 'custom', path: ['phone'], message: format.phone === 'nanp' ? 'phoneInvalid' : 'phoneInvalidIntl' });
        }
      }
    })
    .transform((v) => {
      const format = addressFormat(v.country);
      return { ...v, province: format.region ? regionValue(v.country, v.province) : '', zip: format.postcode ? v.zip : '', phone: v.phone ? addressPhone(v.country, v.phone) : '' };
    });
}

/** An address of the United States and Canadian markets (the spec's address countries). */
export const addressSchema = addressSchemaFor(addressCountriesFor('US').map((c) => c.code));

export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
export type VerifyValues = z.infer<typeof verifySchema>;
export type ResetRequestValues = z.infer<typeof resetRequestSchema>;
export type ResetConfirmValues = z.infer<typeof resetConfirmSchema>;
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
export type SettingsValues = z.infer<typeof settingsSchema>;
export type EmailCodeValues = z.infer<typeof emailCodeSchema>;
export type AddressValues = z.infer<typeof addressSchema>;
