// Klaviyo's server API routes the forms service relays to, with the account's private key: Create or
// Update Profile, Bulk Subscribe Profiles (double opt-in, as the client subscription) and Create Back In
// Stock Subscription (mailed on restock, as the client one). They take the documented bodies only.
import type { Hono } from 'hono';
import type { TwinRuntime } from '../../runtime.js';
import { accountStore } from './accounts.js';
import { invalid, klaviyoErrors, profileIdentifiers, readKlaviyoBody } from './jsonapi.js';
import { authenticate, bulkSubscribeBodySchema, invalidBody, profileImportBodySchema, serverBackInStockBodySchema } from './server-api.js';
import { findProfile, profileResource, upsertProfile } from './profiles.js';
import { subscribeNewsletter, subscribeSms } from './newsletter.js';
import { brandSiteOrigin, parseCatalogVariant, productPageUrl, subscribeBackInStock } from './back-in-stock.js';

/** A profile property as text, or '' when it is missing or not a string. */
const text = (value: unknown, max = 255): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** The site origin a subscription's `custom_source` names (a URL on one of the sites the twin serves), if any. */
export function siteOfSource(source: string | null | undefined, siteOrigins: readonly string[]): string | null {
  for (const token of (source ?? '').match(/https?:\/\/\S+/g) ?? []) {
    try {
      const origin = new URL(token).origin;
      if (siteOrigins.includes(origin)) return origin;
    } catch {
      // Not a URL: read on.
    }
  }
  return null;
}

/** Mounts the server routes; `poke` wakes the restock watcher after a new back-in-stock subscription. */
export function mountKlaviyoServerRoutes(app: Hono, rt: TwinRuntime, poke: () => void): void {
  // Create or Update Profile: 201 with the new profile, 200 with the updated one.
  app.on('POST', ['/api/profile-import', '/api/profile-import/'], async (c) => {
    const auth = authenticate(c);
    if (!auth.ok) return auth.response;
    const req = await readKlaviyoBody(c);
    if (!req.ok) return req.response;
    const shape = profileImportBodySchema.safeParse(req.body);
    if (!shape.success) return invalidBody(c, shape.error, 'profile');
    const a = shape.data.data.attributes;
    const email = a.email?.trim() || null;
    const phone = a.phone_number?.trim() || null;
    const externalId = a.external_id?.trim() || null;
    if (!externalId || email || phone) {
      const ids = profileIdentifiers(a, {}, '/data/attributes');
      if (!ids.ok) return invalid(c, ids.detail, ids.pointer);
    }
    const { profile, created } = upsertProfile(rt, auth.account, {
      email,
      phoneNumber: phone,
      externalId,
      firstName: a.first_name,
      lastName: a.last_name,
      properties: a.properties,
    });
    return c.json({ data: profileResource(rt, profile) }, created ? 201 : 200);
  });

  // Bulk Subscribe Profiles: every profile is checked before any is subscribed; 202 with no body.
  app.on('POST', ['/api/profile-subscription-bulk-create-jobs', '/api/profile-subscription-bulk-create-jobs/'], async (c) => {
    const auth = authenticate(c);
    if (!auth.ok) return auth.response;
    const account = auth.account;
    const req = await readKlaviyoBody(c);
    if (!req.ok) return req.response;
    const shape = bulkSubscribeBodySchema.safeParse(req.body);
    if (!shape.success) return invalidBody(c, shape.error, 'profile-subscription-bulk-create-job');
    const job = shape.data.data;
    if (job.attributes.historical_import) return invalid(c, 'The twin takes historical_import: false only.', '/data/attributes/historical_import');
    // Without a list the account's default opt-in applies: the twin's accounts have their newsletter list.
    const listId = job.relationships?.list.data.id ?? account.newsletterListId;
    if (listId !== account.newsletterListId) return klaviyoErrors(c, 404, [{ code: 'not_found', title: 'Not found.', detail: 'List not found.', pointer: '/data/relationships/list/data/id' }]);
    const checked = [];
    for (const [i, p] of job.attributes.profiles.data.entries()) {
      const ids = profileIdentifiers(p.attributes, {}, `/data/attributes/profiles/data/${i}/attributes`);
      if (!ids.ok) return invalid(c, ids.detail, ids.pointer);
      checked.push({ ids, subs: p.attributes.subscriptions });
    }
    const site = siteOfSource(job.attributes.custom_source, rt.siteOrigins);
    for (const { ids, subs } of checked) {
      // With a subscriptions object only the channels in it are subscribed; without one, every identifier given.
      if (ids.email && (!subs || subs.email?.marketing?.consent === 'SUBSCRIBED')) {
        // The double opt-in mail greets the profile as Create or Update Profile left it.
        const profile = findProfile(rt, account, { email: ids.email });
        subscribeNewsletter(rt, account, { email: ids.email, firstName: text(profile?.firstName), interest: text(profile?.properties.interest, 100) }, site);
      }
      if (ids.phone && (!subs || subs.sms?.marketing?.consent === 'SUBSCRIBED')) subscribeSms(rt, account, ids.phone);
    }
    return c.body(null, 202);
  });

  // Create Back In Stock Subscription: the variant of the account's store (`$default`); 202 with no body.
  app.on('POST', ['/api/back-in-stock-subscriptions', '/api/back-in-stock-subscriptions/'], async (c) => {
    const auth = authenticate(c);
    if (!auth.ok) return auth.response;
    const account = auth.account;
    const req = await readKlaviyoBody(c);
    if (!req.ok) return req.response;
    const shape = serverBackInStockBodySchema.safeParse(req.body);
    if (!shape.success) return invalidBody(c, shape.error, 'back-in-stock-subscription');
    const { channels, profile: wrapped } = shape.data.data.attributes;
    const ids = profileIdentifiers(wrapped.data.attributes, { email: channels.includes('EMAIL'), phone: channels.includes('SMS') });
    if (!ids.ok) return invalid(c, ids.detail, ids.pointer);
    const variantId = parseCatalogVariant(shape.data.data.relationships.variant.data.id);
    const store = accountStore(rt, account);
    const catalogue = store ? rt.catalogue(store.name) : undefined;
    const variant = variantId === null ? undefined : catalogue?.variantsById.get(variantId);
    if (!store || !catalogue || variantId === null || !variant) {
      return klaviyoErrors(c, 404, [{ code: 'not_found', title: 'Not found.', detail: 'Catalog variant not found.', pointer: '/data/relationships/variant/data/id' }]);
    }
    // The twin sends no SMS or push: only the EMAIL channel has something to mail.
    if (!ids.email || !channels.includes('EMAIL')) return c.body(null, 202);
    // The mail links the profile's `page_url` (set with Create or Update Profile) when it is this product's page on
    // the brand's own site or on a site the twin serves; else the product on the brand's site.
    const profile = findProfile(rt, account, { email: ids.email });
    const product = catalogue.productsById.get(variant.productId);
    const origins = [brandSiteOrigin(rt, account.brand), ...rt.siteOrigins].filter((o): o is string => Boolean(o));
    const pageUrl = product ? productPageUrl(profile?.properties.page_url, origins, product.handle) : null;
    subscribeBackInStock(rt, account.brand, store.name, variantId, ids.email, pageUrl);
    poke();
    return c.body(null, 202);
  });
}
