// shopifyStore settings (one USD and one CAD store per brand) and brandSettings documents.
import { BRANDS, type Doc, doc, hash, key } from './lib/core-exports';

/** Countries a USD store sells to: every supported country except Canada (spec §3, 23 countries). */
const USD_STORE_COUNTRIES = [
  'US', 'AU', 'AT', 'BE', 'CZ', 'DK', 'FI', 'FR', 'DE', 'HK', 'IE', 'IT', 'JP', 'NL', 'NZ', 'PT', 'RO', 'SG',
  'ES', 'SE', 'CH', 'GB',
];

/** Shipping settings per brand and store currency: free at or over the threshold, else the flat rate (fictional). */
const SHIPPING: Record<string, Record<'usd' | 'cad', { freeShippingThreshold: string; flatRate: string }>> = {
  trailmate: { usd: { freeShippingThreshold: '75.00', flatRate: '7.95' }, cad: { freeShippingThreshold: '99.00', flatRate: '10.95' } },
  yardwise: { usd: { freeShippingThreshold: '149.00', flatRate: '12.95' }, cad: { freeShippingThreshold: '199.00', flatRate: '16.95' } },
  homing: { usd: { freeShippingThreshold: '50.00', flatRate: '5.95' }, cad: { freeShippingThreshold: '65.00', flatRate: '7.95' } },
};

/** Every shopifyStore document. */
export function storeDocs(): Doc[] {
  return BRANDS.flatMap((brand) =>
    (['usd', 'cad'] as const).map((kind) => {
      const name = brand.stores[kind];
      return doc(`shopifyStore-${name}`, 'shopifyStore', {
        brand: brand.id,
        name,
        currency: kind === 'usd' ? 'USD' : 'CAD',
        countries: kind === 'usd' ? USD_STORE_COUNTRIES : ['CA'],
        storefrontAccessToken: hash(`storefront-token:${name}`, 32),
        multipassSecret: `dev-multipass-${hash(`multipass:${name}`, 32)}`,
        shipping: SHIPPING[brand.id][kind],
      });
    }),
  );
}

/** One brandSettings document per brand. */
export function brandSettingsDocs(): Doc[] {
  return BRANDS.map((brand) =>
    doc(`brandSettings-${brand.id}`, 'brandSettings', {
      brand: brand.id,
      name: brand.name,
      stores: { usd: brand.stores.usd, cad: brand.stores.cad },
      social: ['instagram', 'facebook', 'x', 'pinterest', 'youtube', 'tiktok'].map((network) => ({
        _key: key('social', brand.id, network),
        network,
        url: `https://${network === 'x' ? 'x' : network}.example.com/${brand.id}`,
      })),
      supportEmail: brand.supportEmail,
      supportPhone: brand.supportPhone,
      careHours: 'Mon-Fri 8 am-8 pm ET, Sat 9 am-5 pm ET',
    }),
  );
}
