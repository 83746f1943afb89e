// Nothing personal leaves the browser in an error report or a tracing span: before an event, a
// breadcrumb or a span is sent, emails, tokens (JWTs, access tokens, multipass), cart and checkout ids,
// street addresses and every URL's query string are replaced by placeholders, and fields named like
// personal data are dropped; a span's URLs also lose their fragment. Stack frames, event, trace and
// span ids are left as they are: they hold code positions and random ids.

/** What a removed value is replaced with, by kind. */
export const REDACTED = {
  email: '[email]',
  token: '[token]',
  id: '[id]',
  address: '[address]',
  query: '[query]',
  field: '[Filtered]',
} as const;

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** A JSON Web Token (Cognito id, access and refresh tokens): three base64url parts, the first a JSON header. */
const JWT = /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/g;
/** Shopify global ids of what belongs to one shopper: carts (with their key), lines, checkouts, customers, addresses, orders. */
const SHOPIFY_GID = /\bgid:\/\/shopify\/(Cart|CartLine|Checkout|Customer|CustomerAddress|MailingAddress|Order|OrderIdentity)\/[^\s"'<>,;)}\]]+/g;
/** The same ids base64-encoded (older Storefront answers): `Z2lkOi8vc2hvcGlmeS9`… is `gid://shopify/`. */
const ENCODED_GID = /\bZ2lkOi8vc2hvcGlmeS[A-Za-z0-9+/=_-]*/g;
/** Checkout and cart permalink tokens in a path: `/checkouts/<token>`, `/checkouts/cn/<token>`, `/cart/c/<token>`. */
const CHECKOUT_PATH = /\/(checkouts(?:\/cn)?|cart\/c)\/[^/?#\s"'<>]+/g;
/** A URL's query string (what follows `?` up to the fragment or the end of the URL). */
const QUERY = /(\b(?:https?:\/\/|\/)[^\s?#"'<>]*)\?[^\s#"'<>]*/g;
/** Bearer and Basic credentials in a header-like text. */
const CREDENTIALS = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/**
 * An opaque token: a long run of base64, base64url or hex characters (customer access tokens are 32
 * hex digits, multipass tokens long base64url, refresh tokens longer still).
 */
const OPAQUE = /(?<![A-Za-z0-9+_-])[A-Za-z0-9+_-]{32,}={0,2}/g;

/** Whether a long run is a token rather than a name (`component---src-templates-product-tsx-…` stays). */
function isToken(run: string): boolean {
  if (/^[0-9a-f]+$/i.test(run) && /\d/.test(run)) return true;
  return /\d/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run);
}
/** A street address line: a house number, one to four words and a street type. */
const STREET =
  /\b\d{1,6}[A-Za-z]?\s+(?:[A-Z][A-Za-z'.-]*\s+){0,3}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Court|Ct|Place|Pl|Terrace|Crescent|Highway|Hwy|Parkway|Pkwy|Square|Sq|Rue|Chemin|Straße|Strasse|Weg|Via|Straat|Calle)\b\.?/g;
/** A postal code next to its label ("postal code K1A 0B1", "zip 90210"). */
const LABELLED_POSTAL = /\b(zip|postal(?:\s+code)?|postcode)\s*[:=]?\s*[A-Za-z0-9][A-Za-z0-9 -]{2,9}\b/gi;

/** Field names whose value is personal or secret, whatever it looks like. */
const PERSONAL_KEY =
  /^(e-?mail|emails?|email_?address|password|passwd|pass|secret|token|access_?token|id_?token|refresh_?token|accesstoken|idtoken|refreshtoken|customeraccesstoken|multipass(_?token)?|authorization|cookie|cookies|set-cookie|session|x-shopify-storefront-access-token|address|address1|address2|addresses|street|city|zip|postal_?code|postcode|province|phone|phone_?number|first_?name|last_?name|firstname|lastname|full_?name|cart_?id|cartid|checkout_?(id|token|url)|checkouturl|card|credit_?card|ip_?address)$/i;

/** A text with everything personal in it replaced. */
export function scrubText(text: string): string {
  return text
    .replace(JWT, REDACTED.token)
    .replace(CREDENTIALS, (_m, scheme: string) => `${scheme} ${REDACTED.token}`)
    .replace(EMAIL, REDACTED.email)
    .replace(SHOPIFY_GID, (_m, kind: string) => `gid://shopify/${kind}/${REDACTED.id}`)
    .replace(ENCODED_GID, REDACTED.id)
    .replace(CHECKOUT_PATH, (_m, kind: string) => `/${kind}/${REDACTED.id}`)
    .replace(QUERY, (_m, before: string) => `${before}?${REDACTED.query}`)
    .replace(OPAQUE, (run) => (isToken(run) ? REDACTED.token : run))
    .replace(STREET, REDACTED.address)
    .replace(LABELLED_POSTAL, (_m, label: string) => `${label} ${REDACTED.address}`);
}

const withoutQuery = (url: string): string => url.replace(/\?[^#]*/, '');

/** A URL without its query string (and with ids in its path replaced). */
export function scrubUrl(url: string): string {
  return scrubText(withoutQuery(url));
}

/** A URL without its query string and fragment (and with ids in its path replaced): what a replay or a span keeps. */
export function scrubRecordedUrl(url: string): string {
  return scrubText(url.replace(/[?#][\s\S]*$/, ''));
}

/** Every URL or path in a text, up to its query string or fragment, and what follows it up to the next space or quote. */
const URL_TAIL = /((?:https?:\/\/|\/)[^\s?#"'<>]*)[?#][^\s"'<>]*/g;

/** A text with every URL in it cut at its query string and fragment, and everything personal replaced. */
export function scrubRecordedText(text: string): string {
  return scrubText(text.replace(URL_TAIL, '$1'));
}

/** Whether a field of this name holds personal data. */
export function isPersonalKey(key: string): boolean {
  return PERSONAL_KEY.test(key.replace(/^.*[.:]/, ''));
}

const MAX_DEPTH = 8;

/** A value with every string scrubbed and every personal field replaced, to MAX_DEPTH levels. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED.field;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isPersonalKey(key) && item !== null && item !== undefined ? REDACTED.field : scrubValue(item, depth + 1);
  }
  return out;
}

/** The parts of a breadcrumb that can carry personal data. */
export interface BreadcrumbLike {
  category?: string;
  message?: string;
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A breadcrumb with its message and data scrubbed; URLs (fetch, xhr, navigation) lose their query. */
export function scrubBreadcrumb<B extends object>(original: B): B {
  const crumb = original as BreadcrumbLike;
  const data = crumb.data ? (scrubValue(crumb.data) as Record<string, unknown>) : undefined;
  if (data) {
    for (const key of ['url', 'from', 'to']) {
      if (typeof data[key] === 'string') data[key] = scrubUrl(data[key] as string);
    }
  }
  return {
    ...crumb,
    ...(crumb.message !== undefined ? { message: scrubText(crumb.message) } : {}),
    ...(data ? { data } : {}),
  } as B;
}

/** Span attributes that hold a URL's query string or fragment: dropped, since URLs are sent without them. */
const QUERY_ATTRIBUTE = /^(?:http|url)\.(?:query|fragment)$/;
/** Span attributes about the shopper (`user.email`, `user.id`, `user.ip_address` …): reports never name the shopper. */
const USER_ATTRIBUTE = /^user\./;
/** Attributes whose name ends like a personal field but hold none: the host a request went to. */
const NOT_PERSONAL_ATTRIBUTES = new Set(['server.address']);

function scrubAttributeValue(value: unknown): unknown {
  if (typeof value === 'string') return scrubRecordedText(value);
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? scrubRecordedText(item) : item));
  // An attribute with a unit (`{ value, unit }`).
  if (value && typeof value === 'object' && 'value' in value) return { ...value, value: scrubAttributeValue((value as { value: unknown }).value) };
  return scrubValue(value);
}

/**
 * A span's attributes (or data) with everything personal removed: query and fragment attributes and
 * those naming the shopper dropped, personal fields dropped, every URL (`url.full`, `http.url`,
 * `url`, the referer, `sentry.segment.name` …) cut at its query and fragment, every text scrubbed.
 * Numbers and booleans stay. A new object.
 */
export function scrubSpanAttributes(attributes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (QUERY_ATTRIBUTE.test(key) || USER_ATTRIBUTE.test(key)) continue;
    if (isPersonalKey(key) && !NOT_PERSONAL_ATTRIBUTES.has(key)) continue;
    out[key] = scrubAttributeValue(value);
  }
  return out;
}

/** The parts of a streamed span (the SDK's `StreamedSpanJSON`, what `beforeSendSpan` is given) that can carry personal data. */
export interface StreamedSpanLike {
  name: string;
  attributes?: Record<string, unknown>;
  links?: { attributes?: Record<string, unknown>; [key: string]: unknown }[];
  [key: string]: unknown;
}

/**
 * A streamed span with everything personal removed: its name (a path, or a request's method and URL)
 * and every URL cut at the query and fragment, its attributes and its links' attributes scrubbed (see
 * scrubSpanAttributes); ids, timestamps and status stay. Changed in place. The SDK would send a span
 * as it is if this threw, so a span that cannot be scrubbed is sent with nothing but its ids and times.
 */
export function scrubSpan<S extends object>(original: S): S {
  const span = original as unknown as StreamedSpanLike;
  try {
    span.name = scrubRecordedText(String(span.name ?? ''));
    if (span.attributes) span.attributes = scrubSpanAttributes(span.attributes);
    if (span.links) span.links = span.links.map((link) => (link.attributes ? { ...link, attributes: scrubSpanAttributes(link.attributes) } : link));
  } catch {
    span.name = REDACTED.field;
    span.attributes = {};
    delete span.links;
  }
  return original;
}

/** The parts of an event (error or transaction) that can carry personal data. */
export interface EventLike {
  message?: string;
  transaction?: string;
  exception?: { values?: { value?: string; type?: string; stacktrace?: { frames?: { filename?: string; abs_path?: string }[] } }[] };
  breadcrumbs?: BreadcrumbLike[];
  request?: { url?: string; query_string?: unknown; cookies?: unknown; headers?: Record<string, string>; data?: unknown; [key: string]: unknown };
  user?: unknown;
  extra?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  contexts?: Record<string, Record<string, unknown> | undefined>;
  spans?: { description?: string; data?: Record<string, unknown>; [key: string]: unknown }[];
  [key: string]: unknown;
}

/** Headers of a request that an event may keep. */
const KEPT_HEADERS = new Set(['user-agent', 'referer', 'accept-language']);

/** An event with everything personal removed (see the file's header); the same object, changed in place. */
export function scrubEvent<E extends object>(original: E): E {
  const event = original as EventLike;
  if (event.message !== undefined) event.message = scrubText(event.message);
  if (event.transaction !== undefined) event.transaction = scrubUrl(event.transaction);
  for (const value of event.exception?.values ?? []) {
    if (value.value !== undefined) value.value = scrubText(value.value);
    for (const frame of value.stacktrace?.frames ?? []) {
      // Script URLs: only a query could carry anything; the path names the code.
      if (frame.filename) frame.filename = withoutQuery(frame.filename);
      if (frame.abs_path) frame.abs_path = withoutQuery(frame.abs_path);
    }
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map((crumb) => scrubBreadcrumb(crumb));
  if (event.request) {
    const request = event.request;
    if (request.url !== undefined) request.url = scrubUrl(request.url);
    delete request.query_string;
    delete request.cookies;
    if (request.data !== undefined) request.data = scrubValue(request.data);
    if (request.headers) {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (KEPT_HEADERS.has(name.toLowerCase())) headers[name] = name.toLowerCase() === 'referer' ? scrubUrl(value) : scrubText(value);
      }
      request.headers = headers;
    }
  }
  // Reports never name the shopper; the tags say where it happened.
  delete event.user;
  if (event.extra) event.extra = scrubValue(event.extra) as Record<string, unknown>;
  if (event.tags) event.tags = scrubValue(event.tags) as Record<string, unknown>;
  if (event.contexts) {
    for (const [name, context] of Object.entries(event.contexts)) {
      if (!context) continue;
      if (name === 'trace') {
        // Trace and span ids stay; what the trace recorded is scrubbed as a span's attributes are.
        if (context.data && typeof context.data === 'object') context.data = scrubSpanAttributes(context.data as Record<string, unknown>);
        continue;
      }
      event.contexts[name] = scrubValue(context) as Record<string, unknown>;
    }
  }
  for (const span of event.spans ?? []) {
    if (span.description !== undefined) span.description = scrubRecordedText(span.description);
    if (span.data) span.data = scrubSpanAttributes(span.data);
  }
  return original;
}
