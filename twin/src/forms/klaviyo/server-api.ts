// What Klaviyo's server API (/api/…) takes: a private key (Authorization: Klaviyo-API-Key pk_…), which
// names the account, and the JSON:API bodies of Create or Update Profile, Bulk Subscribe Profiles and
// Create Back In Stock Subscription, with only the attributes Klaviyo documents for each.
import type { Context } from 'hono';
import { z } from 'zod';
import { accountByPrivateKey, type KlaviyoAccount } from './accounts.js';
import { channelConsent, invalid, klaviyoErrors } from './jsonapi.js';

const identifiers = {
  email: z.string().max(254).optional(),
  phone_number: z.string().max(30).optional(),
  external_id: z.string().max(200).optional(),
  anonymous_id: z.string().max(200).optional(),
};

/** Create or Update Profile (`POST /api/profile-import`): identifiers, names, location and custom properties. */
export const profileImportBodySchema = z.object({
  data: z.object({
    type: z.literal('profile'),
    id: z.string().max(100).optional(),
    attributes: z
      .object({
        ...identifiers,
        first_name: z.string().max(255).optional(),
        last_name: z.string().max(255).optional(),
        organization: z.string().max(255).optional(),
        locale: z.string().max(50).optional(),
        title: z.string().max(255).optional(),
        image: z.string().max(2000).optional(),
        location: z.record(z.unknown()).optional(),
        properties: z.record(z.unknown()).optional(),
      })
      .strict(),
  }),
});

/** One profile of a Bulk Subscribe Profiles job: an email and/or phone number and the channels it consents to. */
const subscribedProfile = z.object({
  type: z.literal('profile'),
  id: z.string().max(100).optional(),
  attributes: z
    .object({
      email: identifiers.email,
      phone_number: identifiers.phone_number,
      subscriptions: z.object({ email: channelConsent.optional(), sms: channelConsent.optional() }).passthrough().optional(),
      age_gated_date_of_birth: z.string().max(10).optional(),
    })
    .strict(),
});

/** Bulk Subscribe Profiles (`POST /api/profile-subscription-bulk-create-jobs`): up to 1000 profiles and an optional list. */
export const bulkSubscribeBodySchema = z.object({
  data: z.object({
    type: z.literal('profile-subscription-bulk-create-job'),
    attributes: z.object({
      custom_source: z.string().max(500).nullable().optional(),
      profiles: z.object({ data: z.array(subscribedProfile).min(1).max(1000) }),
      historical_import: z.boolean().nullable().optional(),
    }),
    relationships: z.object({ list: z.object({ data: z.object({ type: z.literal('list'), id: z.string().max(100) }) }) }).optional(),
  }),
});

/** Create Back In Stock Subscription (`POST /api/back-in-stock-subscriptions`): channels, a profile's identifiers and a catalog variant. */
export const serverBackInStockBodySchema = z.object({
  data: z.object({
    type: z.literal('back-in-stock-subscription'),
    attributes: z.object({
      channels: z.array(z.enum(['EMAIL', 'PUSH', 'SMS', 'WHATSAPP'])).min(1),
      profile: z.object({ data: z.object({ type: z.literal('profile'), id: z.string().max(100).optional(), attributes: z.object(identifiers).strict() }) }),
    }),
    relationships: z.object({ variant: z.object({ data: z.object({ type: z.literal('catalog-variant'), id: z.string().max(200) }) }) }),
  }),
});

/** Klaviyo's answer to a body that is not the documented one: the first problem, with its pointer. */
export function invalidBody(c: Context, error: z.ZodError, what: string): Response {
  const issue = error.issues[0];
  const path = `/${issue?.path.join('/') ?? ''}`;
  if (issue?.code === 'unrecognized_keys') {
    // A field inside a profile is the profile's.
    const resource = issue.path.some((p) => p === 'profile' || p === 'profiles') ? 'profile' : what;
    return invalid(c, `'${issue.keys[0]}' is not a valid field for the resource '${resource}'.`, `${path === '/' ? '' : path}/${issue.keys[0]}`);
  }
  return invalid(c, `The request body is not a valid ${what}.`, path);
}

/**
 * The account of the request's private key (`Authorization: Klaviyo-API-Key <key>`): 401 in Klaviyo's shape
 * without one, or with a key no account has.
 */
export function authenticate(c: Context): { ok: true; account: KlaviyoAccount } | { ok: false; response: Response } {
  const key = /^Klaviyo-API-Key\s+(\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  if (!key) {
    return {
      ok: false,
      response: klaviyoErrors(c, 401, [{ code: 'not_authenticated', title: 'Authentication credentials were not provided.', detail: 'Missing or invalid authorization scheme. Please use Klaviyo-API-Key.' }]),
    };
  }
  const account = accountByPrivateKey(key);
  if (!account) return { ok: false, response: klaviyoErrors(c, 401, [{ code: 'authentication_failed', title: 'Incorrect authentication credentials.', detail: 'Incorrect authentication credentials.' }]) };
  return { ok: true, account };
}
