import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import { cognitoConfigFromEnv, publicOrigin, type CognitoConfig } from '../cognito/config.js';
import { CognitoError } from '../cognito/errors.js';
import { verifyIdToken } from '../cognito/tokens.js';
import { readBody } from '../http/body.js';
import { consumeMultipass, multipassSecret } from './consume.js';
import { sameOriginPath } from '../../../wire/return-to.js';
import { decodeMultipass, encodeMultipass, MultipassError } from './token.js';

const page = (title: string, text: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><h1>${title}</h1><p>${text}</p></body></html>`;

/**
 * Multipass routes: `POST /multipass/<store>` (Bearer Cognito id token → `{ token, url }`) and the
 * store's login path `GET /shops/<store>/account/login/multipass/<token>`.
 */
export function createMultipassRoutes(db: Database, config: CognitoConfig = cognitoConfigFromEnv()): Hono {
  const app = new Hono();

  app.post('/multipass/:store', async (c) => {
    const store = c.req.param('store');
    const secret = multipassSecret(db, store);
    if (!secret) return c.json({ error: 'Unknown store' }, 404);
    const auth = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(auth);
    if (!match) return c.json({ error: 'Missing Bearer id token' }, 401);
    let email: string;
    let names: { first_name?: string; last_name?: string } = {};
    try {
      const claims = await verifyIdToken(db, config, match[1]);
      email = claims.email;
      // The pool's given and family names travel as Shopify's multipass first_name and last_name.
      const name = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 255) : undefined);
      names = { first_name: name(claims.given_name), last_name: name(claims.family_name) };
    } catch (error) {
      if (error instanceof CognitoError) return c.json({ error: error.message }, 401);
      throw error;
    }
    // An optional JSON body may name where the store should send the customer afterwards.
    let returnTo: string | undefined;
    const body = await readBody(c);
    if (!body.ok) return c.json({ error: body.message }, body.status);
    const text = body.text;
    if (text.trim()) {
      const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (contentType !== 'application/json') return c.json({ error: 'Content type must be application/json' }, 415);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return c.json({ error: 'Malformed JSON body' }, 400);
      }
      const candidate = (json as { return_to?: unknown } | null)?.return_to;
      if (candidate !== undefined) {
        const path = sameOriginPath(candidate);
        if (path === null) return c.json({ error: 'return_to must be a same-origin path' }, 400);
        returnTo = path;
      }
    }
    const token = encodeMultipass(secret, {
      email,
      ...(names.first_name ? { first_name: names.first_name } : {}),
      ...(names.last_name ? { last_name: names.last_name } : {}),
      created_at: new Date().toISOString(),
      ...(returnTo ? { return_to: returnTo } : {}),
    });
    const origin = publicOrigin(config, new URL(c.req.url).origin);
    c.header('cache-control', 'no-store');
    return c.json({ token, url: `${origin}/shops/${store}/account/login/multipass/${token}` });
  });

  app.get('/shops/:store/account/login/multipass/:token', (c) => {
    const store = c.req.param('store');
    const secret = multipassSecret(db, store);
    if (!secret) return c.text('Unknown store', 404);
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    const token = c.req.param('token');
    try {
      // The destination is judged before the token is spent, so a bad link costs the customer nothing.
      const requested = decodeMultipass(secret, token).return_to;
      const returnTo = requested === undefined ? undefined : sameOriginPath(requested);
      if (returnTo === null) {
        return c.html(page('Invalid link', 'This sign-in link names a destination outside the store.'), 400);
      }
      consumeMultipass(db, store, secret, token);
      if (returnTo) return c.redirect(returnTo, 302);
      return c.html(page('Signed in', 'You are signed in to the store.'));
    } catch (error) {
      if (!(error instanceof MultipassError)) throw error;
      return c.html(page('Invalid link', 'This sign-in link is invalid or has expired.'), 401);
    }
  });
  return app;
}
