// The Storefront API version of every request.

/** Storefront API version in every endpoint path and the X-SDK-Version header. */
export const STOREFRONT_API_VERSION = '2025-04';
