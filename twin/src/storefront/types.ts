import type { GraphQLResolveInfo } from 'graphql';
import type { Db } from '../db/open.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Store } from '../catalogue/stores.js';

/** What every Storefront resolver receives as its context. */
export interface StorefrontContext {
  db: Db;
  /** The store named in the URL, already authenticated by its access token. */
  store: Store;
  /** The access token the request carried (the store's public token). */
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
  /** Client address, for logging-free rate limiting and buyer IP. */
  clientIp: string;
  /** The request's Origin header when it is one of the twin's site origins (the brand site the shopper is on). */
  siteOrigin?: string | null;
}

/** A resolver as graphql-js calls it, with the twin's context. */
export type Resolver = (
  parent: any,
  args: any,
  ctx: StorefrontContext,
  info: GraphQLResolveInfo,
) => unknown;

/** A partial resolver map: type name → field name → resolver. */
export type ResolverMap = Record<string, Record<string, Resolver>>;
