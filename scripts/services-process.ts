// The one way to run the services as a process of their own (`npm start`, the e2e workers, the
// benchmarks): `services/src/main.ts` with the given environment, resolved once it prints its
// `SERVICES_URL=` line. A bad environment ends it at once with the services' own message.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** How to launch the services. */
export interface ServicesLaunch {
  /** The services' environment (see servicesEnvFor); added to this process's. */
  env: Record<string, string>;
  /** Receives each line the services print on stdout (JSON log lines included). */
  onLine?: (line: string) => void;
  /** Where stderr goes: kept for the error message (default) or this process's stderr. */
  stderr?: 'pipe' | 'inherit';
  /** How long to wait for the services to listen (default 60 s). */
  timeoutMs?: number;
  /** Run this file instead of the sources (the bundle, dist-services/main.mjs). */
  entry?: string;
}

/** Running services. */
export interface LaunchedServices {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** SIGTERM (the services drain), then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** Starts the services and resolves once they listen; rejects with their output if they exit first. */
export function launchServices(options: ServicesLaunch): Promise<LaunchedServices> {
  const args = options.entry ? [options.entry] : ['--import', 'tsx', 'services/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', options.stderr ?? 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let output = '';
    let pending = '';
    let url: string | undefined;
    const timeoutMs = options.timeoutMs ?? 60_000;
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The services did not start within ${timeoutMs} ms:\n${output.slice(-2000)}`));
    }, timeoutMs);
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      if (!url) output += chunk;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        options.onLine?.(line);
        const announced = /^SERVICES_URL=(\S+)/.exec(line)?.[1];
        if (announced && !url) {
          url = announced;
          clearTimeout(timer);
          resolve({ url, child, exited, stop });
        }
      }
    });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      if (!url) output += chunk;
    });
    void exited.then((code) => {
      clearTimeout(timer);
      if (!url) reject(new Error(`The services exited with code ${code} before listening:\n${output.slice(-2000)}`));
    });
  });
}
