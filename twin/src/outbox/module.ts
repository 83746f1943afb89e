import type { TwinModule } from '../module.js';
import { ensureOutboxSchema } from './index.js';
import { createOutboxRoutes } from './routes.js';

/** The mail outbox: every mail the twin sends, readable at /outbox and /outbox.html with the admin key. */
export const outboxModule: TwinModule = {
  name: 'outbox',
  migrations: [{ id: 'outbox-001-mail', up: ensureOutboxSchema }],
  routes: (app, rt) => {
    app.route('/', createOutboxRoutes(rt.db));
  },
};
