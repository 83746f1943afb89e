import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  FORM_MESSAGES as M,
  articleFeedbackSchema,
  backInStockFormSchema,
  dealerContactSchema,
  fieldMessages,
  generalContactSchema,
  newsletterFormSchema,
  phoneSchema,
  proProgramSchema,
  warrantyClaimSchema,
} from '../../wire/forms';

/** The per-field messages a schema gives for a value (empty when it passes). */
function messages(schema: z.ZodTypeAny, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldMessages(r.error);
}

const dealer = { brand: 'yardwise', firstName: 'Kit', lastName: 'Fern', emailAddress: 'kit@example.com', outletName: 'Fern Feed', message: 'Please call me about stocking.', altcha: 'x' };
const general = { brand: 'trailmate', name: 'Kit Fern', email: 'kit@example.com', phone: '303-555-0100', question: 'Does it fit?', altcha: 'x' };

describe('email rules', () => {
  it('a missing email reads "Email address required"', () => {
    expect(messages(backInStockFormSchema, { altcha: 'x' }).email).toBe('Email address required');
    expect(messages(backInStockFormSchema, { email: '  ', altcha: 'x' }).email).toBe('Email address required');
  });
  it('an invalid email reads "Please re-check your email address."', () => {
    expect(messages(backInStockFormSchema, { email: 'kit@', altcha: 'x' }).email).toBe('Please re-check your email address.');
    expect(messages(dealerContactSchema, { ...dealer, emailAddress: 'nope' }).emailAddress).toBe(M.emailInvalid);
  });
});

describe('captcha', () => {
  it('a form without the ALTCHA payload reads "Please complete the CAPTCHA"', () => {
    expect(messages(backInStockFormSchema, { email: 'kit@example.com' }).altcha).toBe('Please complete the CAPTCHA');
    expect(messages(generalContactSchema, { ...general, altcha: '' }).altcha).toBe('Please complete the CAPTCHA');
  });
});

describe('newsletter', () => {
  it('takes first name, email and interest Cat or Dog', () => {
    expect(newsletterFormSchema.parse({ firstName: ' Kit ', email: 'kit@example.com', interest: 'Cat' })).toEqual({ firstName: 'Kit', email: 'kit@example.com', interest: 'Cat' });
  });
  it('a missing or other interest reads "Please select an interest."', () => {
    expect(messages(newsletterFormSchema, { firstName: 'Kit', email: 'kit@example.com' }).interest).toBe('Please select an interest.');
    expect(messages(newsletterFormSchema, { firstName: 'Kit', email: 'kit@example.com', interest: 'Fish' }).interest).toBe('Please select an interest.');
  });
  it('an invalid email reads the spec\'s other variant "We need a complete valid email address."', () => {
    expect(messages(newsletterFormSchema, { firstName: 'Kit', email: 'kit@', interest: 'Dog' }).email).toBe('We need a complete valid email address.');
    expect(messages(newsletterFormSchema, { firstName: 'Kit', interest: 'Dog' }).email).toBe('Email address required');
  });
  it('a missing first name reads "First name required"', () => {
    expect(messages(newsletterFormSchema, { email: 'kit@example.com', interest: 'Dog' }).firstName).toBe('First name required');
  });
});

describe('dealer contact', () => {
  it('accepts a complete form', () => {
    expect(messages(dealerContactSchema, dealer)).toEqual({});
  });
  it('first, last and outlet names need at least 2 letters', () => {
    const m = messages(dealerContactSchema, { ...dealer, firstName: 'K', lastName: 'F.', outletName: '7' });
    expect(m).toEqual({ firstName: M.firstNameShort, lastName: M.lastNameShort, outletName: M.outletNameShort });
  });
  it('a missing message reads "Message required"; a short one "Message must be at least 15 characters."', () => {
    expect(messages(dealerContactSchema, { ...dealer, message: '' }).message).toBe('Message required');
    expect(messages(dealerContactSchema, { ...dealer, message: 'Too short msg' }).message).toBe('Message must be at least 15 characters.');
  });
  it('a missing first name reads "First name required"', () => {
    expect(messages(dealerContactSchema, { ...dealer, firstName: undefined }).firstName).toBe('First name required');
  });
});

describe('general contact', () => {
  it('phone numbers are 10 digits, answered as ###-###-####', () => {
    expect(phoneSchema.parse('(303) 555 0100')).toBe('303-555-0100');
    expect(phoneSchema.parse('+1 303.555.0100')).toBe('303-555-0100');
    expect(messages(generalContactSchema, { ...general, phone: '555-0100' }).phone).toBe(M.phoneInvalid);
    expect(messages(generalContactSchema, { ...general, phone: '' }).phone).toBe(M.phoneRequired);
  });
  it('a missing name reads "Name is a required field."; the product question is optional', () => {
    expect(messages(generalContactSchema, { ...general, name: '' }).name).toBe('Name is a required field.');
    expect(messages(generalContactSchema, general)).toEqual({});
    expect(generalContactSchema.parse({ ...general, productQuestion: 'Rover hammock' }).productQuestion).toBe('Rover hammock');
  });
  it('an unknown brand is invalid', () => {
    expect(messages(generalContactSchema, { ...general, brand: 'acme' }).brand).toBe(M.brandInvalid);
  });
});

describe('article feedback, pro program and warranty', () => {
  it('feedback needs an article and a yes or no; the comment is optional', () => {
    expect(messages(articleFeedbackSchema, { brand: 'homing', articleId: 'a1', helpful: false })).toEqual({});
    expect(messages(articleFeedbackSchema, { brand: 'homing', articleId: '', helpful: 'yes' })).toEqual({ articleId: M.articleRequired, helpful: M.helpfulRequired });
  });
  it('a pro program application needs names, email, phone, occupation, a message and the captcha', () => {
    const m = messages(proProgramSchema, { brand: 'yardwise' });
    expect(m).toMatchObject({ firstName: M.firstNameRequired, email: M.emailRequired, phone: M.phoneRequired, occupation: M.occupationRequired, message: M.messageRequired, altcha: M.captchaRequired });
  });
  it('a warranty claim needs product, order number and a description of at least 15 characters', () => {
    const m = messages(warrantyClaimSchema, { brand: 'trailmate', name: 'Kit Fern', email: 'kit@example.com', description: 'torn', altcha: 'x' });
    expect(m).toEqual({ product: M.productRequired, orderNumber: M.orderNumberRequired, description: M.messageShort });
  });
});

describe('the spec error catalogue word for word', () => {
  it('keeps the failure messages', () => {
    expect(M.outOfStockFailed).toBe('Out of Stock form submission failed. Please refresh the page or try again later.');
    expect(M.formFailed).toBe('Form submission failed. Please refresh the page or try again later.');
    expect(M.subscribeFailed).toBe('An error occurred while subscribing. Please try again later.');
    expect(M.signUpUnsuccessful).toBe('Sign up unsuccessful');
  });
});
