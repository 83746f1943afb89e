import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { TrainingVideo } from '../../../wire/account.js';

/** The table of training videos the account service hands to signed-in customers. */
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

/**
 * Loads every `trainingVideo` document of `content/editorial-*.ndjson` (the same documents the
 * site's build reads): the table holds exactly what content holds after each start.
 */
export function seedTrainingVideos(db: Database, contentDir: string): void {
  const files = fs.existsSync(contentDir) ? fs.readdirSync(contentDir).filter((f) => /^editorial-.+\.ndjson$/.test(f)).sort() : [];
  const docs: Record<string, any>[] = [];
  for (const f of files) {
    for (const line of fs.readFileSync(path.join(contentDir, f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const doc = JSON.parse(line) as Record<string, any>;
      if (doc._type === 'trainingVideo') docs.push(doc);
    }
  }
  const put = db.prepare(
    'INSERT INTO training_videos (id, brand, language, position, title, description, src, duration_seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    db.prepare('DELETE FROM training_videos').run();
    for (const d of docs) {
      put.run(
        d._id,
        String(d.brand ?? ''),
        String(d.language ?? 'en'),
        typeof d.order === 'number' ? d.order : 0,
        String(d.title ?? ''),
        String(d.description ?? ''),
        String(d.src ?? ''),
        typeof d.durationSeconds === 'number' ? Math.round(d.durationSeconds) : null,
      );
    }
  })();
}

/** A brand's videos in one language, in content order (https sources only). */
export function trainingVideosOf(db: Database, brand: string, language: string): TrainingVideo[] {
  const rows = db
    .prepare('SELECT id, title, description, src, duration_seconds FROM training_videos WHERE brand = ? AND language = ? ORDER BY position, id')
    .all(brand, language) as { id: string; title: string; description: string; src: string; duration_seconds: number | null }[];
  return rows
    .filter((r) => r.src.startsWith('https://'))
    .map((r) => ({ key: r.id, title: r.title, description: r.description, src: r.src, durationSeconds: r.duration_seconds }));
}
