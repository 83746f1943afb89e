import type { Migration } from '../db/migrations.js';

/** Every hit a stand-in collector received (GA4, Klaviyo on-site, AdRoll), by the site it came from. */
export const analyticsMigrations: Migration[] = [
  {
    id: 'analytics-001',
    up: (db) =>
      db.exec(`
        CREATE TABLE analytics_hits (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          origin TEXT NOT NULL,
          collector TEXT NOT NULL CHECK (collector IN ('ga4', 'klaviyo', 'adroll')),
          name TEXT NOT NULL,
          payload TEXT NOT NULL,
          received_at TEXT NOT NULL
        );
        CREATE INDEX analytics_hits_origin ON analytics_hits (origin, collector, id);
      `),
  },
];
