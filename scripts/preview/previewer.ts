// The previewer: the republisher's loop for drafts. It listens to the content lake with a token that
// may read drafts (server-side only), and after each saved draft, publish or discard rebuilds the
// affected brands' preview builds — drafts over published (SANITY_PERSPECTIVE=drafts) — into the
// preview folder (never dist/), with the republisher's queue, brand build with its Gatsby cache (in a
// site folder and cache of its own per brand, `.brand-sites/preview-<brand>`, under a lock of its
// own) and one-step release swap; a content edit re-renders only the pages it changes.
import path from 'node:path';
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { BRAND_IDS } from '../../brands';
import { runPool } from '../../src/lib/timing/pool';
import { buildBrand } from '../build/brand-build';
import { acquireBuildLock, LOCK_FILE } from '../build/lock';
import { pruneReleases } from '../build/releases';
import { affectedBrands, BRAND_FIELDS_QUERY, type BrandFields } from '../republish/affected-brands';
import { listenForChanges } from '../republish/listen-stream';
import { RepublishQueue } from '../republish/queue';
import { failureReason } from '../republish/republisher';

/** The lock of preview builds (beside the public builds' lock, which they do not take). */
export const PREVIEW_LOCK_FILE = LOCK_FILE.replace(/build-all\.lock$/, 'preview-build.lock');

/**
 * Every content document, drafts included: a draft saved, a publish and a discard all change the
 * preview. Not Sanity's system documents (`sanity.*` types): Studio's Presentation tool writes a
 * preview-url secret each time it opens, which is no content and must not rebuild every brand.
 */
export const PREVIEW_LISTEN_QUERY = '*[!(_id in path("versions.**")) && !string::startsWith(_type, "sanity.")]';

/** The published id of a draft (`drafts.<id>` → `<id>`); other ids as they are. */
export function publishedIdOf(id: string): string {
  return id.startsWith('drafts.') ? id.slice('drafts.'.length) : id;
}

/** The environment of a preview build: the public build's, reading drafts over published with a token that may. */
export function previewBuildEnv(lakeEnv: NodeJS.ProcessEnv, token: string): NodeJS.ProcessEnv {
  // GATSBY_SANITY_VISUAL_EDITING: the pages carry Studio's click-to-edit markers and load its overlay
  // (src/components/site/edit-marker.ts); a public build has neither.
  return { ...lakeEnv, SANITY_PERSPECTIVE: 'drafts', SANITY_TOKEN: token, GATSBY_SANITY_VISUAL_EDITING: '1' };
}

/** One finished preview build. */
export interface PreviewBuilt {
  brand: string;
  /** Seconds from the first change it includes to the new preview being served. */
  seconds: number;
  how: 'pages' | 'gatsby';
  changedPages?: number;
  reasons: string[];
}

/** Options of startPreviewer. */
export interface PreviewerOptions {
  /** Folder of the preview builds: `<previewRoot>/<brand>` (never the public dist/). */
  previewRoot: string;
  brands: readonly string[];
  /** Variables of the builds (previewBuildEnv). */
  buildEnv: NodeJS.ProcessEnv;
  /** The content lake, with a token that may read drafts. */
  content: ClientConfig;
  /** Where build artefacts go (default `<previewRoot>/.artifacts`). */
  artefactsRoot?: string;
  settleMs?: number;
  /**
   * Brands whose preview is wanted from the start: built at once (drafts may have changed while nothing
   * listened) and after each change. Any other brand is built only once `want()` asks for it (its preview
   * origin's first visit), so starting the store does not build three previews nobody opens.
   */
  wanted?: readonly string[];
  log?: (line: string) => void;
  onBuildLine?: (brand: string, line: string) => void;
  /** Told after each brand's preview is served. */
  onBuilt?: (built: PreviewBuilt) => void;
}

export interface Previewer {
  queue: RepublishQueue;
  /** Builds this brand's preview now and after each change from here on (no-op when already wanted). */
  want(brand: string): void;
  close(): void;
}

/** Where a preview build's source maps and chunk lists go: beside the previews, never the public builds' `.artifacts/`. */
export function previewArtefactsRoot(options: Pick<PreviewerOptions, 'previewRoot' | 'artefactsRoot'>): string {
  return options.artefactsRoot ?? path.join(options.previewRoot, '.artifacts');
}

export function startPreviewer(options: PreviewerOptions): Previewer {
  const log = options.log ?? console.log;
  const served = new Set(options.brands);
  const wanted = new Set((options.wanted ?? []).filter((brand) => served.has(brand)));
  const client: SanityClient = createClient({ ...options.content, useCdn: false, perspective: 'drafts' });
  const requestedAt = new Map<string, number>();

  const queue = new RepublishQueue({
    settleMs: options.settleMs,
    run: async (job) => {
      // Previews build in site folders of their own (.brand-sites/preview-<brand>, with their own
      // Gatsby cache), so an editor's preview never waits for a public build; one preview build at a time.
      const release = await acquireBuildLock((line) => log(`[preview] ${line}`), PREVIEW_LOCK_FILE);
      try {
        await runPool(job.brands, 1, async (brand) => {
          const asked = requestedAt.get(brand) ?? Date.now();
          requestedAt.delete(brand);
          try {
            const result = await buildBrand({
              brand,
              distRoot: options.previewRoot,
              // Never the public builds' .artifacts/: the size checks read the public build's chunk lists there.
              artefactsRoot: previewArtefactsRoot(options),
              site: 'own',
              cacheName: `preview-${brand}`,
              env: options.buildEnv,
              onLine: (line) => options.onBuildLine?.(brand, line),
              rerender: true,
              // The re-renderer stays loaded between drafts: a preview costs the re-render, not a process start.
              keepRenderer: true,
              // and the release is the one before, brought up to date: no page reads a preview two builds old.
              recycleRelease: true,
            });
            await pruneReleases(options.previewRoot, brand, 1);
            const built: PreviewBuilt = { brand, seconds: (Date.now() - asked) / 1000, how: result.how, reasons: job.reasons };
            const steps = Object.entries(result.steps).map(([step, seconds]) => `${step} ${seconds.toFixed(2)}`).join(', ');
            log(`[preview] ${brand} preview updated in ${built.seconds.toFixed(1)} s (${result.how === 'pages' ? 'changed pages re-rendered' : `gatsby build: ${result.reason ?? 'first build'}`}; ${steps}) for ${job.reasons.join(', ')}`);
            options.onBuilt?.(built);
          } catch (error) {
            log(`[preview] ${brand} preview build failed; the last preview is still served:\n${failureReason(error)}`);
          }
        });
      } finally {
        release();
      }
    },
  });

  const request = (brands: string[], reason: string) => {
    const mine = brands.filter((brand) => wanted.has(brand));
    for (const brand of mine) if (!requestedAt.has(brand)) requestedAt.set(brand, Date.now());
    queue.request(mine, reason);
  };

  const listener = listenForChanges(client, PREVIEW_LISTEN_QUERY, {
    label: '[preview]',
    listening: 'listening for drafts and published content',
    log,
    onChange: (id) => {
      if (id.startsWith('versions.')) return;
      // The document as the preview reads it now (its draft, else the published one; gone: every brand).
      void client
        .fetch<BrandFields>(BRAND_FIELDS_QUERY, { id: publishedIdOf(id) })
        .then((fields) => request(affectedBrands(fields, BRAND_IDS), id))
        .catch((error: unknown) => log(`[preview] cannot read ${id}: ${error instanceof Error ? error.message : String(error)}`));
    },
  });
  if (wanted.size) request([...wanted], 'start');

  return {
    queue,
    want(brand) {
      if (!served.has(brand) || wanted.has(brand)) return;
      wanted.add(brand);
      request([brand], 'first visit');
    },
    close() {
      queue.stop();
      listener.close();
    },
  };
}
