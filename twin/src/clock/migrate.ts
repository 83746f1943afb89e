import type { Migration } from '../db/migrations.js';

/** The test clock's offset (a twin that ran the subscriptions module before already has the table). */
export const clockMigrations: Migration[] = [
  {
    id: 'clock-001',
    up: (db) => db.exec('CREATE TABLE IF NOT EXISTS twin_clock (id INTEGER PRIMARY KEY CHECK (id = 1), offset_ms INTEGER NOT NULL)'),
  },
];
