// Product videos shipped with the dataset: a short WebM per product video (frames drawn from the
// product's poster image with sharp, encoded as lossy WebP, muxed as VP8) and one WebVTT captions
// file per language of the brand. Paths are content-relative, like images.
import sharp from 'sharp';
import type { ImageJob } from '../catalogue/build';
import type { BrandInfo } from '../lib/core-exports';
import { renderImage } from '../images';
import { muxWebm, vp8FromWebp } from './webm';

/** Every product video is this long, at VIDEO_FPS frames per second. */
export const VIDEO_SECONDS = 3;
export const VIDEO_FPS = 8;
export const VIDEO_WIDTH = 320;
export const VIDEO_HEIGHT = 180;

type Localized = Record<string, string>;

/** The fields of a product video document the renderer reads. */
export interface VideoDocLike {
  title: Localized;
  poster?: { path: string } | null;
  src: string;
  durationSeconds: number;
  captions?: { language: string; src: string }[];
}

/** One file of the media output. */
export interface MediaFile {
  path: string;
  bytes: Buffer;
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const s = Math.floor(ms / 1000);
  return `00:00:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

function cueText(text: string): string {
  // WebVTT cue payloads must not contain "-->" or markup characters.
  return text.replace(/-->/g, '→').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** WebVTT captions of one video in one language: the video title, then the product and brand. */
export function captionsVtt(videoTitle: string, productTitle: string, brandName: string, seconds: number): string {
  const half = seconds / 2;
  return [
    'WEBVTT',
    '',
    '1',
    `${timestamp(0)} --> ${timestamp(half)}`,
    cueText(videoTitle),
    '',
    '2',
    `${timestamp(half)} --> ${timestamp(seconds)}`,
    cueText(`${productTitle} · ${brandName}`),
    '',
  ].join('\n');
}

/** The WebM bytes of one video: the poster slowly panned, with a progress bar in the brand colour. */
export async function renderVideo(poster: Buffer, brand: BrandInfo, seconds = VIDEO_SECONDS, fps = VIDEO_FPS): Promise<Buffer> {
  const frameCount = seconds * fps;
  const base = await sharp(poster).resize(VIDEO_WIDTH, VIDEO_WIDTH).removeAlpha().png().toBuffer();
  const travel = VIDEO_WIDTH - VIDEO_HEIGHT;
  const frames: Buffer[] = [];
  for (let n = 0; n < frameCount; n++) {
    const top = Math.round((travel * n) / Math.max(1, frameCount - 1));
    const progress = Math.round((VIDEO_WIDTH * (n + 1)) / frameCount);
    const bar = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_WIDTH}" height="6"><rect width="${VIDEO_WIDTH}" height="6" fill="${brand.colors.light}"/><rect width="${progress}" height="6" fill="${brand.colors.accent}"/></svg>`,
    );
    const framePng = await sharp(base)
      .extract({ left: 0, top, width: VIDEO_WIDTH, height: VIDEO_HEIGHT })
      .composite([{ input: bar, left: 0, top: VIDEO_HEIGHT - 6 }])
      .png()
      .toBuffer();
    const webp = await sharp(framePng).removeAlpha().webp({ quality: 45, alphaQuality: 100, effort: 4, smartSubsample: false }).toBuffer();
    frames.push(vp8FromWebp(webp));
  }
  return muxWebm({ width: VIDEO_WIDTH, height: VIDEO_HEIGHT, fps, frames });
}

/** Every media file of one brand's product documents: a WebM per video and its captions files. */
export async function renderBrandMedia(
  products: { title: Localized; videos?: VideoDocLike[] | null }[],
  jobs: ImageJob[],
  brand: BrandInfo & { name: string },
): Promise<MediaFile[]> {
  const files: MediaFile[] = [];
  const rendered = new Set<string>();
  for (const product of products) {
    for (const video of product.videos ?? []) {
      // Numbered copies of a product share its files: each file once.
      if (!video.src.startsWith('media/') || rendered.has(video.src)) continue;
      rendered.add(video.src);
      const job = jobs.find((j) => j.path === video.poster?.path);
      if (!job) throw new Error(`Video ${video.src} has no poster image job`);
      files.push({ path: video.src, bytes: await renderVideo(await renderImage(job, brand), brand, video.durationSeconds) });
      for (const track of video.captions ?? []) {
        const vtt = captionsVtt(video.title[track.language] ?? '', product.title[track.language] ?? '', brand.name, video.durationSeconds);
        files.push({ path: track.src, bytes: Buffer.from(vtt, 'utf8') });
      }
    }
  }
  return files;
}

/** The fields of a training video document (one per language) the renderer reads. */
export interface TrainingVideoDocLike {
  language: string;
  title: string;
  description: string;
  poster?: { path: string } | null;
  src: string;
  durationSeconds: number;
  captions?: { language: string; src: string }[];
}

/**
 * Every media file of one brand's training videos: a WebM per video and a captions file per
 * language, each cue in that language's title and description (the documents of one video share
 * its files).
 */
export async function renderTrainingMedia(videos: TrainingVideoDocLike[], jobs: ImageJob[], brand: BrandInfo & { name: string }): Promise<MediaFile[]> {
  const files: MediaFile[] = [];
  const rendered = new Set<string>();
  for (const video of videos) {
    if (!video.src.startsWith('account-media/') || rendered.has(video.src)) continue;
    rendered.add(video.src);
    const job = jobs.find((j) => j.path === video.poster?.path);
    if (!job) throw new Error(`Training video ${video.src} has no poster image job`);
    files.push({ path: video.src, bytes: await renderVideo(await renderImage(job, brand), brand, video.durationSeconds) });
    for (const track of video.captions ?? []) {
      const inLanguage = videos.find((v) => v.src === video.src && v.language === track.language) ?? video;
      files.push({ path: track.src, bytes: Buffer.from(captionsVtt(inLanguage.title, inLanguage.description, brand.name, video.durationSeconds), 'utf8') });
    }
  }
  return files;
}

