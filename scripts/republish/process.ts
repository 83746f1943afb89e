// Runs the republisher (scripts/republish/main.ts) as a process of its own, the way `npm start`, the
// republish e2e spec and `npm run bench:republish` do; resolves once its status page listens.
import type { ChildProcess } from 'node:child_process';
import { spawnScript } from '../node-child';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** Default port of the republisher's status page and webhook. */
export const REPUBLISH_PORT = 9010;

/** Options of launchRepublisher. */
export interface RepublisherLaunch {
  twinUrl: string;
  /** Folder of the served sites (default the repo's dist/). */
  distRoot?: string;
  /** Port of the status page and webhook (0: a free one). */
  port?: number;
  brands?: readonly string[];
  jobs?: number;
  /** 'listen' or 'webhook' (default: webhook when SANITY_WEBHOOK_SECRET is set, else listen). */
  source?: 'listen' | 'webhook';
  artefactsRoot?: string;
  /** Variables added to this process's environment. */
  env?: NodeJS.ProcessEnv;
  /** Each line it prints. */
  onLine?: (line: string) => void;
  /** Print Gatsby's output too. */
  logBuilds?: boolean;
}

export interface LaunchedRepublisher {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function launchRepublisher(options: RepublisherLaunch): Promise<LaunchedRepublisher> {
  const args = ['--twin-url', options.twinUrl, '--port', String(options.port ?? 0)];
  if (options.distRoot) args.push('--dist', options.distRoot);
  if (options.brands) args.push('--brands', options.brands.join(','));
  if (options.jobs) args.push('--jobs', String(options.jobs));
  if (options.source === 'listen') args.push('--listen');
  if (options.source === 'webhook') args.push('--no-listen');
  if (options.artefactsRoot) args.push('--artefacts', options.artefactsRoot);
  if (options.logBuilds) args.push('--log-builds');
  const { child, exited, stop } = spawnScript(ROOT, 'scripts/republish/main.ts', args, options.env ?? {});
  return new Promise((resolve, reject) => {
    let url: string | undefined;
    let output = '';
    let pending = '';
    const onData = (chunk: string) => {
      if (!url) output += chunk;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const announced = /^REPUBLISH_URL=(\S+)/.exec(line)?.[1];
        if (announced && !url) {
          url = announced;
          resolve({ url, child, exited, stop });
        } else {
          options.onLine?.(line);
        }
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    void exited.then((code) => {
      if (!url) reject(new Error(`The republisher exited with code ${code} before listening:\n${output.slice(-2000)}`));
    });
  });
}
