// Where a confirmed newsletter signup lands: the "Continue shopping" link of the double opt-in page
// (Klaviyo's subscribe-confirmation redirect to a custom URL) carries this query parameter, which the
// site reads to identify the shopper who signed up in this browser to Klaviyo's on-site tracking.

/** The query parameter and its value on the store page a confirmed signup leads to. */
export const NEWSLETTER_CONFIRMED_PARAM = 'newsletter';
export const NEWSLETTER_CONFIRMED_VALUE = 'confirmed';
