// The subscription dialogs offer what the spec lists (§4, §9): cancel asks for one of the five
// reasons and free-text feedback and offers a pause instead; a pause lasts 1 week, 1 month or
// 3 months; a skip names the order it skips and waits for the confirmation.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '../../src/components/site/site-provider';
import { CancelForm, PauseForm, SkipForm } from '../../src/features/subscriptions/subscription-dialogs';
import { site } from '../ui/fixtures';
import { autoship } from './subscription-fixture';

const subscription = autoship({ id: 4, sku: 'TM-BOWL', productTitle: 'Trail Bowl' });
const noCall = async () => ({ ok: true as const, value: undefined });
const render = (node: React.ReactElement) => renderToStaticMarkup(<SiteProvider site={site()}>{node}</SiteProvider>);
/** The text of each radio button's label, in order. */
const radioLabels = (html: string) => [...html.matchAll(/<input type="radio" id="([^"]+)"[^>]*\/><label for="\1">([^<]*)<\/label>/g)].map((m) => m[2]!.replace(/&#x27;/g, "'"));

describe('cancel dialog', () => {
  it("asks for one of the spec's five reasons, unchosen, with free-text feedback", () => {
    const html = render(<CancelForm subscription={subscription} onSubmit={noCall} onClose={() => undefined} onPauseInstead={() => undefined} />);
    expect(radioLabels(html)).toEqual([
      'I no longer use the product',
      'It is too expensive',
      "I'm using another company's subscription service",
      'I already have more than I need',
      'Other',
    ]);
    expect(html).not.toContain('checked');
    expect(html).toMatch(/<label for="[^"]+-feedback">Tell us more \(optional\)<\/label><textarea id="[^"]+-feedback"/);
  });

  it('offers to pause instead of cancelling', () => {
    const html = render(<CancelForm subscription={subscription} onSubmit={noCall} onClose={() => undefined} onPauseInstead={() => undefined} />);
    expect(html).toContain('Instead of cancelling, you can pause your subscription');
  });
});

describe('pause dialog', () => {
  it('pauses for 1 week, 1 month or 3 months', () => {
    const html = render(<PauseForm onSubmit={noCall} onClose={() => undefined} />);
    expect(radioLabels(html).map((label) => label.toLowerCase())).toEqual(['1 week', '1 month', '3 months']);
  });
});

describe('skip dialog', () => {
  it('names the order it skips and skips only on its confirm button', () => {
    const html = render(<SkipForm subscription={subscription} onSubmit={noCall} onClose={() => undefined} />);
    expect(html).toContain('The order planned for December 23, 2026 will not be sent.');
    expect(html).toContain('<button type="submit" class="button">Skip order</button><button type="button" class="button button--secondary">Go back</button>');
  });
});
