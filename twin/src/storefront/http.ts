import { isIP } from 'node:net';
import type { Context, Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import type { Store } from '../catalogue/stores.js';
import { hasSameSecret } from '../admin/auth.js';
import { StorefrontExecutor, type GraphQLRequest } from './executor.js';
import { mediaType, readBody } from '../http/body.js';
import { clientIp } from '../http/hardening.js';
import { hasAdminKey } from '../http/admin.js';
import { defaultCountryForCurrency } from '../catalogue/markets.js';
import type { ResolverMap } from './types.js';
import { requestId } from '../http/request-id.js';

/** The API version the twin speaks. */
export const API_VERSION = '2025-04';

const unauthorized = (c: Context) =>
  c.json({ errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] }, 401);

/** The header a server sends the store's private Storefront token in (Hydrogen with PRIVATE_STOREFRONT_API_TOKEN). */
const PRIVATE_TOKEN_HEADER = 'shopify-storefront-private-token';
/** The header a server names the buyer it asks for in, with a private token. */
const BUYER_IP_HEADER = 'shopify-storefront-buyer-ip';

const STOREFRONT_PATH = new RegExp(`^/shops/([^/]+)/api/${API_VERSION}/graphql\\.json$`);

/**
 * The token a Storefront request authenticates with, or null when it carries none the store issued.
 * As Shopify: a request with `Shopify-Storefront-Private-Token` is judged by that token alone (server-side,
 * whatever its Origin), any other by `X-Shopify-Storefront-Access-Token`, the public token.
 */
function authenticate(c: Context, store: Store): { token: string; private: boolean } | null {
  const privateToken = c.req.header(PRIVATE_TOKEN_HEADER);
  if (privateToken !== undefined) {
    return hasSameSecret(privateToken, store.privateStorefrontToken) ? { token: privateToken, private: true } : null;
  }
  const token = c.req.header('x-shopify-storefront-access-token') ?? '';
  return token && token === store.storefrontAccessToken ? { token, private: false } : null;
}

/** The buyer's address a private-token request names in Shopify-Storefront-Buyer-IP, when it is one. */
function buyerIpOf(c: Context): string | null {
  const ip = c.req.header(BUYER_IP_HEADER)?.trim();
  return ip && ip.length <= 64 && isIP(ip) ? ip : null;
}

/**
 * The client a request counts for in rate limits: for a Storefront request with the store's private token,
 * the buyer it names in Shopify-Storefront-Buyer-IP (a Hydrogen server asks for many buyers, and Shopify limits
 * each buyer, not the server); else null, and the socket's address counts.
 */
export function storefrontBuyerOf(c: Context, rt: TwinRuntime): string | null {
  const m = STOREFRONT_PATH.exec(c.req.path);
  const store = m ? rt.stores.get(m[1]!) : undefined;
  if (!store || !c.req.header(BUYER_IP_HEADER)) return null;
  return authenticate(c, store)?.private ? buyerIpOf(c) : null;
}

/** Why a request's parts are not a GraphQL request, or null when they are (POST and GET answer the same). */
function requestProblem(r: Record<string, unknown>): string | null {
  if (typeof r.query !== 'string') return 'Body must be an object with a query string';
  if (r.variables != null && (typeof r.variables !== 'object' || Array.isArray(r.variables))) return 'variables must be a JSON object';
  if (r.operationName != null && typeof r.operationName !== 'string') return 'operationName must be a string';
  return null;
}

function parseRequest(raw: unknown): GraphQLRequest | string {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return 'Body must be an object with a query string';
  const r = raw as Record<string, unknown>;
  const problem = requestProblem(r);
  if (problem) return problem;
  return { query: r.query as string, variables: r.variables as Record<string, unknown> | null, operationName: r.operationName as string | null };
}

/** The request's Origin when it is one of the site origins the twin serves (anything else is not recorded). */
function siteOriginOf(c: Context, rt: TwinRuntime): string | null {
  const origin = c.req.header('origin');
  return origin && rt.siteOrigins.includes(origin) ? origin : null;
}

/** Mounts POST (and query-only GET) /shops/<store>/api/2025-04/graphql.json; `adminKey` callers are not cost-limited. */
export function mountStorefront(app: Hono, rt: TwinRuntime, resolvers: ResolverMap, opts: { adminKey?: string } = {}): void {
  const executor = new StorefrontExecutor(resolvers);
  const path = `/shops/:store/api/${API_VERSION}/graphql.json`;
  app.use(path, requestId);

  const handle = async (c: Context, req: GraphQLRequest, allowMutation: boolean) => {
    const store = rt.stores.get(c.req.param('store') ?? '');
    const auth = store ? authenticate(c, store) : null;
    if (!store || !auth) return unauthorized(c);
    const buyer = auth.private ? buyerIpOf(c) : null;
    const outcome = await executor.run(
      req,
      { db: rt.db, store, token: auth.token, catalogue: rt.catalogue(store.name), origin: rt.origin(), clientIp: buyer ?? clientIp(c), siteOrigin: siteOriginOf(c, rt), rt },
      defaultCountryForCurrency(store.currency),
      allowMutation,
      { unlimitedCost: hasAdminKey(c, opts.adminKey) },
    );
    if (!allowMutation && outcome.operation && outcome.operation !== 'query') {
      return c.json({ errors: [{ message: 'Mutations must be sent with POST' }] }, 405, { Allow: 'POST' });
    }
    return c.json(outcome.result, 200);
  };

  app.post(path, async (c) => {
    const type = mediaType(c);
    if (type !== 'application/json' && type !== 'application/graphql') {
      return c.json({ errors: [{ message: 'Unsupported Content-Type: use application/json' }] }, 415);
    }
    const body = await readBody(c);
    // The rest of an oversized body is never read, so the connection cannot be reused.
    if (!body.ok) return c.json({ errors: [{ message: body.message }] }, body.status, body.status === 413 ? { Connection: 'close' } : {});
    if (type === 'application/graphql') return handle(c, { query: body.text }, true);
    let raw: unknown;
    try {
      raw = JSON.parse(body.text);
    } catch {
      return c.json({ errors: [{ message: 'Malformed JSON body' }] }, 400);
    }
    const req = parseRequest(raw);
    if (typeof req === 'string') return c.json({ errors: [{ message: req }] }, 400);
    return handle(c, req, true);
  });

  app.get(path, async (c) => {
    const query = c.req.query('query');
    if (!query) return c.json({ errors: [{ message: 'Missing query parameter' }] }, 400);
    let variables: unknown = null;
    const v = c.req.query('variables');
    if (v) {
      try {
        variables = JSON.parse(v);
      } catch {
        return c.json({ errors: [{ message: 'Malformed JSON in variables' }] }, 400);
      }
    }
    const req = parseRequest({ query, variables, operationName: c.req.query('operationName') ?? null });
    if (typeof req === 'string') return c.json({ errors: [{ message: req }] }, 400);
    return handle(c, req, false);
  });

  // Twin-only (Shopify shows them in the Hydrogen channel's Storefront API settings), behind the admin key and the
  // store's public token as /admin/customer-account is: what a Hydrogen app's createStorefrontClient needs
  // (PUBLIC_STORE_DOMAIN, PUBLIC_STOREFRONT_API_TOKEN, PRIVATE_STOREFRONT_API_TOKEN).
  app.get('/shops/:store/admin/storefront-api', (c) => {
    const store = rt.stores.get(c.req.param('store'));
    if (!store || c.req.header('x-shopify-storefront-access-token') !== store.storefrontAccessToken) return unauthorized(c);
    const storeDomain = `${rt.origin()}/shops/${store.name}`;
    return c.json({
      storeDomain,
      storefrontApiVersion: API_VERSION,
      graphqlApi: `${storeDomain}/api/${API_VERSION}/graphql.json`,
      publicStorefrontToken: store.storefrontAccessToken,
      privateStorefrontToken: store.privateStorefrontToken,
    });
  });

  app.on(['PUT', 'PATCH', 'DELETE'], path, (c) =>
    c.json({ errors: [{ message: 'Method Not Allowed' }] }, 405, { Allow: 'GET, POST' }),
  );
}
