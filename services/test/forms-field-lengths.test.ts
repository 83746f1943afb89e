import { describe, expect, it } from 'vitest';
import * as forms from '../../wire/forms.js';
import { useStack } from './harness.js';

const stack = useStack();
const sample = { brand: 'trailmate', name: 'Kit Fern', email: 'kit@example.com', phone: '614-555-0142', question: 'Does it fit a hatchback?', productQuestion: 'Rover hammock', altcha: 'p', website: '' };

describe('the forms refuse an over-long field with their 400 validation answer', () => {
  it('the general contact form does not keep a 6,000-character question', async () => {
    const res = await stack.call('POST', forms.FORM_PATHS.generalContact, { ...sample, question: 'Why? '.repeat(1200) });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'INVALID', message: forms.FORM_MESSAGES.formFailed, fields: { question: forms.FORM_MESSAGES.tooLong } });
    const stored = await stack.call('GET', forms.FORM_PATHS.submissions, undefined, { 'x-services-admin-key': stack.config.adminKey });
    expect(stored.body.submissions).toEqual([]);
  });

  it('nor an over-long email on the newsletter', async () => {
    const res = await stack.call('POST', forms.FORM_PATHS.newsletter, { companyId: 'TwTrl1', listId: 'TrlNws', firstName: 'Kit', interest: 'Dog', email: `${'a'.repeat(300)}@example.com`, altcha: 'p' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'INVALID', message: forms.FORM_MESSAGES.subscribeFailed, fields: { email: forms.FORM_MESSAGES.tooLong } });
  });
});
