import type { Database } from 'better-sqlite3';
import { accountLanguageSchema, type TrainingVideo } from '../../../wire/account.js';
import { contentFileDocs, type ContentSet } from '../catalogue/content.js';

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

/** Captions of each training video, as content names them (language and file). */
export function addTrainingVideoCaptions(db: Database): void {
  db.exec("ALTER TABLE training_videos ADD COLUMN captions TEXT NOT NULL DEFAULT '[]'");
}

/**
 * Loads every `trainingVideo` document of `content/editorial-*.ndjson` (the same documents the
 * site's build reads): the table holds exactly what content holds after each start.
 */
export function seedTrainingVideos(db: Database, content: ContentSet): void {
  const docs: Record<string, any>[] = contentFileDocs(content, /^editorial-.+\.ndjson$/).filter((d) => d._type === 'trainingVideo');
  const put = db.prepare(
    'INSERT INTO training_videos (id, brand, language, position, title, description, src, duration_seconds, captions) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
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
        JSON.stringify(Array.isArray(d.captions) ? d.captions.map((t: Record<string, unknown>) => ({ language: String(t.language ?? ''), src: String(t.src ?? '') })) : []),
      );
    }
  })();
}

/** Where the account service serves the dataset's account media, and the dataset folder it serves from. */
export const MEDIA_ROUTE = '/account/media/';
export const MEDIA_DIR = 'account-media/';
/** A content file the account service serves: `account-media/<brand>/training/<file>.webm|vtt`. */
const MEDIA_PATH = /^account-media\/[a-z0-9-]+\/training\/[a-z0-9.-]+\.(webm|vtt)$/;

/**
 * A brand's videos in one language, in content order. Sources shipped with the dataset become
 * addresses of this service (`<origin>/account/media/<brand>/training/…`); other https sources are kept as they are.
 */
export function trainingVideosOf(db: Database, brand: string, language: string, origin: string): TrainingVideo[] {
  const rows = db
    .prepare('SELECT id, title, description, src, duration_seconds, captions FROM training_videos WHERE brand = ? AND language = ? ORDER BY position, id')
    .all(brand, language) as { id: string; title: string; description: string; src: string; duration_seconds: number | null; captions: string }[];
  const address = (src: string) => (MEDIA_PATH.test(src) ? `${origin}${MEDIA_ROUTE}${src.slice(MEDIA_DIR.length)}` : src.startsWith('https://') ? src : null);
  return rows.flatMap((r) => {
    const src = address(r.src);
    if (!src) return [];
    const captions = (JSON.parse(r.captions) as { language: string; src: string }[]).flatMap((t) => {
      const file = address(t.src);
      const language = accountLanguageSchema.safeParse(t.language);
      return file && language.success ? [{ language: language.data, src: file }] : [];
    });
    return [{ key: r.id, title: r.title, description: r.description, src, durationSeconds: r.duration_seconds, captions }];
  });
}

/** Whether `file` (relative to the content folder) is a training video or captions file the service may serve. */
export function isTrainingMedia(file: string): boolean {
  return MEDIA_PATH.test(file);
}
