// The brand sites and the port each one is served on (shared by serve, start and the e2e config).

/** Default port of each brand site. */
export const BRAND_PORTS = { trailmate: 9001, yardwise: 9002, homing: 9003 } as const;

/** A brand that has a site. */
export type SiteBrand = keyof typeof BRAND_PORTS;

/** Every brand, in port order. */
export const SITE_BRANDS = Object.keys(BRAND_PORTS) as SiteBrand[];

/** Port of the local twin of the hosted services. */
export const TWIN_PORT = 8787;

/** Narrows a string to a brand id. */
export function isSiteBrand(value: string): value is SiteBrand {
  return Object.hasOwn(BRAND_PORTS, value);
}
