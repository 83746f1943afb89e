import type { Context } from 'hono';
import type { TwinModule } from '../module.js';
import { dealerQuerySchema } from '../../../wire/services.js';
import { invalidAnswer } from '../local-services/answer.js';
import { createDealerTables, dealersNear, publicDealer, seedDealers } from './store.js';

/** Yardwise's authorized dealers from `content/dealers.ndjson`, searched by distance from a ZIP or postal code. */
export const dealersModule: TwinModule = {
  name: 'dealers',
  migrations: [{ id: 'dealers-001', up: createDealerTables }],
  seed: (db, content) => seedDealers(db, content),
  routes: (app, rt) => {
    const search = (c: Context) => {
      const query = dealerQuerySchema.safeParse({ zip: c.req.query('zip'), brand: c.req.query('brand') });
      if (!query.success) return invalidAnswer(c, query.error);
      c.header('cache-control', 'no-store');
      return c.json({ dealers: dealersNear(rt.db, query.data.brand, query.data.zip).map(publicDealer) });
    };
    app.get('/dealers/', search);
    app.get('/dealers', search);
  },
};
