// Account form rules hold the spec's messages: email, names, passwords, codes, US zip,
// postal code and phone.
import { describe, expect, it } from 'vitest';
import { addressSchema, loginSchema, registerSchema, settingsSchema, verifySchema } from '../../src/features/account/schemas';
import { displayPhone } from '../../src/features/account/settings-view';
import { makeT } from '../../src/components/site/site-provider';
import { DEV_STRINGS } from '../../src/components/site/dev-strings';
import { pageStrings } from '../ui/fixtures';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  // The first message of each field, as the forms show it.
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const person = { firstName: 'Kit', lastName: 'Fern', email: 'kit@example.com', password: 'long-enough', confirmPassword: 'long-enough' };
const address = { firstName: 'Kit', lastName: 'Fern', company: '', address1: '2 Pine St', address2: '', city: 'Boulder', province: 'Colorado', country: 'US', zip: '80301', phone: '' };

describe('account form rules', () => {
  it('email is required, then must be valid', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: 'x' })).email).toBe('emailRequired');
    expect(messages(loginSchema.safeParse({ email: 'kit@', password: 'x' })).email).toBe('emailInvalid');
  });
  it('names need at least 2 letters; an empty first name is "First name required"', () => {
    expect(messages(registerSchema.safeParse({ ...person, firstName: '' })).firstName).toBe('firstNameRequired');
    expect(messages(registerSchema.safeParse({ ...person, firstName: 'K' })).firstName).toBe('nameTooShort');
    expect(messages(registerSchema.safeParse({ ...person, firstName: 'K1' })).firstName).toBe('nameTooShort');
    expect(registerSchema.safeParse({ ...person, firstName: 'Jo' }).success).toBe(true);
  });
  it('passwords need 8 characters and must match', () => {
    expect(messages(registerSchema.safeParse({ ...person, password: 'short', confirmPassword: 'short' })).password).toBe('passwordTooShort');
    expect(messages(registerSchema.safeParse({ ...person, confirmPassword: 'long-enough!' })).confirmPassword).toBe('passwordsMustMatch');
  });
  it('a verification code is 6 digits', () => {
    expect(verifySchema.safeParse({ email: 'kit@example.com', code: '12345' }).success).toBe(false);
    expect(verifySchema.safeParse({ email: 'kit@example.com', code: ' 123456 ' }).success).toBe(true);
  });
  it('US zip codes are 5 digits: a filled-in ZIP of another length is "Enter a valid ZIP code", never "required"', () => {
    expect(messages(addressSchema.safeParse({ ...address, zip: '8030' })).zip).toBe('zipInvalid');
    expect(messages(addressSchema.safeParse({ ...address, zip: '80301-1234' })).zip).toBe('zipInvalid');
    expect(messages(addressSchema.safeParse({ ...address, zip: '8030A' })).zip).toBe('zipUsFormat');
    expect(messages(addressSchema.safeParse({ ...address, zip: '' })).zip).toBe('postalCodeRequired');
    expect(messages(addressSchema.safeParse({ ...address, zip: '   ' })).zip).toBe('postalCodeRequired');
    expect(addressSchema.safeParse({ ...address, zip: ' 80301 ' }).success).toBe(true);
  });
  it('Canadian postal codes are A1A 1A1: anything else filled in is "Enter a valid postal code"', () => {
    const canada = { ...address, country: 'CA', province: 'Ontario' };
    for (const zip of ['M5V 2T6', 'm5v2t6', 'M5V-2T6']) expect(addressSchema.safeParse({ ...canada, zip }).success, zip).toBe(true);
    for (const zip of ['M5V', '80301', 'M5V 2T', 'D5V 2T6']) expect(messages(addressSchema.safeParse({ ...canada, zip })).zip, zip).toBe('postalCodeInvalid');
    expect(messages(addressSchema.safeParse({ ...canada, zip: '' })).zip).toBe('postalCodeRequired');
    expect(addressSchema.safeParse({ ...address, country: 'MX' }).success).toBe(false);
  });
  it('phones are 10 digits written ###-###-####', () => {
    expect(addressSchema.safeParse({ ...address, phone: '303-555-0100' }).success).toBe(true);
    expect(messages(settingsSchema.safeParse({ ...person, phone: '555-0100', acceptsMarketing: false })).phone).toBe('phoneInvalid');
    expect(displayPhone('+13035550100')).toBe('303-555-0100');
  });
  it('10 digits typed without dashes, or with common separators or +1, are accepted and written ###-###-####', () => {
    for (const phone of ['3035550100', ' 303 555 0100 ', '(303) 555-0100', '303.555.0100', '+1 303 555 0100', '1-303-555-0100']) {
      const address1 = addressSchema.safeParse({ ...address, phone });
      expect(address1.success && address1.data.phone, phone).toBe('303-555-0100');
      const settings = settingsSchema.safeParse({ ...person, phone, acceptsMarketing: false });
      expect(settings.success && settings.data.phone, phone).toBe('303-555-0100');
    }
    for (const phone of ['303555010', '30355501000', '303-555-01OO', '303/555/0100']) {
      expect(messages(addressSchema.safeParse({ ...address, phone })).phone, phone).toBe('phoneInvalid');
    }
    expect(addressSchema.safeParse({ ...address, phone: '' }).success).toBe(true);
  });
});

describe('account form messages in English', () => {
  const t = makeT(pageStrings(DEV_STRINGS, 'en'));

  it('the rules above read the spec\'s words (§5)', () => {
    expect(t('emailRequired')).toBe('Email address required');
    expect(t('emailInvalid')).toBe('Please re-check your email address.');
    expect(t('firstNameRequired')).toBe('First name required');
    expect(t('passwordTooShort')).toBe('Please choose a password with at least 8 characters');
    expect(t('passwordsMustMatch')).toBe('Passwords must match');
    expect(t('postalCodeRequired')).toBe('Postal code is required');
    expect(t('zipUsFormat')).toBe('Entered value does not match US zip code format');
  });

  it('the generic checks name the field: "{label} is required", "{label} is invalid"', () => {
    expect(t('fieldRequired', { label: 'Last name' })).toBe('Last name is required');
    expect(t('fieldInvalid', { label: 'Country' })).toBe('Country is invalid');
  });
});
