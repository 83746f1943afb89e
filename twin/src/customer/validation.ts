import { lookupCountry, lookupProvince, zipFits } from './geo.js';
import type { AddressFields, AddressRecord } from './store.js';

/** A CustomerUserError as the Storefront API returns it. */
export interface CustomerUserError {
  code: string | null;
  field: string[] | null;
  message: string;
}

/** Builds one customer user error. */
export const userError = (code: string | null, field: string[] | null, message: string): CustomerUserError => ({
  code,
  field,
  message,
});

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}$/;
const HTML = /<[^>]*>/;
const URL_LIKE = /(https?:\/\/|www\.)/i;

/** Shopify's password rules for customer accounts: 5 to 40 characters, no surrounding whitespace. */
export function passwordErrors(password: unknown, field: string[]): CustomerUserError[] {
  if (typeof password !== 'string' || password === '') return [userError('BLANK', field, "Password can't be blank")];
  if (password !== password.trim()) {
    return [userError('PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE', field, 'Password starts or ends with whitespace')];
  }
  if (password.length < 5) return [userError('TOO_SHORT', field, 'Password is too short (minimum is 5 characters)')];
  if (password.length > 40) return [userError('TOO_LONG', field, 'Password is too long (maximum is 40 characters)')];
  return [];
}

/** Email checks: present and well-formed. */
export function emailErrors(email: unknown, field: string[]): CustomerUserError[] {
  if (typeof email !== 'string' || email.trim() === '') return [userError('BLANK', field, "Email can't be blank")];
  if (!EMAIL.test(email.trim()) || email.length > 255) return [userError('INVALID', field, 'Email is invalid')];
  return [];
}

/** Name checks: no HTML, no URLs, at most 255 characters. */
export function nameErrors(value: unknown, field: string[], label: string): CustomerUserError[] {
  if (value === null || value === undefined || value === '') return [];
  const text = String(value);
  if (HTML.test(text)) return [userError('CONTAINS_HTML_TAGS', field, `${label} cannot contain HTML tags`)];
  if (URL_LIKE.test(text)) return [userError('CONTAINS_URL', field, `${label} cannot contain URL`)];
  if (text.length > 255) return [userError('TOO_LONG', field, `${label} is too long (maximum is 255 characters)`)];
  return [];
}

/** Phone checks: digits with common separators, 7 to 15 digits, optional leading +. */
export function phoneErrors(value: unknown, field: string[]): CustomerUserError[] {
  if (value === null || value === undefined || value === '') return [];
  const text = String(value);
  const digits = text.replace(/\D/g, '');
  if (!/^\+?[\d\s().-]+$/.test(text) || digits.length < 7 || digits.length > 15) {
    return [userError('INVALID', field, 'Phone is invalid')];
  }
  return [];
}

/** The MailingAddressInput of the Storefront API. */
export interface MailingAddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  country?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  province?: string | null;
  zip?: string | null;
}

const clean = (value: string | null | undefined): string | null => {
  if (value === undefined || value === null) return null;
  const t = value.trim();
  return t === '' ? null : t;
};

/**
 * Merges an address input over existing fields (absent keys keep their value), normalizes country
 * and province to names plus codes, and returns the user errors Shopify would report.
 */
export function buildAddress(
  input: MailingAddressInput,
  base: AddressFields | null,
): { fields: AddressFields; errors: CustomerUserError[] } {
  const errors: CustomerUserError[] = [];
  const pick = (key: keyof MailingAddressInput, current: string | null | undefined) =>
    key in input ? clean(input[key]) : (current ?? null);
  const fields: AddressFields = {
    firstName: pick('firstName', base?.firstName),
    lastName: pick('lastName', base?.lastName),
    company: pick('company', base?.company),
    address1: pick('address1', base?.address1),
    address2: pick('address2', base?.address2),
    city: pick('city', base?.city),
    province: pick('province', base?.province),
    provinceCode: base?.provinceCode ?? null,
    country: pick('country', base?.country),
    countryCode: base?.countryCode ?? null,
    zip: pick('zip', base?.zip),
    phone: pick('phone', base?.phone),
  };
  errors.push(...nameErrors(fields.firstName, ['address', 'firstName'], 'First name'));
  errors.push(...nameErrors(fields.lastName, ['address', 'lastName'], 'Last name'));
  for (const key of ['company', 'address1', 'address2', 'city'] as const) {
    if ((fields[key]?.length ?? 0) > 255) {
      errors.push(userError('TOO_LONG', ['address', key], `${key} is too long (maximum is 255 characters)`));
    } else if (fields[key] && HTML.test(fields[key]!)) {
      errors.push(userError('CONTAINS_HTML_TAGS', ['address', key], `${key} cannot contain HTML tags`));
    }
  }
  errors.push(...phoneErrors(fields.phone, ['address', 'phone']));
  if (fields.country) {
    const country = lookupCountry(fields.country);
    if (!country) {
      errors.push(userError('INVALID', ['address', 'country'], 'Country is invalid'));
      fields.countryCode = null;
    } else {
      fields.country = country.name;
      fields.countryCode = country.code;
      if (fields.province) {
        const province = lookupProvince(country.code, fields.province);
        if (province === null) {
          errors.push(userError('INVALID', ['address', 'province'], 'Province is invalid'));
        } else if (province) {
          fields.province = province.name;
          fields.provinceCode = province.code;
        } else {
          fields.provinceCode = null;
        }
      } else {
        fields.provinceCode = null;
      }
      if (fields.zip && !zipFits(country.code, fields.zip)) {
        errors.push(userError('INVALID', ['address', 'zip'], `Zip is invalid for ${country.name}`));
      }
    }
  } else {
    fields.countryCode = null;
    fields.provinceCode = fields.province ? fields.provinceCode : null;
  }
  return { fields, errors };
}

/** Whether two addresses hold the same fields (Shopify refuses exact duplicates). */
export function sameAddress(a: AddressFields, b: AddressRecord): boolean {
  const keys: Array<keyof AddressFields> = [
    'firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'province', 'country', 'zip', 'phone',
  ];
  return keys.every((k) => (a[k] ?? '').toLowerCase() === (b[k] ?? '').toLowerCase());
}
