// Files of a Gatsby build that a re-render replaced go back as Gatsby wrote them before the next
// `gatsby build`; files Gatsby did not have are removed again.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepOriginals, restoreOriginals } from '../../scripts/build/page-originals';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function build(files: Record<string, string>): { cacheDir: string; publicDir: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'page-originals-'));
  dirs.push(root);
  const cacheDir = path.join(root, '.cache');
  const publicDir = path.join(root, 'public');
  mkdirSync(cacheDir, { recursive: true });
  for (const [rel, text] of Object.entries(files)) write(publicDir, rel, text);
  return { cacheDir, publicDir };
}

function write(dir: string, rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
}

const read = (dir: string, rel: string) => readFileSync(path.join(dir, rel), 'utf8');

describe("a re-render's originals", () => {
  it('moves the listed files aside and puts them back, removing the files Gatsby did not have', async () => {
    const { cacheDir, publicDir } = build({ 'a/index.html': 'gatsby a', 'page-data/a/page-data.json': '{"a":1}', 'b/index.html': 'gatsby b' });
    await keepOriginals(cacheDir, publicDir, ['a/index.html', 'page-data/a/page-data.json', 'new/index.html']);
    expect(existsSync(path.join(publicDir, 'a/index.html'))).toBe(false);
    expect(existsSync(path.join(publicDir, 'page-data/a/page-data.json'))).toBe(false);
    expect(read(publicDir, 'b/index.html')).toBe('gatsby b');

    write(publicDir, 'a/index.html', 'rendered a');
    write(publicDir, 'page-data/a/page-data.json', '{"a":2}');
    write(publicDir, 'new/index.html', 'rendered new');

    expect(await restoreOriginals(cacheDir, publicDir)).toBe(3);
    expect(read(publicDir, 'a/index.html')).toBe('gatsby a');
    expect(read(publicDir, 'page-data/a/page-data.json')).toBe('{"a":1}');
    expect(read(publicDir, 'b/index.html')).toBe('gatsby b');
    expect(existsSync(path.join(publicDir, 'new/index.html'))).toBe(false);
    expect(readdirSync(cacheDir)).toEqual([]);
  });

  it("keeps Gatsby's version once: a later re-render of the same file does not replace it", async () => {
    const { cacheDir, publicDir } = build({ 'a/index.html': 'gatsby a' });
    await keepOriginals(cacheDir, publicDir, ['a/index.html']);
    write(publicDir, 'a/index.html', 'rendered once');
    await keepOriginals(cacheDir, publicDir, ['a/index.html', 'new/index.html']);
    expect(read(publicDir, 'a/index.html')).toBe('rendered once');
    write(publicDir, 'a/index.html', 'rendered twice');
    write(publicDir, 'new/index.html', 'rendered new');

    expect(await restoreOriginals(cacheDir, publicDir)).toBe(2);
    expect(read(publicDir, 'a/index.html')).toBe('gatsby a');
    expect(existsSync(path.join(publicDir, 'new/index.html'))).toBe(false);
  });

  it('leaves a listed file alone when it was never moved aside (an interrupted keep)', async () => {
    const { cacheDir, publicDir } = build({ 'a/index.html': 'gatsby a' });
    // The list is written before any file moves: it names the file, which is still Gatsby's.
    write(path.join(cacheDir, 'page-originals'), 'manifest.json', JSON.stringify({ files: { 'a/index.html': true } }));

    expect(await restoreOriginals(cacheDir, publicDir)).toBe(1);
    expect(read(publicDir, 'a/index.html')).toBe('gatsby a');
    expect(existsSync(path.join(cacheDir, 'page-originals'))).toBe(false);
  });

  it('restores nothing when nothing was kept', async () => {
    const { cacheDir, publicDir } = build({ 'a/index.html': 'gatsby a' });
    expect(await restoreOriginals(cacheDir, publicDir)).toBe(0);
    expect(read(publicDir, 'a/index.html')).toBe('gatsby a');
  });
});
