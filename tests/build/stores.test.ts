import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS, loadBrand } from '../../brands';
import { MISSING_STORE_SETTINGS, namedStoreSettings, storeKeyFor, storefrontEndpointFor, type StoreSettings } from '../../src/build/stores';
import { parseEnv } from '../../src/config/env';
import { createLocalContentClient } from '../../src/lib/content/client';
import { STORES_QUERY } from '../../src/lib/content/queries';

const store = (name: string, currency = 'USD'): StoreSettings => ({
  name,
  brand: 'trailmate',
  currency,
  countries: ['US'],
  storefrontAccessToken: `token-${name}`,
});

describe('named Shopify stores', () => {
  it('a named store without settings fails with the spec message', () => {
    expect(() => namedStoreSettings({ usd: 'trailmate-us', cad: 'trailmate-ca' }, [store('trailmate-us')])).toThrow(
      new Error('Please configure settings for the named Shopify store.'),
    );
    expect(MISSING_STORE_SETTINGS).toBe('Please configure settings for the named Shopify store.');
  });
  it('a store document without a token counts as missing settings', () => {
    const docs = [store('a'), { ...store('b', 'CAD'), storefrontAccessToken: '' }];
    expect(() => namedStoreSettings({ usd: 'a', cad: 'b' }, docs)).toThrow(MISSING_STORE_SETTINGS);
  });
  it('every brand names stores that content configures', async () => {
    const client = createLocalContentClient(path.resolve(__dirname, '../../content'));
    const docs = await client.fetch<StoreSettings[]>(STORES_QUERY);
    for (const id of BRAND_IDS) {
      const brand = loadBrand(id);
      const settings = namedStoreSettings(brand.stores, docs);
      expect(settings.usd.currency).toBe('USD');
      expect(settings.cad.currency).toBe('CAD');
    }
  });
  it('CAD locales buy from the cad store, every other currency from the usd store', () => {
    expect(storeKeyFor('CAD')).toBe('cad');
    expect(storeKeyFor('AUD')).toBe('usd');
    expect(storeKeyFor('EUR')).toBe('usd');
  });
  it('the Storefront endpoint is the twin by default and the configured one when set', () => {
    const twin = storefrontEndpointFor('cad', store('trailmate-ca', 'CAD'), parseEnv({}), 'http://127.0.0.1:8787');
    expect(twin).toEqual({ url: 'http://127.0.0.1:8787/shops/trailmate-ca/api/2025-04/graphql.json', token: 'token-trailmate-ca' });
    const env = parseEnv({ GATSBY_STOREFRONT_USD_URL: 'https://shop.example/api/2025-04/graphql.json', GATSBY_STOREFRONT_USD_TOKEN: 'public', GATSBY_KLAVIYO_USD_COMPANY_ID: 'AbC123', GATSBY_KLAVIYO_USD_LIST_ID: 'LsT123' });
    expect(storefrontEndpointFor('usd', store('trailmate-us'), env, null)).toEqual({
      url: 'https://shop.example/api/2025-04/graphql.json',
      token: 'public',
    });
  });
});
