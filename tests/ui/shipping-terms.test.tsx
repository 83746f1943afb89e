// The product page says what shipping costs from the same store settings in content/ that the checkout
// charges by (spec §9's flat shipping value 69 for Yardwise), in each market's currency and format.
import path from 'node:path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../../brands';
import { resolveLocales } from '../../locales';
import { commerceContext } from '../../src/build/site-context';
import { namedStoreSettings, type StoreSettings } from '../../src/build/stores';
import { SiteProvider } from '../../src/components/site/site-provider';
import { ShippingTerms } from '../../src/components/ui/shipping-terms';
import { createLocalContentClient } from '../../src/lib/content/client';
import { STORES_QUERY } from '../../src/lib/content/queries';
import { site } from './fixtures';

const endpoint = { url: 'http://127.0.0.1:8787/graphql.json', token: 'public' };

/** The shipping line of a Yardwise product page in `localeId`, with the stores of content/. */
async function shippingLine(localeId: string): Promise<string> {
  const docs = await createLocalContentClient(path.resolve(__dirname, '../../content')).fetch<StoreSettings[]>(STORES_QUERY);
  const brand = loadBrand('yardwise');
  const locale = resolveLocales(brand).find((l) => l.id === localeId)!;
  const commerce = commerceContext(locale, namedStoreSettings(brand.stores, docs), { usd: endpoint, cad: endpoint }, brand.baseUrl);
  const html = renderToStaticMarkup(
    <SiteProvider site={site({ locale, commerce })}>
      <ShippingTerms />
    </SiteProvider>,
  );
  return html.replace(/<[^>]+>/g, '');
}

describe('shipping terms on the product page', () => {
  it("state Yardwise's flat shipping of 69 in the US store's dollars and its free-shipping threshold", async () => {
    expect(await shippingLine('en-us')).toBe('Flat-rate shipping $69.00, free on orders of $149.00 or more.');
  });

  it('state the Canadian store its own 69 in Canadian dollars', async () => {
    expect(await shippingLine('en-ca')).toBe('Flat-rate shipping $69.00, free on orders of $199.00 or more.');
  });

  it('say nothing where shipping is priced at checkout', () => {
    const html = renderToStaticMarkup(
      <SiteProvider site={site({ commerce: { ...site().commerce, shipping: null } })}>
        <ShippingTerms />
      </SiteProvider>,
    );
    expect(html).toBe('');
  });
});
