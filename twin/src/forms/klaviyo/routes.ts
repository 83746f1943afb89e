import type { Context, Hono } from 'hono';
import type { TwinRuntime } from '../../runtime.js';
import { FORM_MESSAGES, HONEYPOT_FIELD, backInStockFormSchema, newsletterFormSchema } from '../../../../wire/forms.js';
import { FormGuard, isHoneypotFilled } from '../guard.js';
import { captchaConfig } from '../captcha/keys.js';
import { verifyCaptcha } from '../captcha/verify.js';
import { accountByCompanyId, brandStores } from './accounts.js';
import { PROFILE_POINTER, backInStockBodySchema, invalid, klaviyoErrors, readKlaviyoRequest, subscriptionBodySchema } from './jsonapi.js';
import { CONFIRM_PATH, confirmNewsletter, subscribeNewsletter } from './newsletter.js';
import { confirmPage } from './confirm-page.js';
import { brandSiteOrigin, parseCatalogVariant, productPageUrl, subscribeBackInStock, watchRestocks } from './back-in-stock.js';

/** Header carrying the ALTCHA payload (alternative to the profile property `altcha`). */
export const ALTCHA_HEADER = 'X-Altcha';

/** Klaviyo's errors for the form fields, with JSON:API pointers into the profile. */
function fieldErrors(c: Context, fields: Record<string, string>, pointers: Record<string, string>) {
  return klaviyoErrors(
    c,
    400,
    Object.entries(fields).map(([field, detail]) => ({ code: 'invalid', title: 'Invalid input.', detail, pointer: `${PROFILE_POINTER}/${pointers[field] ?? field}` })),
  );
}

const throttled = (c: Context, retryAfter: number) =>
  klaviyoErrors(c, 429, [{ code: 'throttled', title: 'Request was throttled.', detail: `Request was throttled. Expected available in ${retryAfter} seconds.` }], {
    'Retry-After': String(retryAfter),
  });

const captchaRefused = (c: Context) => klaviyoErrors(c, 400, [{ code: 'captcha', title: 'Invalid input.', detail: FORM_MESSAGES.captchaRequired, pointer: `${PROFILE_POINTER}/properties/altcha` }]);

/** Issues of a zod error as one message per field (the first), keyed by the last path element. */
function messagesOf(issues: { path: (string | number)[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = String(i.path[i.path.length - 1] ?? '_');
    if (!(key in out)) out[key] = i.message;
  }
  return out;
}

/** Klaviyo client routes (subscriptions, back-in-stock) and the twin's double opt-in page. */
export function mountKlaviyoRoutes(app: Hono, rt: TwinRuntime): void {
  const captcha = captchaConfig(rt.db);
  const newsletterGuard = new FormGuard();
  const stockGuard = new FormGuard();
  const poll = Number(process.env.TWIN_RESTOCK_POLL_MS);
  const restocks = watchRestocks(rt, Number.isInteger(poll) && poll > 0 ? poll : 1000);

  // Klaviyo documents the paths with a trailing slash; the twin takes both spellings.
  app.on('POST', ['/client/subscriptions/', '/client/subscriptions'], async (c) => {
    const req = await readKlaviyoRequest(c);
    if (!req.ok) return req.response;
    const account = accountByCompanyId(req.companyId);
    if (!account) return invalid(c, 'A valid company_id is required.');
    const shape = subscriptionBodySchema.safeParse(req.body);
    if (!shape.success) return invalid(c, 'The request body is not a valid subscription.', `/${shape.error.issues[0].path.join('/')}`);
    if (shape.data.data.relationships.list.data.id !== account.newsletterListId) return invalid(c, 'List not found.', '/data/relationships/list/data/id');
    const profile = shape.data.data.attributes.profile.data.attributes;
    const props = profile.properties ?? {};
    if (isHoneypotFilled(props, HONEYPOT_FIELD)) return c.body(null, 202);
    const form = newsletterFormSchema.safeParse({ firstName: profile.first_name, email: profile.email, interest: props.interest });
    if (!form.success) return fieldErrors(c, messagesOf(form.error.issues), { firstName: 'first_name', interest: 'properties/interest' });
    const verdict = newsletterGuard.check(c, form.data.email);
    if (!verdict.ok) return throttled(c, verdict.retryAfter);
    if (!(await verifyCaptcha(rt.db, captcha, c.req.header(ALTCHA_HEADER) ?? props.altcha))) return captchaRefused(c);
    const origin = c.req.header('origin');
    subscribeNewsletter(rt, account, form.data, origin && rt.siteOrigins.includes(origin) ? origin : null);
    return c.body(null, 202);
  });

  app.on('POST', ['/client/back-in-stock-subscriptions/', '/client/back-in-stock-subscriptions'], async (c) => {
    const req = await readKlaviyoRequest(c);
    if (!req.ok) return req.response;
    const account = accountByCompanyId(req.companyId);
    if (!account) return invalid(c, 'A valid company_id is required.');
    const shape = backInStockBodySchema.safeParse(req.body);
    if (!shape.success) return invalid(c, 'The request body is not a valid back in stock subscription.', `/${shape.error.issues[0].path.join('/')}`);
    const profile = shape.data.data.attributes.profile.data.attributes;
    const props = profile.properties ?? {};
    if (isHoneypotFilled(props, HONEYPOT_FIELD)) return c.body(null, 202);
    const form = backInStockFormSchema.safeParse({ email: profile.email, altcha: c.req.header(ALTCHA_HEADER) ?? props.altcha });
    if (!form.success) {
      const fields = messagesOf(form.error.issues);
      return fields.email ? fieldErrors(c, { email: fields.email }, {}) : captchaRefused(c);
    }
    const variantId = parseCatalogVariant(shape.data.data.relationships.variant.data.id);
    // `$default` is the store of the account's Shopify integration; the twin also takes a profile property `store`
    // naming another store of the brand.
    const stores = brandStores(rt, account.brand);
    const store = typeof props.store === 'string' ? stores.find((s) => s.name === props.store) : (stores.find((s) => s.currency === account.currency) ?? stores[0]);
    if (variantId === null || !store || !rt.catalogue(store.name).variantsById.has(variantId)) {
      return klaviyoErrors(c, 404, [{ code: 'not_found', title: 'Not found.', detail: 'Catalog variant not found.', pointer: '/data/relationships/variant/data/id' }]);
    }
    const verdict = stockGuard.check(c, form.data.email);
    if (!verdict.ok) return throttled(c, verdict.retryAfter);
    if (!(await verifyCaptcha(rt.db, captcha, form.data.altcha))) return captchaRefused(c);
    // The page the form was sent from (profile property `page_url`), kept when it is this product's page on the
    // brand's own site or on the site origin the request came from; the mail links it.
    const requestOrigin = c.req.header('origin');
    const origins = [brandSiteOrigin(rt, account.brand), requestOrigin && rt.siteOrigins.includes(requestOrigin) ? requestOrigin : null].filter((o): o is string => Boolean(o));
    const product = rt.catalogue(store.name).productsById.get(rt.catalogue(store.name).variantsById.get(variantId)!.productId);
    const pageUrl = product ? productPageUrl(props.page_url, origins, product.handle) : null;
    subscribeBackInStock(rt, account.brand, store.name, variantId, form.data.email, pageUrl);
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
