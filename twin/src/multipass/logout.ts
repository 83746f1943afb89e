import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import { multipassSecret } from './consume.js';
import { sameOriginPath } from '../../../wire/return-to.js';

/**
 * The store's logout page `GET /shops/<store>/account/logout?return_url=…`: the store session is
 * already over (the site deleted its access token), so it sends the browser back to `return_url`
 * when that is a same-origin path or a URL on one of the twin's site origins; otherwise it shows a
 * plain "Signed out" page.
 */
export function createStoreLogoutRoutes(db: Database, siteOrigins: readonly string[]): Hono {
  const app = new Hono();
  const allowed = new Set(siteOrigins);
  app.get('/shops/:store/account/logout', (c) => {
    if (!multipassSecret(db, c.req.param('store'))) return c.text('Unknown store', 404);
    c.header('cache-control', 'no-store');
    const requested = c.req.query('return_url');
    if (requested) {
      const path = sameOriginPath(requested);
      if (path) return c.redirect(path, 302);
      try {
        const url = new URL(requested);
        if (allowed.has(url.origin) && !/[\u0000-\u001f\\]/.test(requested)) return c.redirect(url.href, 302);
      } catch {
        // Not a URL: the plain page below.
      }
    }
    return c.html('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head><body><h1>Signed out</h1><p>You are signed out of the store.</p></body></html>');
  });
  return app;
}
