// The forms door's configuration for this page's brand: Klaviyo's client API on the twin address,
// our forms service and its captcha on the services address (both from the page's SiteContext).
import { useMemo } from 'react';
import { useSite } from '../../components/site/site-provider';
import { twinFormsConfig, type FormsConfig } from '../../lib/forms';

/** Where this brand's forms are sent. */
export function useFormsConfig(): FormsConfig {
  const { brand, services } = useSite();
  return useMemo(
    () => ({ ...twinFormsConfig(brand.id, services.twinUrl), formsUrl: services.servicesUrl }),
    [brand.id, services.twinUrl, services.servicesUrl],
  );
}
