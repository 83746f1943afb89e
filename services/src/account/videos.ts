// Yardwise's training videos are content: `trainingVideo` documents of the content lake, read over
// Sanity's HTTP API and kept for a minute by each instance (a copy of the lake, nothing more). An
// instance that cannot reach the lake answers from the videos it read last.
import { z } from 'zod';
import { accountLanguageSchema, type TrainingVideo } from '../../../wire/account.js';
import type { ContentLake } from '../vendors/sanity.js';

/** How long a read of the lake is kept. */
export const VIDEOS_REFRESH_MS = 60_000;

/** Where the services serve the dataset's account media, and the dataset folder those sources name. */
export const MEDIA_ROUTE = '/account/media/';
export const MEDIA_DIR = 'account-media/';
/** A content file the services serve: `account-media/<brand>/training/<file>.webm|vtt`. */
const MEDIA_PATH = /^account-media\/[a-z0-9-]+\/training\/[a-z0-9.-]+\.(webm|vtt)$/;

/** Whether `file` (a dataset path, `account-media/…`) is a training video or captions file the services may serve. */
export function isTrainingMedia(file: string): boolean {
  return MEDIA_PATH.test(file);
}

/** The fields the query projects. */
export const TRAINING_VIDEOS_QUERY = `*[_type == "trainingVideo"]{ _id, brand, language, order, title, description, src, durationSeconds, captions }`;

const text = z.unknown().transform((v) => (v === undefined || v === null ? '' : String(v)));
const videoDocSchema = z.object({
  _id: z.string().min(1),
  brand: text,
  language: z.unknown().transform((v) => (v === undefined || v === null ? 'en' : String(v))),
  order: z.unknown().transform((v) => (typeof v === 'number' ? v : 0)),
  title: text,
  description: text,
  src: text,
  durationSeconds: z.unknown().transform((v) => (typeof v === 'number' ? Math.round(v) : null)),
  captions: z
    .unknown()
    .transform((v) => (Array.isArray(v) ? v : []))
    .pipe(z.array(z.object({ language: text, src: text }).passthrough().catch({ language: '', src: '' }))),
});

/** A training video as content holds it. */
export type VideoDoc = z.infer<typeof videoDocSchema>;

/** Reads every training video of the lake, in content order (its `order`, then its id). */
export async function readTrainingVideos(lake: ContentLake): Promise<VideoDoc[]> {
  const result = await lake.query(TRAINING_VIDEOS_QUERY);
  if (!Array.isArray(result)) throw new Error('the content lake answered no list of training videos');
  const docs = result.flatMap((doc) => {
    const parsed = videoDocSchema.safeParse(doc);
    return parsed.success ? [parsed.data] : [];
  });
  return docs.sort((a, b) => a.order - b.order || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

/** The training videos as one instance knows them. */
export interface VideoShelf {
  /** Every video, read again from the lake once the kept copy is older than a minute. */
  all(): Promise<VideoDoc[]>;
}

/** A shelf over `read` that keeps what it read for `keepMs`; one read at a time; a failed read falls back on the last one. */
export function createVideoShelf(read: () => Promise<VideoDoc[]>, keepMs: number, onStale: (error: unknown) => void): VideoShelf {
  let kept: { videos: VideoDoc[]; at: number } | undefined;
  let reading: Promise<VideoDoc[]> | undefined;
  return {
    all() {
      // A monotonic clock: how old the copy is, not what time it is for the business.
      if (kept && performance.now() - kept.at < keepMs) return Promise.resolve(kept.videos);
      reading ??= read()
        .then((videos) => {
          kept = { videos, at: performance.now() };
          return videos;
        })
        .catch((error: unknown) => {
          if (!kept) throw error;
          onStale(error);
          return kept.videos;
        })
        .finally(() => {
          reading = undefined;
        });
      return reading;
    },
  };
}

/**
 * A brand's videos in one language, in content order. Sources shipped with the dataset become
 * addresses of the services (`<publicUrl>/account/media/<brand>/training/…`); other https sources are
 * kept as they are; a video without a usable source is left out.
 */
export function videosOf(docs: VideoDoc[], brand: string, language: string, publicUrl: string): TrainingVideo[] {
  const address = (src: string) => (MEDIA_PATH.test(src) ? `${publicUrl}${MEDIA_ROUTE}${src.slice(MEDIA_DIR.length)}` : src.startsWith('https://') ? src : null);
  return docs
    .filter((d) => d.brand === brand && d.language === language)
    .flatMap((d) => {
      const src = address(d.src);
      if (!src) return [];
      const captions = d.captions.flatMap((t) => {
        const file = address(t.src);
        const captionLanguage = accountLanguageSchema.safeParse(t.language);
        return file && captionLanguage.success ? [{ language: captionLanguage.data, src: file }] : [];
      });
      return [{ key: d._id, title: d.title, description: d.description, src, durationSeconds: d.durationSeconds, captions }];
    });
}
