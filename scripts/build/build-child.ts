// A Node child of the build (`gatsby build`, the re-render of changed pages), run in a process group
// of its own so that the whole group, Gatsby's query, HTML and image workers with it, can be ended:
// - when it prints nothing for too long: Gatsby 5 has been seen to stop for good at random, one of
//   its query workers spinning in LMDB (docs/architecture.md, "A build that Gatsby loses a page of");
// - after it exits: a worker left behind keeps the output pipe open (the child would never be
//   "closed") and may still write to a cache the next build removes;
// - when this process is stopped: a group of its own does not get the terminal's Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';
import { ANSI_CODES } from './gatsby-failures';
import { describeTree } from './process-tree';

export interface ChildRun {
  code: number;
  /** The last lines, after the first error block kept whole. */
  tail: string[];
  /** Why the child was ended for printing nothing (ChildOptions.silenceMs), or null. */
  silent: string | null;
}

export interface ChildOptions {
  /** Receives every line the child prints (default: its output is passed on to this process's as it comes). */
  onLine?: (line: string) => void;
  /** Ends the child's group when it has printed no line for this long. */
  silenceMs?: number;
}

/** How long the child's output may stay open after it exits, for its last lines, before its group is ended. */
const DRAIN_MS = 2000;
const TAIL_LINES = 200;

/** The process groups (their leaders' pids) of the children running now. */
const groups = new Set<number>();
const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function endGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // The whole group has ended.
  }
}

/** Ends every child this process started and its workers. */
export function stopChildren(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const group of groups) endGroup(group, signal);
}

/** Passes a stop on to the children; then, when nothing else here handles it, ends this process as it would have. */
function passOn(signal: NodeJS.Signals): void {
  stopChildren(signal);
  if (process.listenerCount(signal) > 1) return;
  release();
  process.kill(process.pid, signal);
}

const endAll = () => stopChildren('SIGKILL');

function track(group: number): void {
  if (groups.size === 0) {
    for (const signal of STOP_SIGNALS) process.on(signal, passOn);
    process.on('exit', endAll);
  }
  groups.add(group);
}

function untrack(group: number): void {
  groups.delete(group);
  if (groups.size === 0) release();
}

function release(): void {
  for (const signal of STOP_SIGNALS) process.off(signal, passOn);
  process.off('exit', endAll);
}

/** A Node child leading a process group of its own (its output piped), ended with this process. */
export interface GroupChild {
  child: ChildProcess;
  /** Sends a signal to every process of the group (the child and its workers). */
  signal(signal: NodeJS.Signals): void;
  /** Ends whatever is left of the group (once the child has exited) and stops tracking it. */
  end(): void;
}

/** Spawns `node args` in `cwd` as the leader of a process group of its own. */
export function spawnInGroup(args: string[], cwd: string, env: NodeJS.ProcessEnv): GroupChild {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const group = child.pid;
  if (group === undefined) return { child, signal: () => undefined, end: () => undefined };
  track(group);
  child.once('error', () => untrack(group));
  return {
    child,
    signal: (signal) => endGroup(group, signal),
    end: () => {
      endGroup(group, 'SIGKILL');
      untrack(group);
    },
  };
}

/** Runs a Node child in `cwd`; answers its exit code, its last lines and whether it was ended for silence. */
export function runChild(args: string[], cwd: string, env: NodeJS.ProcessEnv, options: ChildOptions = {}): Promise<ChildRun> {
  const { onLine, silenceMs } = options;
  const group = spawnInGroup(args, cwd, env);
  const { child } = group;
  const tail: string[] = [];
  // The first error block, kept whole: Gatsby's code frame of minified code, wrapped to the terminal's
  // width, can run to more lines than the tail keeps, which would leave the tail without the message.
  const errorBlock: string[] = [];
  let inError = false;
  let pending = '';
  let lastLine = Date.now();
  const take = (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    if (lines.length) lastLine = Date.now();
    for (const line of lines) {
      const plain = line.replace(ANSI_CODES, '');
      if (!errorBlock.length && /^\s*ERROR\b/.test(plain)) inError = true;
      if (inError) {
        // The block ends where the code frame starts.
        if (/^\s*>?\s*\d+\s*\|/.test(plain) || errorBlock.length >= 60) inError = false;
        else errorBlock.push(line);
      }
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      onLine?.(line);
    }
  };
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    if (!onLine) process.stdout.write(chunk);
    take(chunk);
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    if (!onLine) process.stderr.write(chunk);
    take(chunk);
  });

  let silent: string | null = null;
  const watchdog =
    silenceMs && child.pid !== undefined
      ? setInterval(
          () => {
            if (Date.now() - lastLine < silenceMs) return;
            silent = `printed nothing for ${Math.round(silenceMs / 1000)} s`;
            const say = onLine ?? ((line: string) => console.error(line));
            say(`The child ${silent} and is ended with its workers; its processes (pid, state, CPU time, command):`);
            for (const line of describeTree(child.pid as number)) say(`  ${line}`);
            group.signal('SIGKILL');
            clearInterval(watchdog);
          },
          Math.min(silenceMs, 5000),
        )
      : undefined;

  return new Promise((resolve, reject) => {
    let exitCode: number | null = null;
    let drain: NodeJS.Timeout | undefined;
    let closed = false;
    const finish = () => {
      if (closed) return;
      closed = true;
      clearTimeout(drain);
      clearInterval(watchdog);
      // Whatever of the group is left once the child has ended.
      group.end();
      if (pending) take('\n');
      resolve({ code: exitCode ?? 1, tail: errorBlock.length ? [...errorBlock, '', ...tail] : tail, silent });
    };
    child.once('error', (error) => {
      clearInterval(watchdog);
      reject(error);
    });
    child.once('exit', (code) => {
      exitCode = code ?? 1;
      // A worker that outlives the child keeps the output open: it is ended after a short wait.
      drain = setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        finish();
      }, DRAIN_MS);
    });
    child.once('close', finish);
  });
}
