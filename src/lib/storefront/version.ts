// The Storefront API version of every request (spec §7, §9).

/** Storefront API version in every endpoint path and the X-SDK-Version header. */
export const STOREFRONT_API_VERSION = '2025-04';
