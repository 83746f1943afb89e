// The services door's configuration for this page: the services' base URL from the SiteContext.
import type { SiteContext } from '../../lib/content/site-context';
import type { ServicesConfig } from '../../lib/services';

/** Where this page's islands reach the local services. */
export function servicesConfig(site: SiteContext): ServicesConfig {
  return { baseUrl: site.services.servicesUrl, brand: site.brand.id };
}
