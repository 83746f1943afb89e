// Social share images: 1200×630, cropped around the content hotspot (focal point) when there is
// one, else around the centre. Crops are planned during page creation and written after the build.
import { createHash } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runPool } from '../lib/timing/pool';

/** Share image size. */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** The source rectangle to cut from a width×height image so it fills 1200×630 around the hotspot. */
export function focalCrop(
  width: number,
  height: number,
  hotspot?: { x: number; y: number } | null,
): { left: number; top: number; width: number; height: number } {
  const ratio = SHARE_WIDTH / SHARE_HEIGHT;
  let cropWidth = width;
  let cropHeight = Math.round(width / ratio);
  if (cropHeight > height) {
    cropHeight = height;
    cropWidth = Math.round(height * ratio);
  }
  const fx = (hotspot?.x ?? 0.5) * width;
  const fy = (hotspot?.y ?? 0.5) * height;
  const clamp = (v: number, max: number) => Math.max(0, Math.min(Math.round(v), max));
  return {
    left: clamp(fx - cropWidth / 2, width - cropWidth),
    top: clamp(fy - cropHeight / 2, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}

/** A share image to produce: an absolute source file and its hotspot. */
export interface ShareImageJob {
  source: string;
  hotspot?: { x: number; y: number } | null;
}

/** The public path (`/share/<hash>.jpg`) a job's image is written to; stable for the same input. */
export function shareImagePath(job: ShareImageJob): string {
  const hash = createHash('sha1')
    .update(`${path.relative(process.cwd(), job.source)}|${job.hotspot?.x ?? ''}|${job.hotspot?.y ?? ''}`)
    .digest('hex')
    .slice(0, 16);
  return `/share/${hash}.jpg`;
}

/** Whether `target` exists and was written after `source` last changed. */
async function isNewerThan(target: string, source: string): Promise<boolean> {
  try {
    const [targetStat, sourceStat] = await Promise.all([stat(target), stat(source)]);
    return targetStat.mtimeMs >= sourceStat.mtimeMs;
  } catch {
    return false;
  }
}

/** Collects share image jobs while pages are created. */
export class ShareImagePlanner {
  private readonly jobs = new Map<string, ShareImageJob>();

  /** Plans a share image and returns its public path. */
  plan(job: ShareImageJob): string {
    const publicPath = shareImagePath(job);
    this.jobs.set(publicPath, job);
    return publicPath;
  }

  /**
   * Writes every planned image into `publicDir`, one per core at a time (each encode is mostly one
   * thread); a source that cannot be read is logged and skipped.
   */
  async write(publicDir: string, log: (message: string) => void = console.warn): Promise<number> {
    const outcomes = await runPool([...this.jobs], availableParallelism(), async ([publicPath, job]) => {
      const target = path.join(publicDir, publicPath);
      try {
        // A cached build keeps public/: an image newer than its source is already the right one.
        if (await isNewerThan(target, job.source)) return true;
        await mkdir(path.dirname(target), { recursive: true });
        const image = sharp(job.source);
        const meta = await image.metadata();
        if (!meta.width || !meta.height) throw new Error('no size');
        const crop = focalCrop(meta.width, meta.height, job.hotspot);
        await sharp(job.source)
          .extract(crop)
          .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toFile(target);
        return true;
      } catch (error) {
        log(`Share image ${publicPath} from ${path.basename(job.source)} could not be written: ${(error as Error).message}`);
        return false;
      }
    });
    return outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value).length;
  }
}
