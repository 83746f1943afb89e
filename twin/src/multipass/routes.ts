import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import { cognitoConfigFromEnv, publicOrigin, type CognitoConfig } from '../cognito/config.js';
import { CognitoError } from '../cognito/errors.js';
import { verifyIdToken } from '../cognito/tokens.js';
import { readBody } from '../http/body.js';
import { consumeMultipass, multipassSecret } from './consume.js';
import { encodeMultipass, MultipassError } from './token.js';

// Only same-origin paths may be a return_to (no scheme, no protocol-relative //host).
const isSafePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

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
    try {
      email = (await verifyIdToken(db, config, match[1])).email;
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
      if (candidate !== undefined && !isSafePath(candidate)) {
        return c.json({ error: 'return_to must be a same-origin path' }, 400);
      }
      returnTo = candidate;
    }
    const token = encodeMultipass(secret, {
      email,
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
    try {
      const data = consumeMultipass(db, store, secret, c.req.param('token'));
      if (isSafePath(data.return_to)) return c.redirect(data.return_to, 302);
      return c.html(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed in</title></head>' +
          '<body><h1>Signed in</h1><p>You are signed in to the store.</p></body></html>',
      );
    } catch (error) {
      if (!(error instanceof MultipassError)) throw error;
      return c.html(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invalid link</title></head>' +
          '<body><h1>Invalid link</h1><p>This sign-in link is invalid or has expired.</p></body></html>',
        401,
      );
    }
  });
  return app;
}
