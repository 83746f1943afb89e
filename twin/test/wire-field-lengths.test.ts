import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as forms from '../../wire/forms.js';
import * as services from '../../wire/services.js';
import * as subscriptions from '../../wire/subscriptions.js';
import * as account from '../../wire/account.js';

// Every text a form or service keeps has a length it will not go past, in the browser and at the twin alike.
const email = 'kit@example.com';
const brand = 'trailmate';
const SAMPLES = {
  newsletter: [forms.newsletterFormSchema, { firstName: 'Kit', email, interest: 'Dog' }],
  backInStock: [forms.backInStockFormSchema, { email, altcha: 'eyJwYXlsb2FkIjoxfQ==' }],
  newsletterRequest: [forms.newsletterRequestSchema, { firstName: 'Kit', email, interest: 'Dog', altcha: 'eyJwYXlsb2FkIjoxfQ==', companyId: 'TwTrl1', listId: 'TrlNws', website: '' }],
  backInStockRequest: [
    forms.backInStockRequestSchema,
    { email, altcha: 'eyJwYXlsb2FkIjoxfQ==', companyId: 'TwTrl1', variant: '$shopify:::$default:::2004', pageUrl: 'https://www.trailmate.example/leashes/sold-out-leash/', website: '' },
  ],
  dealerContact: [
    forms.dealerContactSchema,
    { brand, firstName: 'Kit', lastName: 'Fern', emailAddress: email, outletName: 'Fern Outfitters', message: 'Please tell me how to stock your gear.', altcha: 'p', website: '' },
  ],
  generalContact: [
    forms.generalContactSchema,
    { brand, name: 'Kit Fern', email, phone: '614-555-0142', question: 'Does it fit a hatchback?', productQuestion: 'Rover hammock', altcha: 'p', website: '' },
  ],
  articleFeedback: [forms.articleFeedbackSchema, { brand, articleId: 'fitting-a-harness', helpful: true, comment: 'Clear, thanks.', website: '' }],
  proProgram: [
    forms.proProgramSchema,
    { brand, firstName: 'Kit', lastName: 'Fern', email, phone: '614-555-0142', occupation: 'Vet', organization: 'Fern Clinic', message: 'I treat working dogs every day.', altcha: 'p', website: '' },
  ],
  warranty: [
    forms.warrantyClaimSchema,
    { brand, name: 'Kit Fern', email, product: 'Rover hammock', orderNumber: '#1001', description: 'A seam came loose after a week.', altcha: 'p', website: '' },
  ],
  dealerQuery: [services.dealerQuerySchema, { zip: '43017', brand: 'yardwise' }],
  booking: [
    services.bookingRequestSchema,
    { type: 'In-Home', date: '2026-12-01', time: '10:00', firstName: 'Kit', lastName: 'Fern', email, phone: '614 555 0142', address: '1 Main St', postalCode: '43017', referralCode: 'YW-ABCDEF', dealerId: 'd1', website: '' },
  ],
  enrolment: [services.enrolmentRequestSchema, { company: 'Maple Lane Kennels', email, zip: '43017', mobilePhone: '614 555 0142', website: '' }],
  startChat: [services.startChatRequestSchema, { name: 'Sam', email, website: '' }],
  chatMessage: [services.chatMessageRequestSchema, { text: 'Hello', website: '' }],
  cancel: [subscriptions.cancelRequestSchema, { reason: 'other', feedback: 'Moving abroad.' }],
  nextDate: [subscriptions.nextDateRequestSchema, { date: '2026-12-01' }],
  activation: [subscriptions.activationRequestSchema, { activationCode: 'HM-7KQ2-P9XD', email, petName: 'Rex', planId: 'gid://shopify/SellingPlan/1' }],
  activationResend: [subscriptions.activationResendRequestSchema, { email }],
  trainingVideos: [account.trainingVideosQuerySchema, { store: 'yardwise-us', language: 'en' }],
} satisfies Record<string, [z.ZodTypeAny, Record<string, unknown>]>;

// A value that keeps the field's format (a deliverable-looking email, ten digits) and is far too long.
function overLong(field: string): string {
  if (/email/i.test(field)) return `${'a'.repeat(300)}@example.com`;
  if (/phone/i.test(field)) return `614${'-'.repeat(200)}5550142`;
  return 'Ab '.repeat(2100);
}

describe('every string field of the wire schemas has a maximum length', () => {
  for (const [name, [schema, sample]] of Object.entries(SAMPLES)) {
    it(`${name}: the sample passes and an over-long value of each text field is refused on that field`, () => {
      expect(schema.safeParse(sample).success).toBe(true);
      for (const [field, value] of Object.entries(sample)) {
        if (typeof value !== 'string') continue;
        const result = schema.safeParse({ ...sample, [field]: overLong(field) });
        expect(result.success, `${name}.${field}`).toBe(false);
        expect(result.error!.issues.some((i) => i.path[0] === field), `${name}.${field}`).toBe(true);
      }
    });
  }

  it('the limits are the usual ones: names 100, emails 254, free text 5000, chat messages 2000', () => {
    const accepts = (schema: z.ZodTypeAny, sample: Record<string, unknown>, field: string, value: string) => schema.safeParse({ ...sample, [field]: value }).success;
    const [general, generalSample] = SAMPLES.generalContact;
    expect(accepts(general, generalSample, 'question', 'q'.repeat(5000))).toBe(true);
    expect(accepts(general, generalSample, 'question', 'q'.repeat(5001))).toBe(false);
    expect(accepts(general, generalSample, 'email', `${'a'.repeat(242)}@example.com`)).toBe(true);
    expect(accepts(general, generalSample, 'email', `${'a'.repeat(243)}@example.com`)).toBe(false);
    expect(accepts(general, generalSample, 'name', 'N'.repeat(100))).toBe(true);
    expect(accepts(general, generalSample, 'name', 'N'.repeat(101))).toBe(false);
    const [chat, chatSample] = SAMPLES.chatMessage;
    expect(accepts(chat, chatSample, 'text', 't'.repeat(2000))).toBe(true);
    expect(accepts(chat, chatSample, 'text', 't'.repeat(2001))).toBe(false);
  });
});
