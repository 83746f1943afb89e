import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from './generated/schema-types.js';
import type { Db } from '../db/open.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Store } from '../catalogue/stores.js';
import type { TwinRuntime } from '../runtime.js';

/** What every Storefront resolver receives as its context. */
export interface StorefrontContext {
  db: Db;
  /** The store named in the URL, already authenticated by its access token. */
  store: Store;
  /** The access token the request carried (the store's public token, or its private one from a server). */
  token: string;
  /** The country from `@inContext(country:)`, else the store's default (US for USD, CA for CAD). */
  country: string;
  /** The currency the country buys in (US→USD, CA→CAD, AU→AUD, GB→GBP, EU/CH→EUR). */
  currency: string;
  /** The language from `@inContext(language:)`, upper case as in the schema (default EN). */
  language: string;
  /** The store's catalogue, read from the database at start-up. */
  catalogue: Catalogue;
  /** Public origin of the twin (for checkoutUrl and image urls), e.g. http://127.0.0.1:8787. */
  origin: string;
  /** Client address, for logging-free rate limiting and buyer IP: on a private-token request, the buyer's Shopify-Storefront-Buyer-IP when it names one. */
  clientIp: string;
  /** The request's Origin header when it is one of the twin's site origins (the brand site the shopper is on). */
  siteOrigin?: string | null;
  /** The twin, for what other modules hear of (rt.customerUpdated: the customers/update webhook). */
  rt: TwinRuntime;
}

/**
 * A partial resolver map typed from the schema by codegen (typescript-resolvers): type name → field
 * name → a resolver of that field's arguments as the schema types them, with the twin's context. The
 * parent is whatever the resolver of the enclosing field returned (the twin's own records), so each
 * resolver names the parent it reads; the generated signature's `never` accepts every such name.
 */
export type ResolverMap = Resolvers<StorefrontContext>;

/** The map as the executor reads it: by the names graphql-js reports at run time. */
export type ResolverLookup = Record<string, Record<string, (parent: unknown, args: Record<string, unknown>, ctx: StorefrontContext, info: GraphQLResolveInfo) => unknown> | undefined>;

/** A resolver map for lookup by run-time type and field names. */
export function resolverLookup(map: ResolverMap): ResolverLookup {
  return map as ResolverLookup;
}
