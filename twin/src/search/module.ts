import type { TwinModule } from '../module.js';
import { ensureEventsSchema } from './events.js';
import { seedBlogs } from './records.js';
import { algoliaThrottled, searchRoutes } from './routes.js';
import { markSearchIndexesStale } from './indexes.js';
import { ensurePushedSchema } from './pushed.js';

/** Algolia search and insights: indexes per brand and language over the catalogue and blog posts. */
export const searchModule: TwinModule = {
  name: 'search',
  migrations: [
    { id: 'search-001-events', up: ensureEventsSchema },
    {
      id: 'search-002-blogs',
      up: (db) => db.exec('CREATE TABLE search_blogs (brand TEXT NOT NULL, language TEXT NOT NULL, object_id TEXT NOT NULL, position INTEGER NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (brand, language, object_id))'),
    },
    { id: 'search-003-pushed', up: ensurePushedSchema },
  ],
  seed: (db, content) => {
    seedBlogs(db, content);
    markSearchIndexesStale(db);
  },
  routes: (app, rt) => searchRoutes(app, rt),
  throttled: [algoliaThrottled],
};
