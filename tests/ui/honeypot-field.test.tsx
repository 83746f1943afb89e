// Every form that posts to our services carries the hidden honeypot the services check: named as the wire
// contracts name it, out of sight, out of the tab order, hidden from screen readers, never autofilled.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD as FORMS_HONEYPOT } from '../../wire/forms';
import { HONEYPOT_FIELD as SERVICES_HONEYPOT } from '../../wire/services';
import { SiteProvider } from '../../src/components/site/site-provider';
import ArticleFeedbackForm from '../../src/features/forms/article-feedback-form';
import BackInStockForm from '../../src/features/forms/back-in-stock-form';
import { DealerContactForm, GeneralContactForm } from '../../src/features/forms/contact-forms';
import { HONEYPOT_NAME } from '../../src/components/ui/honeypot-field';
import NewsletterForm from '../../src/features/forms/newsletter-form';
import { NewsletterSignup } from '../../src/features/forms/newsletter-signup';
import ProProgramForm from '../../src/features/forms/pro-program-form';
import WarrantyForm from '../../src/features/forms/warranty-form';
import { site } from './fixtures';

const render = (element: React.ReactElement) => renderToStaticMarkup(<SiteProvider site={site()}>{element}</SiteProvider>);

/** The honeypot inputs of some markup, with their container's attributes. */
function honeypots(html: string): { container: string; input: string }[] {
  return [...html.matchAll(/<div class="visually-hidden" aria-hidden="true"><label for="([^"]+)">[^<]+<\/label>(<input[^>]*>)<\/div>/g)].map(([container, , input = '']) => ({ container, input }));
}

const forms: [string, () => React.ReactElement][] = [
  ['newsletter shell', () => <NewsletterSignup />],
  ['newsletter', () => <NewsletterForm idPrefix="n" initial={{}} />],
  ['back in stock', () => <BackInStockForm variantId="gid://shopify/ProductVariant/1" />],
  ['general contact', () => <GeneralContactForm />],
  ['dealer contact', () => <DealerContactForm />],
  ['article feedback', () => <ArticleFeedbackForm articleId="a" />],
  ['pro program', () => <ProProgramForm />],
  ['warranty', () => <WarrantyForm />],
];

describe('honeypot field', () => {
  it('is named as both wire contracts name it', () => {
    expect(HONEYPOT_NAME).toBe(FORMS_HONEYPOT);
    expect(HONEYPOT_NAME).toBe(SERVICES_HONEYPOT);
  });

  it.each(forms)('the %s form renders one hidden, unfocusable, unfilled website field', (_name, make) => {
    const found = honeypots(render(make()));
    expect(found).toHaveLength(1);
    const { input } = found[0]!;
    expect(input).toContain('name="website"');
    expect(input).toContain('tabindex="-1"');
    expect(input).toMatch(/autocomplete="off"/i);
    expect(input).toContain('type="text"');
    expect(input).not.toMatch(/value="[^"]/);
  });
});
