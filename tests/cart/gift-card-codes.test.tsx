// @vitest-environment jsdom
// The cart drawer's gift card field, rendered into a DOM and used by keyboard against the twin's
// store through the real door: a code the store does not know is said in an alert tied to the field
// (which is marked invalid); a card the store knows applies with Enter and is listed with what it
// takes and what is left; it comes off with its own button.
import React from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteProvider } from '../../src/components/site/site-provider';
import { GiftCardCodes } from '../../src/features/cart/gift-card-codes';
import { createStorefrontClient } from '../../src/lib/storefront/client';
import { giftCardApi } from '../../src/lib/storefront/gift-cards';
import { adminCall } from '../../twin/test/admin-fixture';
import { TOKENS, useTestTwin } from '../../twin/test/helpers';
import { site } from '../ui/fixtures';

const twin = useTestTwin();
const STORE = 'trailmate-us';
const CREATE = `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } } }`;

afterEach(cleanup);

const issue = (initialValue: string, code: string) =>
  adminCall(twin.url, STORE, `mutation ($input: GiftCardCreateInput!) { giftCardCreate(input: $input) { giftCardCode userErrors { message } } }`, { input: { initialValue, code } });
const newCart = async () =>
  (await twin.client().request<{ cartCreate: { cart: { id: string } } }>(CREATE, { input: { buyerIdentity: { countryCode: 'US' }, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 1 }] } })).cartCreate.cart.id;

function renderGiftCards(cartId: string) {
  const api = giftCardApi(createStorefrontClient({ url: twin.endpoint(STORE), token: TOKENS[STORE] }), 'US', 'EN');
  const context = site();
  render(
    <SiteProvider site={{ ...context, locale: { ...context.locale, priceFormat: 'en-US' } }}>
      <GiftCardCodes cartId={cartId} revision="1" busy={false} api={api} />
    </SiteProvider>,
  );
  return screen.getByLabelText('Gift card') as HTMLInputElement;
}

describe('gift cards in the cart, by keyboard', () => {
  it('an unknown code is an alert tied to the field; a known card applies with Enter, is listed, and comes off', async () => {
    await issue('25.00', 'RTLCARD00025');
    const user = userEvent.setup();
    const field = renderGiftCards(await newCart());

    await user.type(field, 'NOPE12345678{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This gift card code is not valid. Please check the code and try again.');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, 'rtlcard00025{Enter}');
    const remove = await screen.findByRole('button', { name: 'Remove gift card ending in 0025' });
    expect(screen.getByText(/^Gift card ending in 0025: \$25\.00 used, \$0\.00 left$/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.value).toBe('');
    expect(field.hasAttribute('aria-invalid')).toBe(false);

    remove.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove gift card ending in 0025' })).toBeNull());
  });
});
