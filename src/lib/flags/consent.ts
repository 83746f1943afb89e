// What the flag client may keep and send follows the shopper's analytics consent (or the market's
// default where it does not ask first): the LaunchDarkly context and the consent-bound options.

/** The LaunchDarkly context and the options that depend on consent. */
export function consentBoundSettings(context: { brand: string; market: string; locale: string }, consented: boolean) {
  if (consented) return { ldContext: { kind: 'user', anonymous: true, ...context }, bootstrap: 'localStorage' as const, sendEvents: true };
  // One key for every visitor of the market: nothing identifies a shopper, nothing is kept or sent.
  return { ldContext: { kind: 'user', anonymous: true, key: `visitor-${context.brand}-${context.market}`, ...context }, bootstrap: undefined, sendEvents: false };
}
