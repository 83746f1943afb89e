// A collar bought with a GPS service plan: the cart charges the collar, and its line says what the plan
// costs per term and that it is billed from the collar's activation (not "0% off" autoship).
import path from 'node:path';
import { assert, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin } from '../../twin/test/helpers';
import { cartApi } from '../../src/lib/storefront/cart';
import { createStorefrontClient } from '../../src/lib/storefront/client';
import { servicePlanNote } from '../../src/features/cart/service-plan-note';
import { compileStrings } from '../../src/build/messages';
import { formatMessage } from '../../src/lib/i18n/message';
import { uiCart } from '../../strings/ui-cart';
import type { Language } from '../../wire/vocabulary';
import { valueOf } from '../lib/answer';

const STORE = 'homing-us';
const GO_COLLAR = 'gid://shopify/ProductVariant/45003000001001';
const STRAP = 'gid://shopify/ProductVariant/45003000008001';
const PLAN = { monthly: 'gid://shopify/SellingPlan/6900300201', yearly: 'gid://shopify/SellingPlan/6900300202', twoYears: 'gid://shopify/SellingPlan/6900300203' };
const AUTOSHIP_MONTHLY = 'gid://shopify/SellingPlan/6900300101';

/** The page's translate function in `language`, from the string catalogue. */
function translate(language: Language) {
  const { messages } = compileStrings(Object.fromEntries(uiCart.strings.map((s) => [s.key, s.values[language] ?? s.values.en])), language);
  return (key: string, vars?: Record<string, string | number>) => {
    const message = messages[key];
    assert.isDefined(message, `no message ${key}`);
    return formatMessage(message, language, vars);
  };
}

describe('what a collar line says about its service plan', () => {
  const yearly = { interval: 'MONTH' as const, count: 12, price: { amount: '99.99', currencyCode: 'USD' } };
  it('its price per term, billed when the collar is activated', () => {
    expect(servicePlanNote(yearly, translate('en'), 'en-US')).toBe('LTE service: $99.99 a year, billed when you activate the collar');
    expect(servicePlanNote({ ...yearly, count: 24, price: { amount: '179.99', currencyCode: 'USD' } }, translate('en'), 'en-US')).toBe(
      'LTE service: $179.99 every 2 years, billed when you activate the collar',
    );
    expect(servicePlanNote({ interval: 'MONTH', count: 1, price: { amount: '13.99', currencyCode: 'CAD' } }, translate('en'), 'en-CA')).toBe(
      'LTE service: $13.99 a month, billed when you activate the collar',
    );
  });
  it('in every language of the catalogue', () => {
    expect(servicePlanNote(yearly, translate('fr'), 'fr-FR')).toMatch(/^Service LTE\u202f: 99,99\s\$US par an, facturé à l’activation du collier$/);
    for (const language of ['de', 'it', 'nl', 'es'] as const) {
      const said = servicePlanNote(yearly, translate(language), 'de-DE');
      expect(said).toContain('99,99');
      expect(said).not.toContain('{');
    }
  });
});

describe('a cart line bought with a service plan', () => {
  let twin: Awaited<ReturnType<typeof startTestTwin>>;
  beforeAll(async () => {
    twin = await startTestTwin({ contentDir: path.join(__dirname, '..', '..', 'content') });
  }, 60_000);
  afterAll(async () => {
    await twin?.stop();
  });
  const api = () => cartApi(createStorefrontClient({ url: `${twin.url}/shops/${STORE}/api/2025-04/graphql.json`, token: twin.runtime.stores.get(STORE)!.storefrontAccessToken }), 'US', 'EN');

  it('carries the plan’s term and price per term; the line itself is priced at the collar, nothing off', async () => {
    const created = valueOf(await api().create({
      country: 'US',
      lines: [
        { variantId: GO_COLLAR, quantity: 1, sellingPlanId: PLAN.yearly },
        { variantId: GO_COLLAR, quantity: 1, sellingPlanId: PLAN.twoYears },
        { variantId: STRAP, quantity: 1, sellingPlanId: AUTOSHIP_MONTHLY },
      ],
    }));
    expect(created.userErrors).toEqual([]);
    const [yearly, twoYears, strap] = created.cart!.lines;
    assert.isDefined(strap, 'strap');
    assert.isDefined(twoYears, 'twoYears');
    assert.isDefined(yearly, 'yearly');
    expect(yearly.sellingPlan).toEqual({
      id: PLAN.yearly,
      name: '1-year service plan',
      service: true,
      serviceTerm: { interval: 'MONTH', count: 12, price: { amount: '99.99', currencyCode: 'USD' } },
      billing: { interval: 'MONTH', count: 12 },
    });
    expect(twoYears.sellingPlan?.serviceTerm).toEqual({ interval: 'MONTH', count: 24, price: { amount: '179.99', currencyCode: 'USD' } });
    expect(yearly.unitPrice).toEqual(yearly.price);
    // An autoship plan has no service term.
    expect(strap.sellingPlan).toMatchObject({ service: false, serviceTerm: null });
  });
});
