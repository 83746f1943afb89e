// A long-lived re-renderer for one site folder: rerender-pages.ts started once with `--serve`, asked
// for one re-render per line. A one-time re-render spends about as long starting (Node, tsx, the site's
// modules, Gatsby's renderer) as re-rendering; kept running, the next draft's preview costs only the
// re-render. The host runs the code the site folder held when it started: brand-build.ts stops it
// when the folder's code changes or Gatsby builds again, and the next re-render starts a fresh one.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { RESULT_PREFIX, rerenderExitCode, type RerenderResult } from './rerender-result';

/** What one re-render answered: the one-time re-render's exit code, its last lines and its result. */
export interface RerenderRun {
  code: number;
  tail: string[];
  result: RerenderResult | null;
}

interface Pending {
  /** The process asked (a stopped one's last lines and exit answer nothing). */
  child: ChildProcess;
  tail: string[];
  onLine?: (line: string) => void;
  resolve: (run: RerenderRun) => void;
}

const ANSI_CODES = /\u001b\[[0-9;?]*[A-Za-z]/g;
const TAIL_LINES = 200;

export class RendererHost {
  private child: ChildProcess | null = null;
  private pending: Pending | null = null;
  /** Re-renders asked while one runs, answered in order. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    /** The site folder (its own copy of scripts/build/rerender-pages.ts is the one run). */
    readonly site: string,
    /** The re-render's environment, fixed for the host's life. */
    readonly env: NodeJS.ProcessEnv,
  ) {}

  /** Whether a renderer process is running now. */
  get running(): boolean {
    return this.child !== null;
  }

  /** Re-renders the site folder's changed pages; a renderer that dies mid-way answers its exit code. */
  rerender(onLine?: (line: string) => void): Promise<RerenderRun> {
    const run = this.queue.then(() => this.runOne(onLine));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Stops the renderer process (the next re-render starts a new one). */
  stop(): void {
    const child = this.child;
    this.child = null;
    if (!child) return;
    child.stdin?.end();
    child.kill('SIGTERM');
  }

  private runOne(onLine?: (line: string) => void): Promise<RerenderRun> {
    const child = this.child ?? this.start();
    return new Promise((resolve) => {
      this.pending = { child, tail: [], onLine, resolve };
      child.stdin?.write('rerender\n');
    });
  }

  private start(): ChildProcess {
    const script = path.join(this.site, 'scripts', 'build', 'rerender-pages.ts');
    // In production mode, as under `gatsby build` (React's server renderer included).
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--serve'], {
      cwd: this.site,
      env: { ...this.env, NODE_ENV: 'production' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child = child;
    let buffered = '';
    const take = (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) this.line(child, line);
    };
    child.stdout?.setEncoding('utf8').on('data', take);
    child.stderr?.setEncoding('utf8').on('data', take);
    // A write to a renderer that has just died: its close below answers the re-render.
    child.stdin?.on('error', () => undefined);
    child.once('close', (code) => {
      if (this.child === child) this.child = null;
      const pending = this.pending;
      if (pending?.child !== child) return;
      this.pending = null;
      if (buffered) pending.tail.push(buffered);
      pending.resolve({ code: code === 0 || code === null ? 1 : code, tail: pending.tail, result: null });
    });
    child.once('error', () => undefined);
    return child;
  }

  private line(child: ChildProcess, line: string): void {
    const pending = this.pending;
    if (pending?.child !== child) return;
    const plain = line.replace(ANSI_CODES, '');
    pending.tail.push(line);
    if (pending.tail.length > TAIL_LINES) pending.tail.shift();
    pending.onLine?.(line);
    if (!plain.startsWith(RESULT_PREFIX)) return;
    const result = JSON.parse(plain.slice(RESULT_PREFIX.length)) as RerenderResult;
    this.pending = null;
    pending.resolve({ code: rerenderExitCode(result), tail: pending.tail, result });
  }
}
