// A Storefront request is typed by its document alone: the result and the variables are the ones
// codegen wrote for the document's operation. `npx tsc --noEmit -p tsconfig.json` checks this file;
// each @ts-expect-error below is a mismatch the compiler must reject, so typecheck fails if a
// document and its type could disagree again. The requests also run against a fetch that answers.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createStorefrontClient, type ResultOf, type StorefrontClient, type VariablesOf } from '../../src/lib/storefront/client';
import { CART_LINES_ADD_MUTATION, CART_QUERY } from '../../src/lib/storefront/documents/cart';
import { CUSTOMER_ORDERS_QUERY, CUSTOMER_QUERY } from '../../src/lib/storefront/documents/customer';
import type {
  CartByIdQuery,
  CartByIdQueryVariables,
  CartLinesAddMutation,
  CustomerByTokenQuery,
  CustomerOrdersQuery,
} from '../../src/lib/storefront/generated/storefront-types';
import { valueOf } from './answer';

function answering(data: unknown): StorefrontClient {
  const fetchImpl = (async () => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;
  return createStorefrontClient({ url: 'https://shop.example/api/graphql.json', token: 'public-token' }, fetchImpl);
}

describe('typed Storefront documents', () => {
  it('infer the result and the variables codegen wrote for the operation', () => {
    expectTypeOf<ResultOf<typeof CART_QUERY>>().toEqualTypeOf<CartByIdQuery>();
    expectTypeOf<VariablesOf<typeof CART_QUERY>>().toEqualTypeOf<CartByIdQueryVariables>();
    expectTypeOf<ResultOf<typeof CART_LINES_ADD_MUTATION>>().toEqualTypeOf<CartLinesAddMutation>();
    expectTypeOf<ResultOf<typeof CUSTOMER_ORDERS_QUERY>>().toEqualTypeOf<CustomerOrdersQuery>();
  });

  it('a request answers the document’s own result type', async () => {
    const client = answering({ customer: null });
    const data = valueOf(await client.request(CUSTOMER_QUERY, { customerAccessToken: 'token' }));
    expectTypeOf(data).toEqualTypeOf<CustomerByTokenQuery>();
    expect(data.customer?.email).toBeUndefined();
  });

  it('rejects variables the document does not declare, misses or mistypes', async () => {
    const client = answering({ cart: null });
    // @ts-expect-error CartById takes `id`, not `cartId`.
    await client.request(CART_QUERY, { cartId: 'gid://shopify/Cart/1' });
    // @ts-expect-error `id` is required.
    await client.request(CART_QUERY, { country: 'US' });
    // @ts-expect-error `country` is a CountryCode, not any string.
    await client.request(CART_QUERY, { id: 'gid://shopify/Cart/1', country: 'Narnia' });
    // @ts-expect-error a customer access token is a string.
    await client.request(CUSTOMER_QUERY, { customerAccessToken: 42 });
    expect(await client.request(CART_QUERY, { id: 'gid://shopify/Cart/1', country: 'US' })).toEqual({ ok: true, value: { cart: null } });
  });

  it('rejects reading a field the document does not select, and another document’s result type', async () => {
    const client = answering({ customer: null });
    const data = valueOf(await client.request(CUSTOMER_QUERY, { customerAccessToken: 'token' }));
    // @ts-expect-error CustomerByToken does not select the customer's orders.
    expect(data.customer?.orders).toBeUndefined();
    // @ts-expect-error CustomerByToken's answer is not CustomerOrders' answer.
    const orders: CustomerOrdersQuery = valueOf(await client.request(CUSTOMER_QUERY, { customerAccessToken: 'token' }));
    expect(orders).toEqual({ customer: null });
  });

  it('rejects a document that is not one of the typed documents', async () => {
    const client = answering({ shop: { name: 'Trailmate' } });
    const untyped: string = CUSTOMER_QUERY;
    // @ts-expect-error a plain `string` carries no operation to type it by.
    await client.request(untyped, { customerAccessToken: 'token' });
    // @ts-expect-error ShopName is no operation codegen knows.
    await client.request('query ShopName { shop { name } }', {});
    expect.assertions(0);
  });
});
