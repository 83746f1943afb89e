// Builds in the repo root share public/ and .cache/ (and every brand's parked cache): one build at a
// time, across `npm run build`, the republisher and other checkouts sharing node_modules. The lock
// is a file with the holder's pid; a lock whose process is gone is taken over.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
export const LOCK_FILE = path.join(ROOT, 'node_modules', '.cache', 'build-all.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function holder(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/**
 * Waits for the build lock and takes it; resolves with its release (also run at exit). `file`: another
 * lock, for builds in folders of their own (the previews' site folders).
 */
export async function acquireBuildLock(log: (message: string) => void = console.log, file: string = LOCK_FILE): Promise<() => void> {
  let announced = false;
  for (;;) {
    const pid = holder(file);
    if (!pid || pid === process.pid || !isAlive(pid)) break;
    if (!announced) log(`Waiting for another build (pid ${pid}) to finish…`);
    announced = true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await mkdir(path.dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  const release = (): void => {
    process.off('exit', release);
    if (existsSync(file) && holder(file) === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
