// What the browser benchmarks share: starting a twin or the static server as a child process,
// routing a page's calls to the built-in twin address to that twin, and quantiles.
import { spawn, type ChildProcess } from 'node:child_process';
import type { BrowserContext } from 'playwright';

/** The twin address the built sites call by default. */
export const BAKED_TWIN = 'http://127.0.0.1:8787';

/** Starts `tsx <args>` and resolves once its output matches `ready`. */
export function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = ready.exec(out);
      if (m) resolve({ child, match: m });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args[0]} exited (${code}): ${out}`)));
  });
}

/** Sends the context's calls to the built-in twin address to `twinUrl`. */
export async function routeToTwin(context: BrowserContext, twinUrl: string): Promise<void> {
  await context.route(`${BAKED_TWIN}/**`, async (route) => {
    const response = await route.fetch({ url: twinUrl + route.request().url().slice(BAKED_TWIN.length) });
    await route.fulfill({ response });
  });
}

/** The q-quantile (0–1) of a list of numbers. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
