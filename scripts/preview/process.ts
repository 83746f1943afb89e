// Runs the preview (scripts/preview/main.ts: the previewer and the preview servers) as a process of
// its own, the way `npm start` and the preview e2e spec do; resolves once every preview server listens.
import type { ChildProcess } from 'node:child_process';
import { spawnScript } from '../node-child';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** Options of launchPreview. */
export interface PreviewLaunch {
  twinUrl: string;
  /** Folder of the preview builds (default `.preview/`). */
  dir?: string;
  brands: readonly string[];
  /** Port per brand (0: a free one). */
  ports?: Record<string, number>;
  /** Variables added to this process's environment (PREVIEW_SECRET, TWIN_ADMIN_KEY …). */
  env?: NodeJS.ProcessEnv;
  /** Each line it prints. */
  onLine?: (line: string) => void;
  logBuilds?: boolean;
}

export interface LaunchedPreview {
  /** Origin of each brand's preview server. */
  origins: Record<string, string>;
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function launchPreview(options: PreviewLaunch): Promise<LaunchedPreview> {
  const args = ['--twin-url', options.twinUrl, '--brands', options.brands.join(',')];
  if (options.dir) args.push('--dir', options.dir);
  if (options.ports) args.push('--ports', Object.entries(options.ports).map(([brand, port]) => `${brand}=${port}`).join(','));
  if (options.logBuilds) args.push('--log-builds');
  const { child, exited, stop } = spawnScript(ROOT, 'scripts/preview/main.ts', args, options.env ?? {});
  return new Promise((resolve, reject) => {
    const origins: Record<string, string> = {};
    let ready = false;
    let output = '';
    let pending = '';
    const onData = (chunk: string) => {
      if (!ready) output += chunk;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const [, announced, origin] = /^PREVIEW_URL (\S+)=(\S+)/.exec(line) ?? [];
        if (announced && origin) {
          origins[announced] = origin;
          if (!ready && options.brands.every((brand) => origins[brand])) {
            ready = true;
            resolve({ origins, child, exited, stop });
          }
        } else {
          options.onLine?.(line);
        }
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    void exited.then((code) => {
      if (!ready) reject(new Error(`The preview exited with code ${code} before listening:\n${output.slice(-2000)}`));
    });
  });
}
