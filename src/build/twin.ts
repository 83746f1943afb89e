// Makes sure a twin answers for the build: uses the one at TWIN_URL when it serves the brand's
// stores, otherwise launches one (shared/twin-process.ts) on an ephemeral port with a throw-away
// database, and stops it when the build is done. The site never imports twin code.
import { launchTwin } from '../../shared/twin-process';

/** A twin the build can use, and how to let go of it. */
export interface TwinHandle {
  url: string;
  /** True when this build started the twin (and must stop it). */
  started: boolean;
  stop(): Promise<void>;
}

/** True when a twin at `url` answers and serves every store in `stores`. */
export async function twinServes(url: string, stores: string[], timeoutMs = 1500): Promise<boolean> {
  try {
    const response = await fetch(url.replace(/\/+$/, '') + '/', { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return false;
    const body = (await response.json()) as { service?: string; stores?: string[] };
    return body.service === 'twin' && stores.every((s) => body.stores?.includes(s));
  } catch {
    return false;
  }
}

/** Starts a twin child process on an ephemeral port with a throw-away database. */
export async function startTwinProcess(contentDir: string, timeoutMs = 120_000): Promise<TwinHandle> {
  // The build reads the whole catalogue of every market at once: no rate limit.
  const twin = await launchTwin({ contentDir, rateLimit: 0, timeoutMs });
  return { url: twin.url, started: true, stop: twin.stop };
}

/** The twin to build against: the configured one if it serves the stores, else a fresh child. */
export async function ensureTwin(options: {
  contentDir: string;
  twinUrl: string;
  stores: string[];
  log?: (message: string) => void;
}): Promise<TwinHandle> {
  const log = options.log ?? console.log;
  if (await twinServes(options.twinUrl, options.stores)) {
    log(`Using the twin at ${options.twinUrl}`);
    return { url: options.twinUrl, started: false, stop: async () => undefined };
  }
  log('No twin serves this brand at TWIN_URL: starting one for the build');
  const handle = await startTwinProcess(options.contentDir);
  log(`Started a twin at ${handle.url}`);
  return handle;
}
