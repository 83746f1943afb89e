// The account content protocol: what only a signed-in customer may read (Yardwise's exclusive
// training videos). The twin validates and shapes with these schemas; the site's door parses with them.
import { z } from 'zod';
import { languageSchema } from './vocabulary';

/** Every path of the service. */
export const ACCOUNT_PATHS = {
  trainingVideos: '/account/training-videos',
} as const;

/** Query parameter naming the shopifyStore the call is about (its brand owns the videos). */
export const ACCOUNT_STORE_PARAM = 'store';
/** Query parameter naming the page's language; English when absent. */
export const ACCOUNT_LANGUAGE_PARAM = 'language';

/** Languages the content holds videos in. */
export const accountLanguageSchema = languageSchema;

/** The query of a training-videos call. */
export const trainingVideosQuerySchema = z.object({
  store: z.string().min(1, 'store must name a shopifyStore').max(100, 'store must name a shopifyStore'),
  language: accountLanguageSchema.default('en'),
});

/** One exclusive containment training video (content `trainingVideo`). */
export const trainingVideoSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  /** The address of the video file (WebM): https, or the local twin's http. */
  src: z.string().regex(/^https?:\/\//, 'src must be an http(s) address'),
  durationSeconds: z.number().int().nonnegative().nullable(),
  /** WebVTT captions per language. */
  captions: z.array(z.object({ language: accountLanguageSchema, src: z.string().regex(/^https?:\/\//, 'src must be an http(s) address') })).default([]),
});

/** The answer of `GET /account/training-videos`: the brand's videos in the language, in content order. */
export const trainingVideoListSchema = z.object({ videos: z.array(trainingVideoSchema) });

/** Error codes of the service, with the HTTP status each one travels with. */
export const ACCOUNT_ERROR_STATUS = {
  UNAUTHORIZED: 401,
  UNKNOWN_STORE: 400,
  BAD_REQUEST: 400,
} as const;

/** An error code of the service. */
export type AccountErrorCode = keyof typeof ACCOUNT_ERROR_STATUS;

/** Every error body: `{ error: { code, message, field? } }`. */
export const accountErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});

export type TrainingVideo = z.infer<typeof trainingVideoSchema>;
export type TrainingVideoList = z.infer<typeof trainingVideoListSchema>;
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;
