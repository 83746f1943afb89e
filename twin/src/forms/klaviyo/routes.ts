import type { Hono } from 'hono';
import type { TwinRuntime } from '../../runtime.js';
import { accountByCompanyId, brandStores } from './accounts.js';
import { backInStockBodySchema, invalid, klaviyoErrors, profileIdentifiers, readKlaviyoRequest, subscriptionBodySchema } from './jsonapi.js';
import { CONFIRM_PATH, confirmNewsletter, subscribeNewsletter, subscribeSms } from './newsletter.js';
import { confirmPage } from './confirm-page.js';
import { brandSiteOrigin, parseCatalogVariant, productPageUrl, subscribeBackInStock, watchRestocks } from './back-in-stock.js';
import { mountKlaviyoServerRoutes } from './server-routes.js';

/** A profile property as text, or '' when it is missing or not a string. */
const text = (value: unknown, max = 255): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * Klaviyo client routes (subscriptions, back-in-stock), its server routes (server-routes.ts) and the twin's double
 * opt-in page. They take and refuse what Klaviyo documents: a revision header, a known company_id (a private key on
 * the server routes), a JSON:API body with an email or a phone number (and the list, or the channels and the catalog
 * variant). The brands' own form rules (names, interests, captcha, honeypot, rate limits per email) are checked before
 * anything reaches Klaviyo, by the forms service, which relays to the server routes.
 */
export function mountKlaviyoRoutes(app: Hono, rt: TwinRuntime): void {
  const poll = Number(process.env.TWIN_RESTOCK_POLL_MS);
  const restocks = watchRestocks(rt, Number.isInteger(poll) && poll > 0 ? poll : 1000);
  mountKlaviyoServerRoutes(app, rt, restocks.poke);

  // Klaviyo documents the paths with a trailing slash; the twin takes both spellings.
  app.on('POST', ['/client/subscriptions/', '/client/subscriptions'], async (c) => {
    const req = await readKlaviyoRequest(c);
    if (!req.ok) return req.response;
    const account = accountByCompanyId(req.companyId);
    if (!account) return invalid(c, 'A valid company_id is required.');
    const shape = subscriptionBodySchema.safeParse(req.body);
    if (!shape.success) return invalid(c, 'The request body is not a valid subscription.', `/${shape.error.issues[0]?.path.join('/') ?? ''}`);
    if (shape.data.data.relationships.list.data.id !== account.newsletterListId) return invalid(c, 'List not found.', '/data/relationships/list/data/id');
    const profile = shape.data.data.attributes.profile.data.attributes;
    const ids = profileIdentifiers(profile);
    if (!ids.ok) return invalid(c, ids.detail, ids.pointer);
    // With a subscriptions object only the channels in it are subscribed; without one, every identifier given.
    const subs = profile.subscriptions;
    const emailConsent = !subs || subs.email?.marketing?.consent === 'SUBSCRIBED';
    const smsConsent = !subs || subs.sms?.marketing?.consent === 'SUBSCRIBED';
    if (ids.email && emailConsent) {
      const origin = c.req.header('origin');
      const signup = { email: ids.email, firstName: text(profile.first_name), interest: text(profile.properties?.interest, 100) };
      subscribeNewsletter(rt, account, signup, origin && rt.siteOrigins.includes(origin) ? origin : null);
    }
    if (ids.phone && smsConsent) subscribeSms(rt, account, ids.phone);
    return c.body(null, 202);
  });

  app.on('POST', ['/client/back-in-stock-subscriptions/', '/client/back-in-stock-subscriptions'], async (c) => {
    const req = await readKlaviyoRequest(c);
    if (!req.ok) return req.response;
    const account = accountByCompanyId(req.companyId);
    if (!account) return invalid(c, 'A valid company_id is required.');
    const shape = backInStockBodySchema.safeParse(req.body);
    if (!shape.success) return invalid(c, 'The request body is not a valid back in stock subscription.', `/${shape.error.issues[0]?.path.join('/') ?? ''}`);
    const { channels, profile: wrapped } = shape.data.data.attributes;
    const profile = wrapped.data.attributes;
    const props = profile.properties ?? {};
    const ids = profileIdentifiers(profile, { email: channels.includes('EMAIL'), phone: channels.includes('SMS') });
    if (!ids.ok) return invalid(c, ids.detail, ids.pointer);
    const variantId = parseCatalogVariant(shape.data.data.relationships.variant.data.id);
    // `$default` is the store of the account's Shopify integration; the twin also takes a profile property `store`
    // naming another store of the brand.
    const stores = brandStores(rt, account.brand);
    const store = typeof props.store === 'string' ? stores.find((s) => s.name === props.store) : (stores.find((s) => s.currency === account.currency) ?? stores[0]);
    if (variantId === null || !store || !rt.catalogue(store.name).variantsById.has(variantId)) {
      return klaviyoErrors(c, 404, [{ code: 'not_found', title: 'Not found.', detail: 'Catalog variant not found.', pointer: '/data/relationships/variant/data/id' }]);
    }
    // The twin sends no SMS: an SMS-only subscription is taken and has nothing to mail.
    if (!ids.email || !channels.includes('EMAIL')) return c.body(null, 202);
    // The page the form was sent from (profile property `page_url`), kept when it is this product's page on the
    // brand's own site or on the site origin the request came from; the mail links it.
    const requestOrigin = c.req.header('origin');
    const origins = [brandSiteOrigin(rt, account.brand), requestOrigin && rt.siteOrigins.includes(requestOrigin) ? requestOrigin : null].filter((o): o is string => Boolean(o));
    const product = rt.catalogue(store.name).productsById.get(rt.catalogue(store.name).variantsById.get(variantId)!.productId);
    const pageUrl = product ? productPageUrl(props.page_url, origins, product.handle) : null;
    subscribeBackInStock(rt, account.brand, store.name, variantId, ids.email, pageUrl);
    restocks.poke();
    return c.body(null, 202);
  });

  app.get(CONFIRM_PATH, (c) => {
    const token = c.req.param('token');
    const result = /^[0-9a-f]{48}$/.test(token) ? confirmNewsletter(rt, token) : ({ ok: false } as const);
    c.header('cache-control', 'no-store');
    return c.html(confirmPage(result), result.ok ? 200 : 404);
  });
}
