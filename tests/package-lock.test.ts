import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };

/** Resolves a dependency the way Node does: the nearest node_modules folder up the tree. */
function resolve(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent >= 0 ? base.slice(0, parent) : '';
  }
}

describe('package-lock.json', () => {
  // npm can drop other platforms' optional packages when it rewrites the lock on one machine;
  // `npm ci` on a clean clone then refuses the lock as out of sync (npm/cli#4828).
  it('lists every optional (platform) dependency, so npm ci accepts it on a clean clone', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolve(path, name))
        .map((name) => `${path} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
