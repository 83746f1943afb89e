// The one way to run the twin as a process of its own: `npm start`, the build (when no twin answers),
// the e2e workers and the benchmarks all launch `twin/src/main.ts` through launchTwin, which waits
// for the `TWIN_URL=` line the twin prints once it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

export interface TwinLaunch {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /**
   * SQLite file: a path, 'default' for the twin's own (TWIN_DB or .data/twin.sqlite), or
   * 'temporary' (the default) for a fresh file in a temporary folder removed when the twin stops.
   */
  db?: string;
  /** Empty the database before seeding. */
  reset?: boolean;
  /** Content folder to seed from (default `content`). */
  contentDir?: string;
  /** Requests per second per client before 429 (0 = off); unset: the twin's default. */
  rateLimit?: number;
  /** Mount `/__faults` (outages and delays on demand). */
  faults?: boolean;
  /** Mount `/__clock` (the subscriptions' test clock). */
  testClock?: boolean;
  /** Variables added to this process's environment for the twin. */
  env?: NodeJS.ProcessEnv;
  /** Flags for node itself (profilers, heap limits). */
  nodeFlags?: string[];
  /** Receives each line the twin prints on stdout. */
  onLine?: (line: string) => void;
  /** Where the twin's stderr goes: kept for the error message (default) or this process's stderr. */
  stderr?: 'pipe' | 'inherit';
  /** How long to wait for the twin to listen (default 120 s). */
  timeoutMs?: number;
}

export interface LaunchedTwin {
  /** Where it answers, e.g. http://127.0.0.1:8787. */
  url: string;
  /** Its SMTP stand-in, e.g. smtp://127.0.0.1:2525. */
  smtpUrl: string;
  child: ChildProcess;
  /** Settles with the exit code when the process ends. */
  exited: Promise<number | null>;
  /** Stops the twin (SIGTERM, then SIGKILL after 5 s) and removes a temporary database. */
  stop(): Promise<void>;
}

/** The command line for `twin/src/main.ts` with these options. */
export function twinArgs(options: TwinLaunch, dbPath: string | undefined): string[] {
  const args = ['--port', String(options.port ?? 0)];
  if (dbPath) args.push('--db', dbPath);
  if (options.reset) args.push('--reset');
  if (options.contentDir) args.push('--content', options.contentDir);
  if (options.rateLimit !== undefined) args.push('--rate-limit', String(options.rateLimit));
  if (options.faults) args.push('--faults');
  if (options.testClock) args.push('--test-clock');
  return args;
}

/**
 * Node flags of every twin. A build's catalogue fetch makes the twin build and drop large answers
 * (a page of 250 products is about a megabyte of JSON); with V8's default young generation (16 MB
 * semi-spaces) most of them outlive it and are copied into the old one. With 64 MB semi-spaces the
 * twin's garbage collection during a fetch of Trailmate's 12 markets at 10,000 products went from
 * 11.3 to 4.3 s, and the fetch from 58.6 and 59.3 to 54.4 and 52.6 s. A small store never grows its
 * semi-spaces that far.
 */
const TWIN_NODE_FLAGS = ['--max-semi-space-size=64'];

/** Starts the twin and resolves once it listens; rejects with its output if it exits or times out first. */
export function launchTwin(options: TwinLaunch = {}): Promise<LaunchedTwin> {
  const db = options.db ?? 'temporary';
  const tempDir = db === 'temporary' ? mkdtempSync(path.join(tmpdir(), 'twin-')) : undefined;
  const dbPath = tempDir ? path.join(tempDir, 'twin.sqlite') : db === 'default' ? undefined : db;
  const child = spawn(
    process.execPath,
    [...TWIN_NODE_FLAGS, ...(options.nodeFlags ?? []), '--import', 'tsx', 'twin/src/main.ts', ...twinArgs(options, dbPath)],
    { cwd: ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', options.stderr ?? 'pipe'] },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };

  return new Promise((resolve, reject) => {
    let output = '';
    let pending = '';
    let url: string | undefined;
    let smtpUrl = '';
    const timeoutMs = options.timeoutMs ?? 120_000;
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The twin did not start within ${timeoutMs} ms:\n${output.slice(-2000)}`));
    }, timeoutMs);
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      if (!url) output += chunk;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        options.onLine?.(line);
        const smtp = /^TWIN_SMTP_URL=(\S+)/.exec(line)?.[1];
        if (smtp) smtpUrl = smtp;
        const twinUrl = /^TWIN_URL=(\S+)/.exec(line)?.[1];
        if (twinUrl && !url) {
          url = twinUrl;
          clearTimeout(timer);
          resolve({ url, smtpUrl, child, exited, stop });
        }
      }
    });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      if (!url) output += chunk;
    });
    void exited.then((code) => {
      clearTimeout(timer);
      if (tempDir && !url) rmSync(tempDir, { recursive: true, force: true });
      if (!url) reject(new Error(`The twin exited with code ${code} before listening:\n${output.slice(-2000)}`));
    });
  });
}
