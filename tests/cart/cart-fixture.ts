// The commerce context a Trailmate page of the US or Canadian market gets, pointing at a test twin's stores.
import type { CommerceContext } from '../../src/lib/content/site-context';
import { TOKENS, type startTestTwin } from '../../twin/test/helpers';

type Twin = Awaited<ReturnType<typeof startTestTwin>>;

/** The page's commerce context for `store` on `twin` (no shipping amounts, host-only cart cookie). */
export function trailmateCommerce(twin: Twin, store: 'trailmate-us' | 'trailmate-ca'): CommerceContext {
  const cad = store === 'trailmate-ca';
  return {
    storefront: { url: twin.endpoint(store), token: TOKENS[store] },
    cartCookie: cad ? '_cadCartId' : '_cartId',
    cookieDomain: null,
    stores: (['trailmate-us', 'trailmate-ca'] as const).map((s) => ({ url: twin.endpoint(s), token: TOKENS[s] })),
    country: cad ? 'CA' : 'US',
    language: 'EN',
    currency: cad ? 'CAD' : 'USD',
    shipping: null,
  };
}
