// Makes sure a twin answers for the build: uses the one at TWIN_URL when it serves the brand's
// stores, otherwise starts `twin/src/main.ts` as a child process on an ephemeral port with a
// throw-away database, and stops it when the build is done. The site never imports twin code.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

/** Starts a twin child process; resolves once it prints its `TWIN_URL=` line. */
export function startTwinProcess(rootDir: string, contentDir: string, timeoutMs = 120_000): Promise<TwinHandle> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'build-twin-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(rootDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'twin/src/main.ts',
      '--port',
      '0',
      '--db',
      path.join(dataDir, 'twin.sqlite'),
      '--content',
      contentDir,
    ],
    { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TWIN_RATE_LIMIT: '100000' } },
  );
  const stop = async () => {
    if (child.exitCode === null && !child.killed) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The twin did not start within ${timeoutMs} ms:\n${output.slice(-2000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /TWIN_URL=(\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], started: true, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The twin exited with code ${code} before listening:\n${output.slice(-2000)}`));
    });
  });
}

/** The twin to build against: the configured one if it serves the stores, else a fresh child. */
export async function ensureTwin(options: {
  rootDir: string;
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
  const handle = await startTwinProcess(options.rootDir, options.contentDir);
  log(`Started a twin at ${handle.url}`);
  return handle;
}
