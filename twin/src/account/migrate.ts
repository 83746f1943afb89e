import type { Database } from 'better-sqlite3';

// The training videos moved to the services (they read them from the content lake); these steps stay
// because databases of earlier twins record them as applied.

/** The table of training videos the twin once served to signed-in customers. */
export function createTrainingVideoTable(db: Database): void {
  db.exec(`
    CREATE TABLE training_videos (
      id TEXT PRIMARY KEY,
      brand TEXT NOT NULL,
      language TEXT NOT NULL,
      position REAL NOT NULL,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      src TEXT NOT NULL,
      duration_seconds INTEGER
    );
    CREATE INDEX training_videos_brand ON training_videos (brand, language, position);
  `);
}

/** Captions of each training video, as content names them (language and file). */
export function addTrainingVideoCaptions(db: Database): void {
  db.exec("ALTER TABLE training_videos ADD COLUMN captions TEXT NOT NULL DEFAULT '[]'");
}
