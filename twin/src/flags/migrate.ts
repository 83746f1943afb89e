import type { Migration } from '../db/migrations.js';

/** Flag environments (one per brand, by client-side ID), their flags, and the events SDKs posted. */
export const flagsMigrations: Migration[] = [
  {
    id: 'flags-001',
    up: (db) =>
      db.exec(`
        CREATE TABLE flag_environments (
          key TEXT PRIMARY KEY,
          client_side_id TEXT NOT NULL UNIQUE
        );
        CREATE TABLE flags (
          env_key TEXT NOT NULL REFERENCES flag_environments (key),
          key TEXT NOT NULL,
          description TEXT NOT NULL,
          variations TEXT NOT NULL,
          is_on INTEGER NOT NULL CHECK (is_on IN (0, 1)),
          off_variation INTEGER NOT NULL,
          fallthrough TEXT NOT NULL,
          rules TEXT NOT NULL DEFAULT '[]',
          track_events INTEGER NOT NULL CHECK (track_events IN (0, 1)),
          salt TEXT NOT NULL,
          version INTEGER NOT NULL,
          PRIMARY KEY (env_key, key)
        );
        CREATE TABLE flag_events (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          env_key TEXT NOT NULL,
          channel TEXT NOT NULL CHECK (channel IN ('bulk', 'diagnostic')),
          kind TEXT NOT NULL,
          payload TEXT NOT NULL,
          received_at TEXT NOT NULL
        );
        CREATE INDEX flag_events_env ON flag_events (env_key, channel, id);
      `),
  },
  {
    // The trim of an environment's oldest events and the readback walk its events by id.
    id: 'flags-002-events-by-id',
    up: (db) => db.exec('CREATE INDEX flag_events_env_id ON flag_events (env_key, id)'),
  },
];
