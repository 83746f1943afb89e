import { describe, expect, it } from 'vitest';
import { ClientError } from 'graphql-request';
import { assertValidDocument as v, useTestTwin } from './helpers.js';

// Documents shaped like Hydrogen's cart and product queries (nodes lists, interface fragments on
// BaseCartLine, discount codes, gift cards), each validated against the official 2025-04 schema.
const HYDROGEN_CART = `
fragment Money on MoneyV2 { currencyCode amount }
fragment CartLine on CartLine {
  id quantity
  attributes { key value }
  cost { totalAmount { ...Money } amountPerQuantity { ...Money } compareAtAmountPerQuantity { ...Money } }
  merchandise {
    ... on ProductVariant {
      id availableForSale title requiresShipping
      compareAtPrice { ...Money } price { ...Money }
      image { id url altText width height }
      product { handle title id vendor }
      selectedOptions { name value }
    }
  }
}
fragment CartApiQuery on Cart {
  updatedAt id checkoutUrl totalQuantity note
  appliedGiftCards { id lastCharacters }
  buyerIdentity { countryCode email phone }
  lines(first: $numCartLines) {
    nodes {
      __typename
      ...CartLine
      ... on ComponentizableCartLine { id quantity }
    }
  }
  cost { subtotalAmount { ...Money } totalAmount { ...Money } totalDutyAmount { ...Money } totalTaxAmount { ...Money } }
  attributes { key value }
  discountCodes { code applicable }
}`;

const CREATE = v(`mutation cartCreate($input: CartInput!, $country: CountryCode = ZZ, $language: LanguageCode, $numCartLines: Int = 100)
  @inContext(country: $country, language: $language) {
  cartCreate(input: $input) { cart { ...CartApiQuery } userErrors { message field code } warnings { message code target } }
}
${HYDROGEN_CART}`);

const GET = v(`query CartQuery($cartId: ID!, $numCartLines: Int = 100, $country: CountryCode = ZZ, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
  cart(id: $cartId) { ...CartApiQuery }
}
${HYDROGEN_CART}`);

const NOTE = v(`mutation cartNoteUpdate($cartId: ID!, $note: String!, $numCartLines: Int = 100) {
  cartNoteUpdate(cartId: $cartId, note: $note) { cart { ...CartApiQuery } userErrors { message field code } warnings { message code target } }
}
${HYDROGEN_CART}`);

const DELIVERY_ADDRESSES = v(`mutation cartDeliveryAddressesAdd($cartId: ID!, $addresses: [CartSelectableAddressInput!]!) {
  cartDeliveryAddressesAdd(cartId: $cartId, addresses: $addresses) { cart { id } userErrors { message field } }
}`);

const PRODUCT_PAGE = v(`query Product($handle: String!, $selectedOptions: [SelectedOptionInput!]!, $country: CountryCode)
  @inContext(country: $country) {
  product(handle: $handle) {
    id title vendor handle descriptionHtml description
    options { name optionValues { name firstSelectableVariant { id sku } swatch { color } } }
    selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
      id sku availableForSale selectedOptions { name value } price { amount currencyCode }
    }
    variantBySelectedOptions(selectedOptions: $selectedOptions) { id }
    seo { description title }
    images(first: 5) { nodes { url altText } }
  }
}`);

const twin = useTestTwin();

describe('Hydrogen-style documents', () => {
  it('cartCreate and cart query with nodes, __typename and interface fragments', async () => {
    // Canada is the CAD store's market (the USD store does not sell there).
    const ca = twin.client('trailmate-ca');
    const created = await ca.request<any>(CREATE, {
      country: 'CA',
      input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 1 }], buyerIdentity: { countryCode: 'CA' } },
    });
    const cart = created.cartCreate.cart;
    expect(cart.lines.nodes[0].__typename).toBe('CartLine');
    expect(cart.cost.totalAmount).toEqual({ currencyCode: 'CAD', amount: '121.43' });
    expect(cart.appliedGiftCards).toEqual([]);
    expect(cart.discountCodes).toEqual([]);
    const read = await ca.request<any>(GET, { cartId: cart.id });
    expect(read.cart.lines.nodes[0].merchandise.product.handle).toBe('rover-hammock-extended-width');
    const noted = await ca.request<any>(NOTE, { cartId: cart.id, note: 'Leave at the door' });
    expect(noted.cartNoteUpdate.cart.note).toBe('Leave at the door');
  });

  it('a mutation the twin does not implement validates and names the field', async () => {
    const err = (await twin.client().request(DELIVERY_ADDRESSES, { cartId: 'gid://shopify/Cart/x?key=y', addresses: [] }).catch((e) => e)) as ClientError;
    expect(err.response.errors?.[0]?.message).toBe('Field Mutation.cartDeliveryAddressesAdd is not implemented by the twin');
  });

  it('product page selects a variant by options, case-insensitively', async () => {
    const { product } = await twin.client().request<any>(PRODUCT_PAGE, { handle: 'rover-hammock-extended-width', selectedOptions: [{ name: 'size', value: 'xl' }] });
    expect(product.selectedOrFirstAvailableVariant.sku).toBe('TM-HAM-XL-BLK');
    expect(product.variantBySelectedOptions).toBeNull();
    expect(product.options[0].optionValues.map((o: any) => [o.name, o.firstSelectableVariant.sku])).toEqual([
      ['Standard', 'TM-HAM-STD-BLK'],
      ['XL', 'TM-HAM-XL-BLK'],
    ]);
    const exact = await twin.client().request<any>(PRODUCT_PAGE, { handle: 'rover-hammock-extended-width', selectedOptions: [{ name: 'Size', value: 'XL' }] });
    expect(exact.product.variantBySelectedOptions.id).toBe('gid://shopify/ProductVariant/2002');
  });

  it('an image is the file as served, whatever transform is asked of its url', async () => {
    const { product } = await twin.client().request<any>(
      v(`{ product(handle: "trail-bowl") { featuredImage { url src transformedSrc(maxWidth: 100) small: url(transform: { maxWidth: 100, crop: CENTER }) } } }`),
    );
    const { url, src, transformedSrc, small } = product.featuredImage;
    expect(url).toBe(`${twin.url}/cdn/images/trailmate/rover.png`);
    expect([src, transformedSrc, small]).toEqual([url, url, url]);
  });

  it('a malformed cart id is an invalid global id error', async () => {
    const err = (await twin.client().request(GET, { cartId: 'not-a-gid' }).catch((e) => e)) as ClientError;
    expect(err.response.errors?.[0]?.message).toBe("Invalid global id 'not-a-gid'");
  });
});
