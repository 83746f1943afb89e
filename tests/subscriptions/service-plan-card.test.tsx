// A collar's GPS service plan on the Subscriptions tab reads as the plan it is: its name, its own price per
// term ("$99.99 a year", not the collar's price per item as if the collar were rebilled), and, while the
// collar waits for activation, no billing date but "When you activate the collar".
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '../../src/components/site/site-provider';
import { SubscriptionCard } from '../../src/features/subscriptions/subscription-card';
import { createSubscriptionsClient } from '../../src/lib/subscriptions';

/** A client the cards are given; nothing here clicks, so it reaches nothing. */
const offline = createSubscriptionsClient({ baseUrl: 'http://127.0.0.1:9', store: 'trailmate-us', idToken: () => null });
import { nextBillingText, planPriceText, serviceTermOf } from '../../src/features/subscriptions/service-plan-format';
import type { Subscription } from '../../src/lib/subscriptions';
import { uiActivation } from '../../strings/ui-activation';
import { LANGUAGES } from '../../wire/vocabulary';
import { site } from '../ui/fixtures';

// The same stand-in as the other files that mock Gatsby: files share their worker's modules in
// `npm test`, so a component another file imported first may keep this file's Link.
vi.mock('gatsby', () => ({
  graphql: () => null,
  navigate: () => undefined,
  Link: ({ to, children, ...rest }: { to: string; children?: React.ReactNode }) => React.createElement('a', { href: to, ...rest }, children),
}));

const address = { firstName: 'Kit', lastName: 'Fern', address1: '2 Pine St', address2: null, city: 'Toronto', province: 'ON', zip: 'M5V 2T6', country: 'Canada', countryCode: 'CA', phone: null };
const waiting: Subscription = {
  id: 7,
  kind: 'service',
  sku: 'HMG-GO-BLK-M',
  productTitle: 'Homing Go GPS Collar',
  sellingPlanName: '1-year service plan',
  quantity: 1,
  scheduledAt: null,
  frequency: { unit: 'months', count: 12, label: 'Yearly' },
  shippingAddress: address,
  pricePerItem: { amount: '135.99', currencyCode: 'CAD' },
  nextBillingDate: null,
  status: 'AWAITING_ACTIVATION',
  pausedUntil: null,
  petName: null,
  lteServiceExpiry: null,
  paymentMethodId: 1,
  createdAt: '2026-11-23T10:00:00.000Z',
};

/** The card's facts as label → value, in the page's order. */
function facts(subscription: Subscription): [string, string][] {
  const html = renderToStaticMarkup(
    <SiteProvider site={site()}>
      <SubscriptionCard subscription={subscription} card={null} cardsLoaded={false} client={offline} onAction={() => undefined} />
    </SiteProvider>,
  );
  return [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, term = '', value = '']) => [term, value.replace(/<[^>]+>/g, '')]);
}

describe('a collar’s service plan on the Subscriptions tab', () => {
  it('its term comes from the plan’s frequency; its price reads per term', () => {
    expect(serviceTermOf({ unit: 'months', count: 24, label: 'Every 24 Months' })).toEqual({ interval: 'MONTH', count: 24 });
    expect(planPriceText(waiting, '$135.99')).toEqual({ key: 'termPriceYears', vars: { price: '$135.99', count: 1 } });
    expect(planPriceText({ frequency: { unit: 'months', count: 1, label: 'Monthly' } }, '$13.99')).toEqual({ key: 'termPriceMonths', vars: { price: '$13.99', count: 1 } });
  });

  it('waiting for activation bills nothing yet; an active one bills on its date; autoship as before', () => {
    const day = (iso: string) => iso.slice(0, 10);
    expect(nextBillingText(waiting, day)).toEqual({ key: 'collarBillingOnActivation' });
    // Even a service that still sends a date for a waiting collar is not believed: nothing bills before activation.
    expect(nextBillingText({ ...waiting, nextBillingDate: '2027-11-23T10:00:00.000Z' }, day)).toEqual({ key: 'collarBillingOnActivation' });
    expect(nextBillingText({ ...waiting, status: 'ACTIVE', nextBillingDate: '2027-11-23T10:00:00.000Z' }, day)).toBe('2027-11-23');
    expect(nextBillingText({ kind: 'autoship', status: 'ACTIVE', nextBillingDate: '2026-12-23T10:00:00.000Z' }, day)).toBe('2026-12-23');
  });

  it('the card shows the plan and its price per term, and "When you activate the collar" for the next bill', () => {
    const shown = facts(waiting);
    expect(shown).toContainEqual(['Service plan', '1-year service plan']);
    expect(shown).toContainEqual(['Plan price', '$135.99 a year']);
    expect(shown).toContainEqual(['Next billing date', 'When you activate the collar']);
    expect(shown.map(([label]) => label)).not.toContain('Price per item');
  });

  it('an active plan shows its next billing day; a two-year plan reads "every 2 years"', () => {
    const shown = facts({ ...waiting, status: 'ACTIVE', frequency: { unit: 'months', count: 24, label: 'Every 24 Months' }, pricePerItem: { amount: '244.99', currencyCode: 'CAD' }, nextBillingDate: '2028-11-23T10:00:00.000Z' });
    expect(shown).toContainEqual(['Plan price', '$244.99 every 2 years']);
    expect(shown.find(([label]) => label === 'Next billing date')?.[1]).toMatch(/2028/);
  });

  it('an autoship subscription keeps its price per item', () => {
    const shown = facts({ ...waiting, kind: 'autoship', status: 'ACTIVE', sellingPlanName: 'Monthly', scheduledAt: '2026-12-23T10:00:00.000Z', nextBillingDate: '2026-12-23T10:00:00.000Z', frequency: { unit: 'months', count: 1, label: 'Monthly' }, pricePerItem: { amount: '10.00', currencyCode: 'CAD' } });
    expect(shown).toContainEqual(['Price per item', '$10.00']);
    expect(shown.map(([label]) => label)).not.toContain('Plan price');
  });

  it('its words are in all six languages', () => {
    for (const key of ['collarPlan', 'collarPlanPrice', 'collarBillingOnActivation']) {
      const string = uiActivation.strings.find((s) => s.key === key)!;
      for (const language of LANGUAGES) expect(string.values[language], `${key} ${language}`).toBeTruthy();
    }
  });
});
