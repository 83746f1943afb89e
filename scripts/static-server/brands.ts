// The brand sites and the port each one is served on (shared by serve, start and the e2e config).

/** Default port of each brand site. */
export const BRAND_PORTS = { trailmate: 9001, yardwise: 9002, homing: 9003 } as const;

/** A brand that has a site. */
export type SiteBrand = keyof typeof BRAND_PORTS;

/** Every brand, in port order. */
export const SITE_BRANDS = Object.keys(BRAND_PORTS) as SiteBrand[];

/**
 * Where `npm start` serves a brand: a host of its own under `localhost` (browsers resolve every
 * `*.localhost` name to this machine), so the brands' cookies (the cart id) stay apart as they do
 * on their own domains in production.
 */
export function localSiteOrigin(brand: SiteBrand): string {
  return `http://${brand}.localhost:${BRAND_PORTS[brand]}`;
}

/** Port of the local twin of the hosted services. */
export const TWIN_PORT = 8787;

/** Port of the store's own services (services/) under `npm start`; GATSBY_SERVICES_URL's default points here. */
export const SERVICES_PORT = 8788;

/** Narrows a string to a brand id. */
export function isSiteBrand(value: string): value is SiteBrand {
  return Object.hasOwn(BRAND_PORTS, value);
}
