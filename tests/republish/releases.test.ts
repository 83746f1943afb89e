import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedPages, currentRelease, ensureReleaseLink, newReleaseDir, publishRelease, pruneReleases, RELEASES_DIR, spareRelease } from '../../scripts/build/releases';
import { createStaticServer, listen } from '../../scripts/static-server/server';

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanup.splice(0)) fn();
});

function site(dir: string, pages: Record<string, string>): string {
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function tempDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('published builds as releases', () => {
  it('a plain brand folder becomes a release link, and publishing swaps the link', async () => {
    const dist = tempDist();
    site(path.join(dist, 'trailmate'), { 'index.html': 'old home', 'products/a/index.html': 'A' });
    await ensureReleaseLink(dist, 'trailmate');
    expect(lstatSync(path.join(dist, 'trailmate')).isSymbolicLink()).toBe(true);
    const first = currentRelease(dist, 'trailmate');
    expect(first && path.dirname(first)).toBe(path.join(dist, RELEASES_DIR));

    const next = site(newReleaseDir(dist, 'trailmate'), { 'index.html': 'new home', 'products/a/index.html': 'A' });
    const previous = await publishRelease(dist, 'trailmate', next);
    expect(previous).toBe(first);
    expect(currentRelease(dist, 'trailmate')).toBe(next);
    expect(changedPages(previous, next)).toEqual({ changed: ['/'], total: 2 });
  });

  it('changed pages lists pages added, changed and removed', () => {
    const dist = tempDist();
    const a = site(path.join(dist, 'a'), { 'index.html': '1', 'x/index.html': 'x', 'gone/index.html': 'g', '404.html': 'n', 'page-data/x/page-data.json': '{}' });
    const b = site(path.join(dist, 'b'), { 'index.html': '1', 'x/index.html': 'x2', 'new/index.html': 'n', '404.html': 'n', 'page-data/x/page-data.json': '{"a":1}' });
    expect(changedPages(a, b)).toEqual({ changed: ['/gone/', '/new/', '/x/'], total: 4 });
  });

  it('pruning keeps the served release and the one before it', async () => {
    const dist = tempDist();
    const releases: string[] = [];
    for (const text of ['1', '2', '3']) {
      const dir = site(newReleaseDir(dist, 'homing'), { 'index.html': text });
      releases.push(dir);
      await publishRelease(dist, 'homing', dir);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const other = site(newReleaseDir(dist, 'yardwise'), { 'index.html': 'y' });
    await publishRelease(dist, 'yardwise', other);
    await pruneReleases(dist, 'homing', 1);
    expect(readdirSync(path.join(dist, RELEASES_DIR)).sort()).toEqual([...releases.slice(1), other].map((dir) => path.basename(dir)).sort());
  });

  it('the static server serves the new build once the link is replaced, and never fails in between', async () => {
    const dist = tempDist();
    site(path.join(dist, 'trailmate'), { 'index.html': 'old home', '_redirects': '/old /new 301\n' });
    await ensureReleaseLink(dist, 'trailmate');
    const server: http.Server = createStaticServer({ root: path.join(dist, 'trailmate') });
    const port = await listen(server, 0);
    cleanup.push(() => {
      server.close();
      server.closeAllConnections();
    });
    const get = async (urlPath: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${urlPath}`, { redirect: 'manual' });
      return { status: res.status, text: await res.text(), location: res.headers.get('location') };
    };
    expect(await get('/')).toMatchObject({ status: 200, text: 'old home' });
    expect((await get('/old')).location).toBe('/new');

    let polling = true;
    const seen: { status: number; text: string }[] = [];
    const poll = (async () => {
      while (polling) seen.push(await get('/'));
    })();
    for (let i = 0; i < 5; i += 1) {
      const next = site(newReleaseDir(dist, 'trailmate'), { 'index.html': `home ${i}`, '_redirects': `/old /new-${i} 301\n` });
      await publishRelease(dist, 'trailmate', next);
      await new Promise((resolve) => setTimeout(resolve, 30));
      await pruneReleases(dist, 'trailmate', 1);
    }
    polling = false;
    await poll;
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.filter((r) => r.status !== 200)).toEqual([]);
    expect(await get('/')).toMatchObject({ status: 200, text: 'home 4' });
    expect((await get('/old')).location).toBe('/new-4');
  });
});

describe('writing a release from a build', () => {
  it('links the files the previous release holds unchanged, copies the rest, and leaves out build artefacts', async () => {
    const { writeRelease } = await import('../../scripts/build/brand-build');
    const dist = tempDist();
    const publicDir = site(path.join(dist, 'public'), { 'index.html': 'home', 'static/a.png': 'png', 'p/index.html': 'p1', 'app.js.map': '{}' });
    const first = path.join(dist, 'r1');
    await writeRelease(publicDir, first, null, (rel) => rel.endsWith('.map'));
    // The next build rewrites one page; everything else keeps its bytes and times.
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(path.join(publicDir, 'p/index.html'), 'p2');
    const second = path.join(dist, 'r2');
    await writeRelease(publicDir, second, first, (rel) => rel.endsWith('.map'));
    const inode = (file: string) => lstatSync(file).ino;
    expect(inode(path.join(second, 'static/a.png'))).toBe(inode(path.join(first, 'static/a.png')));
    expect(inode(path.join(second, 'index.html'))).toBe(inode(path.join(first, 'index.html')));
    expect(inode(path.join(second, 'p/index.html'))).not.toBe(inode(path.join(first, 'p/index.html')));
    expect(readdirSync(second).sort()).toEqual(['index.html', 'p', 'static']);
    // A later build writing public/ in place never reaches a release.
    writeFileSync(path.join(publicDir, 'index.html'), 'changed in place');
    expect(changedPages(first, second)).toEqual({ changed: ['/p/'], total: 2 });
  });
});

describe('recycling the release before the served one (the preview)', () => {
  it('brings it up to date under a new name, copying only what changed and never writing a file the served release shares', async () => {
    const { writeRelease, syncTree } = await import('../../scripts/build/brand-build');
    const dist = tempDist();
    const artefact = (rel: string) => rel.endsWith('.map');
    const publicDir = site(path.join(dist, 'public'), { 'index.html': 'home', 'static/a.png': 'png', 'p/index.html': 'p1', 'q/index.html': 'q1', 'app.js.map': '{}' });
    const first = newReleaseDir(dist, 'trailmate');
    await writeRelease(publicDir, first, null, artefact);
    await publishRelease(dist, 'trailmate', first);
    expect(spareRelease(dist, 'trailmate')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(path.join(publicDir, 'p/index.html'), 'p2');
    const second = newReleaseDir(dist, 'trailmate');
    await writeRelease(publicDir, second, first, artefact);
    await publishRelease(dist, 'trailmate', second);
    expect(spareRelease(dist, 'trailmate')).toBe(first);

    // The next build: a page changed again, one removed, one added.
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(path.join(publicDir, 'index.html'), 'home 3');
    rmSync(path.join(publicDir, 'q'), { recursive: true });
    site(publicDir, { 'r/index.html': 'r3' });
    const third = newReleaseDir(dist, 'trailmate');
    renameSync(first, third);
    // index.html (changed twice), p/index.html (changed in the served build), q/ gone, r/ new.
    expect(syncTree(publicDir, third, artefact)).toBe(4);
    const read = (dir: string, rel: string) => readFileSync(path.join(dir, rel), 'utf8');
    expect(read(third, 'index.html')).toBe('home 3');
    expect(read(third, 'p/index.html')).toBe('p2');
    expect(read(third, 'r/index.html')).toBe('r3');
    expect(readdirSync(third).sort()).toEqual(['index.html', 'p', 'r', 'static']);
    // The served release shared index.html with the recycled one: it still holds its own bytes.
    expect(read(second, 'index.html')).toBe('home');
    expect(read(second, 'q/index.html')).toBe('q1');
    const inode = (file: string) => lstatSync(file).ino;
    expect(inode(path.join(third, 'static/a.png'))).toBe(inode(path.join(second, 'static/a.png')));
    await publishRelease(dist, 'trailmate', third);
    expect(spareRelease(dist, 'trailmate')).toBe(second);
  });
});

describe('build artefacts kept beside the release', () => {
  it('copies only the artefacts that changed, keeps the others and drops those no longer built', async () => {
    const { syncArtefacts } = await import('../../scripts/build/brand-build');
    const root = tempDist();
    const publicDir = site(path.join(root, 'public'), {
      'index.html': '<p>home</p>',
      'app-0123456789abcdef0123.js': 'app()',
      'app-0123456789abcdef0123.js.map': '{"a":1}',
      'framework-0123456789abcdef0123.js.map': '{"f":1}',
      'webpack.stats.json': '{}',
      '~partytown/partytown.js': 'pt()',
    });
    const artefacts = path.join(root, 'artefacts');
    expect(await syncArtefacts(publicDir, artefacts)).toBe(4);
    const listing = () => readdirSync(artefacts, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(artefacts, path.join(e.parentPath, e.name))).sort();
    expect(listing()).toEqual(['app-0123456789abcdef0123.js.map', 'framework-0123456789abcdef0123.js.map', 'webpack.stats.json', path.join('~partytown', 'partytown.js')]);
    expect(await syncArtefacts(publicDir, artefacts)).toBe(0);
    // The next build: a new app map, the framework's unchanged, the old app's map gone.
    rmSync(path.join(publicDir, 'app-0123456789abcdef0123.js.map'));
    writeFileSync(path.join(publicDir, 'app-fedcba9876543210fedc.js.map'), '{"a":2}');
    writeFileSync(path.join(publicDir, 'webpack.stats.json'), '{"assets":[]}');
    expect(await syncArtefacts(publicDir, artefacts)).toBe(2);
    expect(listing()).toEqual(['app-fedcba9876543210fedc.js.map', 'framework-0123456789abcdef0123.js.map', 'webpack.stats.json', path.join('~partytown', 'partytown.js')]);
    expect(readFileSync(path.join(artefacts, 'webpack.stats.json'), 'utf8')).toBe('{"assets":[]}');
  });
});
