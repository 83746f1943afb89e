// A build for hosted services sends only what it is given: each store's own Klaviyo account, no
// twin GTM container or AdRoll ids, and no twin in the pages' services; the twin's ids stay the
// defaults only while the build targets the twin.
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../../brands';
import { resolveLocales } from '../../locales';
import { analyticsContext } from '../../src/build/analytics';
import { browserServices, klaviyoAccount, parseEnv } from '../../src/config/env';

const STORES = {
  GATSBY_STOREFRONT_USD_URL: 'https://homing-usd.myshopify.com/api/2025-04/graphql.json',
  GATSBY_STOREFRONT_USD_TOKEN: 'u',
  GATSBY_STOREFRONT_CAD_URL: 'https://homing-cad.myshopify.com/api/2025-04/graphql.json',
  GATSBY_STOREFRONT_CAD_TOKEN: 'c',
};
const KLAVIYO = {
  GATSBY_KLAVIYO_USD_COMPANY_ID: 'HsUsd1',
  GATSBY_KLAVIYO_USD_LIST_ID: 'HsLsU1',
  GATSBY_KLAVIYO_CAD_COMPANY_ID: 'HsCad1',
  GATSBY_KLAVIYO_CAD_LIST_ID: 'HsLsC1',
};
const HOSTED = {
  ...STORES,
  ...KLAVIYO,
  BRAND: 'homing',
  GATSBY_ALGOLIA_APP_ID: 'APP1',
  GATSBY_ALGOLIA_SEARCH_KEY: 'k',
  GATSBY_COGNITO_USER_POOL_ID: 'eu-west-1_AbCdEf',
  GATSBY_LAUNCHDARKLY_CLIENT_SIDE_ID: '5f0c0ffee0c0ffee0c0ffee0',
  GATSBY_SENTRY_DSN: 'https://0123456789abcdef0123456789abcdef@o4500000000000000.ingest.us.sentry.io/4500000000000002',
};

describe('Klaviyo account per store', () => {
  it("takes each store's own account, the twin's only for the twin's stores", () => {
    const hosted = parseEnv(HOSTED);
    expect(klaviyoAccount(hosted, 'USD')).toEqual({ companyId: 'HsUsd1', listId: 'HsLsU1' });
    expect(klaviyoAccount(hosted, 'CAD')).toEqual({ companyId: 'HsCad1', listId: 'HsLsC1' });
    expect(klaviyoAccount(parseEnv({ BRAND: 'homing' }), 'CAD')).toEqual({ companyId: 'TwHmgC', listId: 'HmgNwC' });
  });

  it('refuses a hosted store without its Klaviyo account, half an account, and the one id for both stores', () => {
    expect(() => parseEnv(STORES)).toThrow(/GATSBY_KLAVIYO_USD_COMPANY_ID and GATSBY_KLAVIYO_USD_LIST_ID: required when GATSBY_STOREFRONT_USD_URL is set/);
    expect(() => parseEnv({ GATSBY_KLAVIYO_CAD_COMPANY_ID: 'X' })).toThrow(/GATSBY_KLAVIYO_CAD_COMPANY_ID and GATSBY_KLAVIYO_CAD_LIST_ID: set both or neither/);
    expect(() => parseEnv({ GATSBY_KLAVIYO_COMPANY_ID: 'X' })).toThrow(/GATSBY_KLAVIYO_USD_COMPANY_ID and GATSBY_KLAVIYO_CAD_COMPANY_ID instead/);
  });
});

describe('pixels of a hosted build', () => {
  const brand = loadBrand('homing');
  const locales = resolveLocales(brand);
  const canada = locales.find((locale) => locale.currency === 'CAD')!;
  const us = locales.find((locale) => locale.currency === 'USD')!;

  it("loads the store's Klaviyo account from Klaviyo, GTM from Google with the given container, and no AdRoll without its ids", () => {
    const env = parseEnv({ ...HOSTED, GATSBY_GTM_ID: 'GTM-H0STED1', GATSBY_PIXELS: 'gtm,klaviyo,adroll' });
    const ca = analyticsContext(brand, canada, env);
    expect(ca.pixels.klaviyo).toEqual({ src: 'https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=HsCad1', companyId: 'HsCad1' });
    expect(ca.pixels.gtm).toEqual({ src: 'https://www.googletagmanager.com/gtm.js?id=GTM-H0STED1' });
    expect(ca.pixels.adroll).toBeNull();
    expect(analyticsContext(brand, us, env).pixels.klaviyo?.companyId).toBe('HsUsd1');
  });

  it('has no GTM pixel without a GTM id', () => {
    const env = parseEnv({ ...HOSTED, GATSBY_PIXELS: 'gtm,klaviyo' });
    expect(analyticsContext(brand, us, env).pixels.gtm).toBeNull();
  });

  it("keeps the twin's ids and hosts while the build targets the twin", () => {
    const ctx = analyticsContext(brand, canada, parseEnv({ BRAND: 'homing', GATSBY_PIXELS: 'gtm,klaviyo,adroll' }));
    expect(ctx.pixels.gtm?.src).toBe('http://127.0.0.1:8787/gtm.js?id=GTM-TWIN01');
    expect(ctx.pixels.adroll).toMatchObject({ advertiserId: 'TWINADV', pixelId: 'TWINPIX' });
    expect(ctx.pixels.klaviyo?.companyId).toBe('TwHmgC');
  });
});

describe("the pages' services", () => {
  it('name the twin only while something they reach is the twin', () => {
    const hosted = browserServices(parseEnv(HOSTED));
    expect(hosted.twinUrl).toBeNull();
    expect(hosted.algolia).toEqual({ appId: 'APP1', searchKey: 'k' });
    expect(hosted.cognito.endpoint).toBeNull();
    const { GATSBY_ALGOLIA_APP_ID: _app, GATSBY_ALGOLIA_SEARCH_KEY: _key, ...twinSearch } = HOSTED;
    const twin = browserServices(parseEnv(twinSearch));
    expect(twin.twinUrl).toBe('http://127.0.0.1:8787');
    expect(twin.algolia).toMatchObject({ twinUrl: 'http://127.0.0.1:8787' });
  });
});
