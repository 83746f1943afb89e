// The dealer search of Yardwise's local services: GET /dealers/?zip=&brand= answers the authorized
// dealers near a ZIP or postal code, read from the content lake.
import type { Context } from 'hono';
import { dealerQuerySchema } from '../../../wire/services.js';
import { invalidAnswer } from '../http/answers.js';
import type { ServicesPart } from '../part.js';
import { dealerDirectory } from './directory.js';
import { dealersNear, publicDealer } from './search.js';

/** Yardwise's authorized dealers (content's `dealer` documents), searched by distance from a ZIP or postal code. */
export const dealersPart: ServicesPart = {
  name: 'dealers',
  routes: (app, services) => {
    const search = async (c: Context) => {
      const query = dealerQuerySchema.safeParse({ zip: c.req.query('zip'), brand: c.req.query('brand') });
      if (!query.success) return invalidAnswer(c, query.error);
      const dealers = await dealerDirectory(services).all();
      c.header('cache-control', 'no-store');
      return c.json({ dealers: dealersNear(dealers, query.data.brand, query.data.zip).map(publicDealer) });
    };
    app.get('/dealers/', search);
    app.get('/dealers', search);
  },
};
