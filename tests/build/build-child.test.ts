import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runChild } from '../../scripts/build/build-child';

/** Whether a process is still there (a zombie left for its parent counts as gone). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function gone(pid: number, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !alive(pid);
}

/** A child that starts a worker sharing its output (as Gatsby's are), prints the worker's pid, then does `then`. */
const withWorker = (then: string) => `
  const { spawn } = require('node:child_process');
  const worker = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: ['ignore', 'inherit', 'inherit'] });
  worker.unref();
  console.log('worker ' + worker.pid);
  ${then}
`;

const workerPid = (tail: string[]) => Number(/^worker (\d+)$/.exec(tail.find((line) => line.startsWith('worker ')) ?? '')?.[1]);

describe('a child of the build', () => {
  it('answers its exit code and lines', async () => {
    const lines: string[] = [];
    const run = await runChild(['-e', "console.log('one'); console.error(' ERROR  broken'); process.exit(3)"], process.cwd(), process.env, { onLine: (line) => lines.push(line) });
    expect(run.code).toBe(3);
    expect(lines).toEqual(['one', ' ERROR  broken']);
    expect(run.tail).toContain('one');
    expect(run.silent).toBeNull();
  });

  it('ends when it exits, though a worker of its own still holds its output, and the worker is ended', async () => {
    const started = Date.now();
    const run = await runChild(['-e', withWorker('process.exit(0)')], process.cwd(), process.env, { onLine: () => undefined });
    expect(run.code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    const worker = workerPid(run.tail);
    expect(worker).toBeGreaterThan(0);
    expect(await gone(worker, 5000)).toBe(true);
  });

  it('is ended with its workers when it prints nothing for too long, and says so', async () => {
    const lines: string[] = [];
    const run = await runChild(['-e', withWorker('setInterval(() => {}, 1000)')], process.cwd(), process.env, { onLine: (line) => lines.push(line), silenceMs: 2000 });
    expect(run.code).not.toBe(0);
    expect(run.silent).toBe('printed nothing for 2 s');
    expect(lines.some((line) => line.includes('printed nothing for 2 s and is ended with its workers'))).toBe(true);
    expect(await gone(workerPid(run.tail), 5000)).toBe(true);
  });

  it('is not ended while it keeps printing', async () => {
    const script = "let n = 0; const t = setInterval(() => { console.log('tick ' + ++n); if (n === 6) { clearInterval(t); } }, 400);";
    const run = await runChild(['-e', script], process.cwd(), process.env, { onLine: () => undefined, silenceMs: 2000 });
    expect(run.code).toBe(0);
    expect(run.silent).toBeNull();
    expect(run.tail).toContain('tick 6');
  });
});
