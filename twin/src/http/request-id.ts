// Shopify answers every API request with an X-Request-Id header (its id for the request, the one its
// support asks for). Clients read it: Hydrogen adds "- Request ID: <id>" to every GraphQL error of the
// Storefront and Customer Account APIs, and puts it in the error's cause.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** Sets a fresh X-Request-Id on the answer, unless it has one. */
export const requestId: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('X-Request-Id')) c.res.headers.set('X-Request-Id', randomUUID());
};
