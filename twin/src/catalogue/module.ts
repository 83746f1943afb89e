import fs from 'node:fs';
import path from 'node:path';
import type { TwinModule } from '../module.js';
import { catalogueMigrations } from './migrate.js';
import { seedCatalogue } from './seed.js';
import { catalogueResolvers } from './resolvers.js';
import { catalogueAdminRoutes } from './admin.js';
import { setImageRoot } from './image-size.js';

let contentDir = '';

const TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.svg': 'image/svg+xml' };

/** Stores, products, variants, selling plans, collections; images served under /cdn/. */
export const catalogueModule: TwinModule = {
  name: 'catalogue',
  migrations: catalogueMigrations,
  seed: (db, content) => {
    contentDir = content.dir;
    setImageRoot(content.dir);
    seedCatalogue(db, content);
  },
  resolvers: catalogueResolvers,
  routes: (app, rt) => {
    catalogueAdminRoutes(app, rt);
    app.get('/cdn/images/*', (c) => {
      const rel = decodeURIComponent(new URL(c.req.url).pathname.slice('/cdn/'.length));
      const root = path.resolve(contentDir, 'images');
      const file = path.resolve(contentDir, rel);
      const type = TYPES[path.extname(file).toLowerCase()];
      if (!file.startsWith(root + path.sep) || !type || !fs.existsSync(file)) return c.json({ errors: 'Not Found' }, 404);
      return c.body(fs.readFileSync(file), 200, { 'content-type': type, 'cache-control': 'public, max-age=3600' });
    });
  },
};
