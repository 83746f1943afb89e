// The forms door's configuration for this page's brand: our forms service and its captcha on the services
// address (from the page's SiteContext), and the Klaviyo account the service relays newsletter and back-in-stock to.
import { useMemo } from 'react';
import { useSite } from '../../components/site/site-provider';
import { formsConfig, type FormsConfig } from '../../lib/forms';

/** Where this brand's forms are sent; the Klaviyo account is the one of the store this page's market buys from. */
export function useFormsConfig(): FormsConfig {
  const { brand, services } = useSite();
  // The build gives each locale the account of the store its market buys from (as the cart does).
  const { companyId, listId } = services.klaviyo;
  return useMemo(() => formsConfig(brand.id, services.servicesUrl, { companyId, listId }), [brand.id, services.servicesUrl, companyId, listId]);
}
