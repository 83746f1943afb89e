// A script of this repository run as a child Node process (through tsx), with its output piped, how
// it ended, and a stop that asks (SIGTERM) and, 10 s later, insists (SIGKILL).
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface ScriptChild {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function spawnScript(cwd: string, script: string, args: string[], env: NodeJS.ProcessEnv): ScriptChild {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  return { child, exited, stop };
}
