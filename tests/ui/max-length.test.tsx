// Every input a person types into carries the `maxLength` its wire schema allows, read from the
// schema itself: the browser stops at the limit the service checks, and the two cannot drift apart.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SiteProvider } from '../../src/components/site/site-provider';
import ArticleFeedbackForm from '../../src/features/forms/article-feedback-form';
import BackInStockForm from '../../src/features/forms/back-in-stock-form';
import { DealerContactForm, GeneralContactForm } from '../../src/features/forms/contact-forms';
import NewsletterForm from '../../src/features/forms/newsletter-form';
import ProProgramForm from '../../src/features/forms/pro-program-form';
import WarrantyForm from '../../src/features/forms/warranty-form';
import DealerSearchDialog from '../../src/features/local-services/dealer-search-dialog';
import ReferralDialog from '../../src/features/local-services/referral-dialog';
import SchedulerDialog from '../../src/features/local-services/scheduler-dialog';
import { CancelForm } from '../../src/features/subscriptions/subscription-dialogs';
import { maxLengthOf, maxLengths } from '../../src/lib/forms/max-length';
import type { Subscription } from '../../src/lib/subscriptions';
import * as forms from '../../wire/forms';
import * as services from '../../wire/services';
import { cancelRequestSchema } from '../../wire/subscriptions';
import { site } from './fixtures';

const render = (element: React.ReactElement) => renderToStaticMarkup(<SiteProvider site={site()}>{element}</SiteProvider>);
const noop = () => undefined;

/** The `<input>` and `<textarea>` tags of some markup that people type into, by their name. */
function typedInputs(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [tag] of html.matchAll(/<(input|textarea)\b[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    const type = /\btype="([^"]+)"/.exec(tag)?.[1] ?? 'text';
    if (!name || ['hidden', 'radio', 'checkbox', 'file'].includes(type) || name === services.HONEYPOT_FIELD) continue;
    out.set(name, tag);
  }
  return out;
}

const maxOf = (tag: string) => Number(/\bmaxlength="(\d+)"/i.exec(tag)?.[1] ?? NaN);

const cases: [string, () => React.ReactElement, z.AnyZodObject, number][] = [
  ['newsletter', () => <NewsletterForm idPrefix="n" initial={{}} />, forms.newsletterFormSchema, 2],
  ['back in stock', () => <BackInStockForm variantId="gid://shopify/ProductVariant/1" />, forms.backInStockFormSchema, 1],
  ['general contact', () => <GeneralContactForm />, forms.generalContactSchema, 5],
  ['dealer contact', () => <DealerContactForm />, forms.dealerContactSchema, 5],
  ['article feedback', () => <ArticleFeedbackForm articleId="a" />, forms.articleFeedbackSchema, 1],
  ['pro program', () => <ProProgramForm />, forms.proProgramSchema, 7],
  ['warranty', () => <WarrantyForm />, forms.warrantyClaimSchema, 5],
  ['referral enrolment (company, email, zip, mobile phone)', () => <ReferralDialog onClose={noop} />, services.enrolmentRequestSchema, 4],
  ['consultation details', () => <SchedulerDialog onClose={noop} />, services.bookingRequestSchema, 7],
  ['dealer search', () => <DealerSearchDialog onClose={noop} />, services.dealerQuerySchema, 1],
];

describe('maxLength from the wire schemas', () => {
  it('reads the limit through trims, refinements, pipes, transforms and optional fields', () => {
    expect(maxLengthOf(services.enrolmentRequestSchema.shape.email)).toBe(services.FIELD_LIMITS.email);
    expect(maxLengthOf(services.enrolmentRequestSchema.shape.mobilePhone)).toBe(services.FIELD_LIMITS.phone);
    expect(maxLengthOf(services.enrolmentRequestSchema.shape.zip)).toBe(services.FIELD_LIMITS.postalCode);
    expect(maxLengthOf(services.bookingRequestSchema.shape.referralCode)).toBe(24);
    expect(maxLengthOf(forms.dealerContactSchema.shape.firstName)).toBe(forms.FIELD_LIMITS.name);
    expect(maxLengthOf(forms.generalContactSchema.shape.productQuestion)).toBe(forms.FIELD_LIMITS.comment);
    expect(maxLengthOf(forms.warrantyClaimSchema.shape.description)).toBe(forms.FIELD_LIMITS.text);
    expect(maxLengthOf(cancelRequestSchema.shape.feedback)).toBe(2000);
    expect(maxLengthOf(forms.articleFeedbackSchema.shape.helpful)).toBeUndefined();
  });

  it.each(cases)('every typed input of the %s form carries its schema limit', (_name, make, schema, expected) => {
    const inputs = typedInputs(render(make()));
    const limits = maxLengths(schema);
    const checked = [...inputs].filter(([name]) => name in limits);
    expect(checked.length).toBe(expected);
    for (const [name, tag] of checked) expect(maxOf(tag), name).toBe(limits[name as keyof typeof limits]);
  });

  it('the cancel dialog’s feedback stops at what the service takes', () => {
    const subscription = { id: 1, productTitle: 'Trail Bowl', status: 'ACTIVE', kind: 'autoship', scheduledAt: null } as unknown as Subscription;
    const html = render(<CancelForm subscription={subscription} onSubmit={() => Promise.resolve({ ok: true, value: null })} onClose={noop} />);
    const feedback = /<textarea\b[^>]*-feedback"[^>]*>/.exec(html)?.[0] ?? '';
    expect(maxOf(feedback)).toBe(maxLengthOf(cancelRequestSchema.shape.feedback));
  });
});
