// The build's id, which error reports carry as their release: GATSBY_SENTRY_RELEASE when set, else
// `<brand>@<commit>` of the checkout being built, else `<brand>@<build time>` (a build outside git).
import { execFileSync } from 'node:child_process';
import type { BrandId } from '../lib/content/site-context';

/** The commit of the working directory's checkout (12 hex digits), or null outside git. */
export function currentCommit(cwd = process.cwd()): string | null {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return /^[0-9a-f]{7,40}$/.test(sha) ? sha : null;
  } catch {
    return null;
  }
}

/** The release of a brand's build. */
export function buildRelease(brand: BrandId, configured: string | undefined, commit: string | null = currentCommit(), now: Date = new Date()): string {
  if (configured) return configured;
  if (commit) return `${brand}@${commit}`;
  return `${brand}@${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`;
}
