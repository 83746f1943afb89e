// A brand built side by side with others builds in its own copy of the sources, `.brand-sites/<brand>/`,
// which lies inside the repo: the copy takes the sources, keeps their times, and leaves out what is
// not a source (the other brand sites, the previews' releases and Studio's install among them). Brought up to date again, it copies only what
// changed and drops what the repo no longer has, keeping the site's own build cache.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { syncSources } from '../../scripts/build/brand-build';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A temporary repo and a writer of its files (each file's text is its path unless given). */
function tempRepo(): { root: string; file(rel: string, text?: string): void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'own-site-'));
  roots.push(root);
  return {
    root,
    file(rel, text = rel) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    },
  };
}

describe("a brand's own site folder", () => {
  it('is filled with the sources of the repo it lies in, times kept, without builds, caches or other brand sites', () => {
    const { root, file } = tempRepo();
    file('src/templates/home.tsx');
    file('gatsby-node.ts');
    file('dist/trailmate/index.html');
    file('.cache/state.json');
    file('node_modules/x/index.js');
    file('.brand-sites/homing/gatsby-node.ts');
    file('.preview/.releases/trailmate-1/index.html');
    file('studio/node_modules/sanity/index.js');
    file('studio/sanity.config.ts');
    const past = new Date('2026-01-02T03:04:05Z');
    utimesSync(path.join(root, 'src/templates/home.tsx'), past, past);
    const site = path.join(root, '.brand-sites', 'yardwise');
    expect(syncSources(root, site)).toBeGreaterThan(0);
    expect(readFileSync(path.join(site, 'src/templates/home.tsx'), 'utf8')).toBe('src/templates/home.tsx');
    expect(statSync(path.join(site, 'src/templates/home.tsx')).mtime.toISOString()).toBe(past.toISOString());
    expect(existsSync(path.join(site, 'gatsby-node.ts'))).toBe(true);
    for (const left of ['dist', '.cache', 'node_modules', '.brand-sites', '.preview', 'studio/node_modules']) expect(existsSync(path.join(site, left)), left).toBe(false);
    expect(existsSync(path.join(site, 'studio/sanity.config.ts'))).toBe(true);
  });

  it('is brought up to date by copying only what changed, dropping what is gone and keeping its own cache', () => {
    const { root, file } = tempRepo();
    file('src/templates/home.tsx');
    file('src/templates/old.tsx');
    file('gatsby-node.ts');
    const site = path.join(root, '.brand-sites', 'yardwise');
    syncSources(root, site);
    mkdirSync(path.join(site, '.cache'));
    writeFileSync(path.join(site, '.cache', 'state.json'), '{}');
    expect(syncSources(root, site)).toBe(0);

    writeFileSync(path.join(root, 'src/templates/home.tsx'), 'changed');
    rmSync(path.join(root, 'src/templates/old.tsx'));
    expect(syncSources(root, site)).toBe(2);
    expect(readFileSync(path.join(site, 'src/templates/home.tsx'), 'utf8')).toBe('changed');
    expect(existsSync(path.join(site, 'src/templates/old.tsx'))).toBe(false);
    expect(readFileSync(path.join(site, '.cache', 'state.json'), 'utf8')).toBe('{}');
    expect(syncSources(root, site)).toBe(0);

    // What is not a source is removed from the site folder, though the repo still has it.
    mkdirSync(path.join(site, '.preview'));
    writeFileSync(path.join(site, '.preview', 'index.html'), 'copied once');
    file('.preview/index.html', 'a release');
    expect(syncSources(root, site)).toBe(1);
    expect(existsSync(path.join(site, '.preview'))).toBe(false);
  });
});
