// Multipass issuing: `POST /multipass/<store>` with the customer's Cognito id token (Bearer) answers
// `{ token, url }`, a Multipass token for that store and the store's sign-in address for it. The
// store's secret comes from the environment (SHOPIFY_STORES), never from content. The token's
// identifier is the caller's Cognito subject, so the store keeps one customer across email changes.
import { sameOriginPath } from '../../../wire/return-to.js';
import { bearer } from '../core/auth.js';
import { readJsonObject } from '../http/answers.js';
import type { ServicesPart } from '../part.js';
import { encodeMultipass } from './token.js';

/** The Multipass part. */
export const multipassPart: ServicesPart = {
  name: 'multipass',
  routes(app, services) {
    app.post('/multipass/:store', async (c) => {
      c.header('cache-control', 'no-store');
      const store = services.stores.get(c.req.param('store'));
      if (!store) return c.json({ error: 'Unknown store' }, 404);
      const token = bearer(c.req.header('authorization'));
      if (!token) return c.json({ error: 'Missing Bearer id token' }, 401);
      const caller = await services.verifyIdToken(token);
      if (!caller) return c.json({ error: 'Invalid id token' }, 401);
      // An optional JSON body may name where the store sends the customer afterwards.
      let returnTo: string | undefined;
      const hasBody = Number(c.req.header('content-length') ?? '0') > 0 || c.req.header('transfer-encoding') !== undefined;
      if (hasBody) {
        const body = await readJsonObject(c, { emptyAsObject: true });
        if (!body.ok) {
          const answer = (await body.response.json()) as { error: { message: string } };
          return c.json({ error: answer.error.message }, body.response.status as 400 | 413 | 415);
        }
        if (body.value.return_to !== undefined) {
          const path = sameOriginPath(body.value.return_to);
          if (path === null) return c.json({ error: 'return_to must be a same-origin path' }, 400);
          returnTo = path;
        }
      }
      const name = (v: string | undefined) => v?.slice(0, 255);
      const multipass = encodeMultipass(store.multipassSecret, {
        email: caller.email,
        // The Cognito subject never changes: a verified new email reaches the same store customer.
        identifier: caller.sub,
        ...(caller.givenName ? { first_name: name(caller.givenName) } : {}),
        ...(caller.familyName ? { last_name: name(caller.familyName) } : {}),
        // Real time, as the store checks it (a test clock moves business dates, not token lifetimes).
        created_at: new Date().toISOString(),
        ...(returnTo ? { return_to: returnTo } : {}),
      });
      return c.json({ token: multipass, url: `${store.storeUrl}/account/login/multipass/${multipass}` });
    });
  },
};
