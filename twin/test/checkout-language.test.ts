// The buyer's market and language, as Shopify carries them (@inContext country and language, the cart's
// buyer identity): cart lines answered in the language asked for, the checkout page in that language with
// the market's country preselected, and the order page leading back to that market's home in that language.
import { describe, expect, it } from 'vitest';
import { GraphQLClient } from 'graphql-request';
import { assertValidDocument, checkoutForm, continueLink, TOKENS, useTestTwin } from './helpers.js';
import { checkoutLanguage, checkoutWords } from '../src/checkout/strings.js';
import { LANGUAGES } from '../../wire/vocabulary.js';

const twin = useTestTwin();

type Json = any;
const HAMMOCK = 'gid://shopify/ProductVariant/2001';
const HAMMOCK_XL = 'gid://shopify/ProductVariant/2002'; // 2 in stock
const BOWL = 'gid://shopify/ProductVariant/2003';
const BI_MONTHLY = 'gid://shopify/SellingPlan/9002';
const SITE = 'http://localhost:9001';

const LINES = `lines(first: 10) { nodes {
  sellingPlanAllocation { sellingPlan { name } }
  merchandise { ... on ProductVariant { title selectedOptions { name value } product { title } } }
} }`;
const CART_CREATE = assertValidDocument(`mutation ($input: CartInput!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartCreate(input: $input) { cart { id checkoutUrl buyerIdentity { countryCode } ${LINES} } userErrors { message } }
}`);
const CART = assertValidDocument(`query ($id: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cart(id: $id) { checkoutUrl ${LINES} }
}`);
const CART_LINES_ADD = assertValidDocument(`mutation ($cartId: ID!, $lines: [CartLineInput!]!, $language: LanguageCode) @inContext(language: $language) {
  cartLinesAdd(cartId: $cartId, lines: $lines) { cart { checkoutUrl } userErrors { message } }
}`);

function client(store: keyof typeof TOKENS, origin: string | null = SITE): GraphQLClient {
  const headers: Record<string, string> = { 'X-Shopify-Storefront-Access-Token': TOKENS[store] };
  if (origin) headers.Origin = origin;
  return new GraphQLClient(twin.endpoint(store), { headers });
}

/** A cart made on a page of the market `country` in `language`. */
async function cartIn(store: keyof typeof TOKENS, country: string, language: string, lines = [{ merchandiseId: HAMMOCK, quantity: 1 }]) {
  const res = await client(store).request<Json>(CART_CREATE, { country, language, input: { buyerIdentity: { countryCode: country }, lines } });
  expect(res.cartCreate.userErrors).toEqual([]);
  return res.cartCreate.cart;
}

/** Places the cart's order through the checkout form (the hidden fields as the page sends them) and answers the order page. */
async function placeOrder(checkoutUrl: string, fields: Record<string, string>): Promise<string> {
  const url = new URL(checkoutUrl);
  const res = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    body: checkoutForm(url.searchParams.get('key')!, fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return (await fetch(new URL(res.headers.get('location')!, twin.url))).text();
}

const selected = (html: string) => /<option value="([A-Z]{2})" selected>([^<]*)</.exec(html)?.slice(1);

describe('@inContext(language:) on carts', () => {
  it('answers product titles, option names and values, variant titles and autoship plan names in the language asked for', async () => {
    const lines = [
      { merchandiseId: HAMMOCK_XL, quantity: 1 },
      { merchandiseId: BOWL, quantity: 1, sellingPlanId: BI_MONTHLY },
    ];
    const de = await cartIn('trailmate-us', 'DE', 'DE', lines);
    const [hammock, bowl] = de.lines.nodes;
    expect(hammock.merchandise.product.title).toBe('Rover Hammock Extended Width DE');
    expect(hammock.merchandise.selectedOptions).toEqual([{ name: 'Größe', value: 'Extragroß' }]);
    expect(hammock.merchandise.title).toBe('Extragroß / Black');
    expect(bowl.merchandise.product.title).toBe('Trail Bowl DE');
    expect(bowl.sellingPlanAllocation.sellingPlan.name).toBe('Bi-Monthly (de)');

    // The same cart read on a Swiss French page, then without a language: English, as the store names it.
    const fr = await client('trailmate-us').request<Json>(CART, { id: de.id, country: 'CH', language: 'FR' });
    expect(fr.cart.lines.nodes[0].merchandise.selectedOptions).toEqual([{ name: 'Taille', value: 'Très grand' }]);
    expect(fr.cart.lines.nodes[1].sellingPlanAllocation.sellingPlan.name).toBe('Bi-Monthly (fr)');
    const en = await client('trailmate-us').request<Json>(CART, { id: de.id });
    expect(en.cart.lines.nodes[0].merchandise).toEqual({ title: 'XL / Black', selectedOptions: [{ name: 'Size', value: 'XL' }], product: { title: 'Rover Hammock Extended Width' } });
    expect(en.cart.lines.nodes[1].sellingPlanAllocation.sellingPlan.name).toBe('Bi-Monthly');
  });

  it('a language without translations falls back to the store’s English', async () => {
    const cart = await cartIn('trailmate-us', 'IT', 'IT');
    expect(cart.lines.nodes[0].merchandise.product.title).toBe('Rover Hammock Extended Width');
    expect(cart.lines.nodes[0].merchandise.selectedOptions).toEqual([{ name: 'Size', value: 'Standard' }]);
  });
});

describe('the checkout follows the buyer’s market and language', () => {
  it('speaks every language of the platform (wire/vocabulary.ts), from a LanguageCode or a locale', () => {
    for (const language of LANGUAGES) {
      expect(checkoutLanguage(language.toUpperCase())).toBe(language);
      expect(checkoutLanguage(`${language}-CH`)).toBe(language);
      expect(checkoutWords(language).language).toBe(language);
    }
    expect(checkoutLanguage('PT_BR')).toBeNull();
    expect(checkoutWords('pt').language).toBe('en');
  });

  it('a German buyer’s checkout is in German with Germany preselected; the order page leads back to /de/', async () => {
    const cart = await cartIn('trailmate-us', 'DE', 'DE');
    expect(cart.buyerIdentity.countryCode).toBe('DE');
    const html = await (await fetch(cart.checkoutUrl)).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Kasse</h1>');
    expect(html).toContain('<label for="firstName">Vorname</label>');
    expect(html).toContain('Rover Hammock Extended Width DE (Normal / Black)');
    expect(selected(html)).toEqual(['DE', 'Deutschland']);
    expect(html).toContain('<button type="submit">Bestellung aufgeben</button>');

    const order = await placeOrder(cart.checkoutUrl, { country: 'DE', zip: '10115', province: '', locale: 'de' });
    expect(order).toContain('<html lang="de">');
    expect(order).toContain('<h1>Vielen Dank!</h1>');
    expect(continueLink(order, 'Weiter einkaufen')?.to).toBe(`${SITE}/de/`);
  });

  it('refused fields are said in the buyer’s language', async () => {
    const cart = await cartIn('trailmate-us', 'DE', 'DE');
    const url = new URL(cart.checkoutUrl);
    const res = await fetch(`${url.origin}${url.pathname}`, {
      method: 'POST',
      body: checkoutForm(url.searchParams.get('key')!, { locale: 'de', email: '', city: '' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<li>E-Mail-Adresse erforderlich</li>');
    expect(html).toContain('<li>Stadt ist erforderlich</li>');
  });

  it('a CAD buyer goes back to /en-ca/, a French-Canadian buyer to /ca/fr/ in French', async () => {
    const en = await cartIn('trailmate-ca', 'CA', 'EN');
    const enHtml = await (await fetch(en.checkoutUrl)).text();
    expect(enHtml).toContain('<html lang="en">');
    expect(selected(enHtml)).toEqual(['CA', 'Canada']);
    const enOrder = await placeOrder(en.checkoutUrl, { country: 'CA', zip: 'M5V 2T6', province: 'ON' });
    expect(continueLink(enOrder)?.to).toBe(`${SITE}/en-ca/`);

    const fr = await cartIn('trailmate-ca', 'CA', 'FR');
    const frHtml = await (await fetch(fr.checkoutUrl)).text();
    expect(frHtml).toContain('<h1>Paiement</h1>');
    const frOrder = await placeOrder(fr.checkoutUrl, { country: 'CA', zip: 'H2X 1Y4', province: 'QC', locale: 'fr' });
    expect(continueLink(frOrder, 'Continuer vos achats')?.to).toBe(`${SITE}/ca/fr/`);
  });

  it('the checkout URL speaks the language the cart was last read or changed in', async () => {
    const cart = await cartIn('trailmate-ca', 'CA', 'EN');
    expect(new URL(cart.checkoutUrl).searchParams.get('locale')).toBe('en');
    // The shopper moves to the French pages of the same market: the cart read there opens a French checkout.
    const read = await client('trailmate-ca').request<Json>(CART, { id: cart.id, language: 'FR' });
    expect(new URL(read.cart.checkoutUrl).searchParams.get('locale')).toBe('fr');
    expect(await (await fetch(read.cart.checkoutUrl)).text()).toContain('<html lang="fr">');
    // A change made in French makes French the cart's language, also for a checkout URL without a locale.
    const added = await client('trailmate-ca').request<Json>(CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: BOWL, quantity: 1 }], language: 'FR' });
    expect(added.cartLinesAdd.userErrors).toEqual([]);
    const bare = new URL(cart.checkoutUrl);
    bare.searchParams.delete('locale');
    expect(await (await fetch(bare)).text()).toContain('<html lang="fr">');
    // An unknown locale falls back to the cart's language, never into the page as given.
    bare.searchParams.set('locale', '"><script>');
    const html = await (await fetch(bare)).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).not.toContain('<script>');
  });

  it('a cart from no known site goes back to the brand’s own site at the market’s home', async () => {
    const res = await client('trailmate-ca', null).request<Json>(CART_CREATE, {
      country: 'CA',
      language: 'EN',
      input: { buyerIdentity: { countryCode: 'CA' }, lines: [{ merchandiseId: HAMMOCK, quantity: 1 }] },
    });
    const order = await placeOrder(res.cartCreate.cart.checkoutUrl, { country: 'CA', zip: 'M5V 2T6', province: 'ON' });
    expect(continueLink(order)?.to).toBe('https://www.trailmate.example/en-ca/');
  });
});
