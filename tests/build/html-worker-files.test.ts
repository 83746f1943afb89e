import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';

type OutputFile = (file: string, data: string, ...rest: unknown[]) => Promise<void> | undefined;
interface HtmlWorkerFiles {
  outputFileSync: OutputFile;
  readPageDataSync(generatePageDataPath: (publicDir: string, pagePath: string) => string): (publicDir: string, pagePath: string) => Promise<unknown>;
  pageFilesSynchronously(gatsbyRequire: (id: string) => unknown, later?: (run: () => void) => void): void;
}
const modulePath = path.resolve(__dirname, '../../src/platform/gatsby/build/html-worker-files.cjs');
const files = createRequire(import.meta.url)(modulePath) as HtmlWorkerFiles;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'html-worker-files-'));
  dirs.push(dir);
  return dir;
};

describe('outputFileSync', () => {
  it('writes the file, making its folders, and resolves', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'products', 'summit-jacket', 'index.html');
    await expect(files.outputFileSync(file, '<p>Summit</p>')).resolves.toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe('<p>Summit</p>');
    await files.outputFileSync(file, '<p>Summit rain jacket</p>');
    expect(readFileSync(file, 'utf8')).toBe('<p>Summit rain jacket</p>');
  });

  it('rejects when the file cannot be written, and calls a callback with the error instead when given one', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'taken'), 'a file, not a folder');
    const file = path.join(dir, 'taken', 'index.html');
    await expect(files.outputFileSync(file, 'x')).rejects.toThrow(/EEXIST|ENOTDIR/);
    const errors: unknown[] = [];
    expect(files.outputFileSync(file, 'x', (error: unknown) => errors.push(error))).toBeUndefined();
    expect(String(errors[0])).toMatch(/EEXIST|ENOTDIR/);
    const ok: unknown[] = [];
    files.outputFileSync(path.join(dir, 'a', 'b.html'), 'y', 'utf8', (error: unknown) => ok.push(error));
    expect(ok).toEqual([null]);
  });
});

describe('readPageDataSync', () => {
  it("reads and parses a page's data at the path Gatsby gives it", async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'page-data', 'about'), { recursive: true });
    writeFileSync(path.join(dir, 'page-data', 'about', 'page-data.json'), '{"path":"/about/"}');
    const read = files.readPageDataSync((publicDir, pagePath) => path.join(publicDir, 'page-data', pagePath.replace(/^\/|\/$/g, ''), 'page-data.json'));
    await expect(read(dir, '/about/')).resolves.toEqual({ path: '/about/' });
    await expect(read(dir, '/missing/')).rejects.toThrow(/ENOENT/);
  });
});

describe('pageFilesSynchronously', () => {
  it('replaces outputFile at once and readPageData once the worker has loaded', () => {
    const fsExtra = { outputFile: () => undefined as unknown };
    const pageData = { readPageData: () => undefined as unknown };
    const modules: Record<string, unknown> = { 'fs-extra': fsExtra, './dist/utils/page-data': pageData, 'gatsby-core-utils': { generatePageDataPath: () => '' } };
    const later: (() => void)[] = [];
    const original = pageData.readPageData;
    files.pageFilesSynchronously((id) => modules[id], (run) => later.push(run));
    expect(fsExtra.outputFile).toBe(files.outputFileSync);
    expect(pageData.readPageData).toBe(original);
    later.forEach((run) => run());
    expect(pageData.readPageData.name).toBe('readPageDataSynchronously');
  });

  it("acts in Gatsby's workers only", () => {
    // Gatsby's own fs-extra and page-data modules, as its workers load them.
    const probe = [
      "const gatsbyRequire = require('node:module').createRequire(require.resolve('gatsby/package.json'));",
      "setImmediate(() => console.log(gatsbyRequire('fs-extra').outputFile.name, gatsbyRequire('./dist/utils/page-data').readPageData.name));",
    ].join('\n');
    const run = (env: NodeJS.ProcessEnv) =>
      spawnSync(process.execPath, [`--require=${modulePath}`, '-e', probe], { cwd: path.resolve(__dirname, '../..'), env: { ...process.env, ...env }, encoding: 'utf8' });
    const outside = run({ GATSBY_WORKER_POOL_WORKER: '' });
    expect(outside.stdout.trim()).toBe('outputFile readPageData');
    const inside = run({ GATSBY_WORKER_POOL_WORKER: 'true' });
    expect(inside.stdout.trim()).toBe('outputFileSync readPageDataSynchronously');
  });
});
