// The forms door's configuration for this page's brand: our forms service and its captcha on the services
// address (from the page's SiteContext), and the Klaviyo account the service relays newsletter and back-in-stock to.
import { useMemo } from 'react';
import { useSite } from '../../components/site/site-provider';
import { twinFormsConfig, type FormsConfig } from '../../lib/forms';

/** Where this brand's forms are sent; the Klaviyo account is the one of the store this page's market buys from. */
export function useFormsConfig(): FormsConfig {
  const { brand, services, commerce } = useSite();
  // The CAD store sells in CAD; every other market buys from the USD store (as the cart does).
  const store = commerce.currency === 'CAD' ? 'CAD' : 'USD';
  return useMemo(
    () => twinFormsConfig(brand.id, services.servicesUrl, store),
    [brand.id, services.servicesUrl, store],
  );
}
