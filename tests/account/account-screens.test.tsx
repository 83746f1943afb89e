// Account screens and the header's account control, server-rendered as Gatsby's SSR does: the
// header's sign-in link brings the visitor back to the page, the account tabs end with Sign out and
// the Orders screen is headed "Your Orders", addresses read as lines, a cancelled subscription
// shows no next shipping or billing date, and an expired card paying for an active subscription asks
// for a card with a valid expiration date.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '../../src/components/site/site-provider';
import { AddressLines } from '../../src/components/ui/address-lines';
import { autoship, US_ADDRESS } from '../subscriptions/subscription-fixture';
import { AccountShell } from '../../src/compositions/account/account-shell';
import { headerLoginHref } from '../../src/compositions/layout/account-menu';
import { Header } from '../../src/compositions/layout/header';
import { SubscriptionCard } from '../../src/features/subscriptions/subscription-card';
import { createSubscriptionsClient } from '../../src/lib/subscriptions';

/** A client the cards are given; nothing here clicks, so it reaches nothing. */
const offline = createSubscriptionsClient({ baseUrl: 'http://127.0.0.1:9', store: 'trailmate-us', idToken: () => null });
import { PaymentMethods } from '../../src/features/subscriptions/payment-methods';
import type { SiteContext } from '../../src/lib/content/site-context';
import type { PaymentMethod, Subscription, SubscriptionsClient } from '../../src/lib/subscriptions';
import { site } from '../ui/fixtures';

vi.mock('gatsby', () => ({
  graphql: () => null,
  navigate: () => undefined,
  Link: ({ to, children, ...rest }: { to: string; children?: React.ReactNode }) => React.createElement('a', { href: to, ...rest }, children),
}));

const strings = {
  account: 'Account',
  signOut: 'Sign out',
  ordersHeading: 'Your Orders',
  ordersDescription: 'View order history and manage your account',
  myAccountHeading: 'Your Account',
  accountSections: 'Account sections',
  subNextShipping: 'Next shipping date',
  subNextBilling: 'Next billing date',
  subStatus: 'Status',
  subStatusCancelled: 'Cancelled',
  subStatusActive: 'Active',
  subCancelledOn: 'Cancelled on',
  subPausedUntil: 'Paused until {date}',
  subPauseButton: 'Pause subscription',
  subResumeButton: 'Resume subscription',
  subActionFor: '{action}: {title}',
};

function render(node: React.ReactElement, overrides: Partial<SiteContext> = {}): string {
  const context = site(overrides);
  return renderToStaticMarkup(<SiteProvider site={{ ...context, strings: { ...context.strings, ...strings } }}>{node}</SiteProvider>);
}

describe('header account control', () => {
  it('signed out, the header links to login with the page it is on as redirect', () => {
    const html = render(<Header />);
    expect(html).toContain(`href="/en-ca/account/login/?redirect=${encodeURIComponent('/en-ca/gps-collars/')}"`);
    expect(html).toContain('aria-label="Account"');
  });

  it('the redirect is the page path and search, URL-encoded; none from the account page itself', () => {
    expect(headerLoginHref('', { pathname: '/dog-supplies/go-paw-wipes/', search: '?colour=red&size=s' })).toBe(
      '/account/login/?redirect=%2Fdog-supplies%2Fgo-paw-wipes%2F%3Fcolour%3Dred%26size%3Ds',
    );
    expect(headerLoginHref('/fr', { pathname: '/fr/search/', search: '?query=l%C3%A8che' })).toBe(`/fr/account/login/?redirect=${encodeURIComponent('/fr/search/?query=l%C3%A8che')}`);
    expect(headerLoginHref('', { pathname: '/account/', search: '' })).toBe('/account/login/');
    expect(headerLoginHref('/fr', { pathname: '/fr/account/', search: '' })).toBe('/fr/account/login/');
    expect(headerLoginHref('', { pathname: '/account/orders/', search: '?x=1' })).toBe('/account/login/?redirect=%2Faccount%2Forders%2F%3Fx%3D1');
  });

  it('ships no account code: the header imports neither aws-amplify nor the account session', async () => {
    const { readFileSync } = await import('node:fs');
    for (const file of ['src/compositions/layout/header.tsx', 'src/compositions/layout/account-menu.tsx', 'src/lib/auth/stored-customer.ts', 'src/lib/auth/keys.ts']) {
      const text = readFileSync(file, 'utf8');
      const imports = [...text.matchAll(/from '([^']+)'/g)].map(([, source = '']) => source);
      expect(imports.filter((source) => /aws-amplify|zustand|lib\/auth$|\/session$|\/identity$|features\/account/.test(source)), file).toEqual([]);
    }
  });
});

describe('account shell', () => {
  const tabs = [
    { view: 'orders' as const, label: 'Orders', href: '/en-ca/account/orders/' },
    { view: 'settings' as const, label: 'My Account', href: '/en-ca/account/settings/' },
  ];

  it('the account page shows the orders, headed "Your Orders"', () => {
    const html = render(<AccountShell view="index" tabs={tabs} />);
    expect(html).toContain('<h1>Your Orders</h1>');
    expect(html).not.toContain('Your Account');
  });

  it('the account navigation ends with Sign out', () => {
    const html = render(<AccountShell view="orders" tabs={tabs} />);
    expect(html).toMatch(/<nav aria-label="Account sections">.*<a href="\/en-ca\/account\/logout\/">Sign out<\/a><\/li><\/ul><\/nav>/);
  });
});

describe('addresses as lines', () => {
  it('each part of an address is its own line, empty parts left out', () => {
    const html = renderToStaticMarkup(<AddressLines lines={['Ada Walker', null, '12 Elm Street', '', 'Portland OR 97201', 'United States']} />);
    expect(html).toBe('<address class="address">Ada Walker<br/>12 Elm Street<br/>Portland OR 97201<br/>United States</address>');
  });
});

describe('subscription card', () => {
  const active = autoship({ id: 7, productTitle: 'Go Paw Wipes', paymentMethodId: null, createdAt: '2026-11-01T10:00:00.000Z' });
  const card = (s: Subscription) => render(<SubscriptionCard subscription={s} card={null} cardsLoaded={false} client={offline} onAction={() => undefined} />);

  it('an active autoship shows its next shipping and billing dates', () => {
    const html = card(active);
    expect(html).toContain('<dt>Next shipping date</dt>');
    expect(html).toContain('<dt>Next billing date</dt>');
  });

  it('a cancelled one shows neither date, its status and when it was cancelled', () => {
    const html = card({ ...active, status: 'CANCELLED', cancelledAt: '2026-11-20T09:00:00.000Z' });
    expect(html).not.toContain('Next shipping date');
    expect(html).not.toContain('Next billing date');
    expect(html).toContain('<dt>Status</dt><dd>Cancelled</dd>');
    expect(html).toMatch(/<dt>Cancelled on<\/dt><dd>[^<]*2026<\/dd>/);
  });

  it('a paused one says "Paused until" its date, not Active, and offers Resume instead of Pause', () => {
    const html = card({ ...active, pausedUntil: '2027-01-23T10:00:00.000Z', scheduledAt: '2027-01-23T10:00:00.000Z', nextBillingDate: '2027-01-23T10:00:00.000Z' });
    expect(html).toMatch(/<dt>Status<\/dt><dd>Paused until [^<]*2027<\/dd>/);
    expect(html).not.toContain('Active');
    expect(html).toContain('aria-label="Resume subscription: Go Paw Wipes"');
    expect(html).not.toContain('Pause subscription');
    expect(card(active)).toContain('aria-label="Pause subscription: Go Paw Wipes"');
  });

  it('a cancelled one from a service that does not say when shows its status only', () => {
    const html = card({ ...active, status: 'CANCELLED' });
    expect(html).not.toContain('Next billing date');
    expect(html).not.toContain('Cancelled on');
    expect(html).toContain('<dt>Status</dt><dd>Cancelled</dd>');
  });
});

describe('a card past its expiry date (spec §5: "Please select a card with a valid expiration date")', () => {
  const address = US_ADDRESS;
  const subscription = autoship({ id: 8, sku: 'TM-2', productTitle: 'Trail Bowl', paymentMethodId: 3 });
  const paymentMethod = (expired: boolean): PaymentMethod => ({ id: 3, brand: 'Visa', last4: '4242', expiry: { month: 1, year: expired ? 2025 : 2030 }, expired, billingAddress: address, subscriptionIds: [8] });
  const message = 'Please select a card with a valid expiration date';
  const cardOf = (s: Subscription, expired: boolean) => render(<SubscriptionCard subscription={s} card={paymentMethod(expired)} cardsLoaded client={offline} onAction={() => undefined} />);
  const client = {} as SubscriptionsClient;
  const methods = (s: Subscription, expired: boolean) =>
    render(<PaymentMethods cards={{ state: 'ready', cards: [paymentMethod(expired)] }} subscriptions={[s]} client={client} onRetry={() => undefined} />);

  it('an active subscription paid by an expired card asks for a card with a valid expiration date', () => {
    expect(cardOf(subscription, true)).toContain(message);
    expect(methods(subscription, true)).toContain(message);
  });

  it('a declined renewal says the card could not be charged and when it is tried again, with the update action; a paused one says it is paused and offers only Cancel', () => {
    const nextRetryAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const failing = { ...subscription, paymentFailure: { failedAt: new Date().toISOString(), nextRetryAt } };
    const html = cardOf(failing, false);
    expect(html).toContain('Your payment method could not be charged.');
    expect(html).toContain('We will try again in 3 days');
    expect(html).toContain('aria-label="Update payment method for Trail Bowl"');
    const paused = cardOf({ ...failing, status: 'PAUSED', paymentFailure: { ...failing.paymentFailure, nextRetryAt: null } }, false);
    expect(paused).toContain('Paused: payment failed');
    expect(paused).toContain('We paused this subscription because every payment attempt failed.');
    expect(paused.match(/<button[^>]*aria-label="([^"]+)"/g)).toEqual([
      expect.stringContaining('Update payment method for Trail Bowl'),
      expect.stringContaining('Cancel'),
    ]);
    expect(cardOf(subscription, false)).not.toContain('could not be charged');
  });

  it('a valid card, or an expired one paying only for a cancelled subscription, asks nothing', () => {
    expect(cardOf(subscription, false)).not.toContain(message);
    expect(methods(subscription, false)).not.toContain(message);
    const cancelled = { ...subscription, status: 'CANCELLED' as const };
    expect(cardOf(cancelled, true)).not.toContain(message);
    expect(methods(cancelled, true)).not.toContain(message);
  });
});
