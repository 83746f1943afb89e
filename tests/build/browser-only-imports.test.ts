// The HTML renderer's bundle has a throwing stand-in wherever our modules load code with import();
// static imports, and import() from outside our source, are compiled as they are.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpack, { type Stats } from 'webpack';
import { browserOnlyImports } from '../../src/platform/gatsby/build/browser-only-imports';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project with an island (import() of a heavy module) under src/ and a library outside it doing the same. */
function project(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'browser-only-imports-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'src'));
  mkdirSync(path.join(dir, 'lib'));
  writeFileSync(path.join(dir, 'src', 'stand-in.js'), "throw new Error('browser only');\n");
  writeFileSync(path.join(dir, 'src', 'heavy.js'), "export const heavy = 'HEAVY_ISLAND_CODE';\n");
  writeFileSync(path.join(dir, 'src', 'shared.js'), "export const shared = 'SHARED_STATIC_CODE';\n");
  writeFileSync(path.join(dir, 'lib', 'lazy.js'), "export const lazy = 'LIBRARY_LAZY_CODE';\n");
  writeFileSync(path.join(dir, 'lib', 'index.js'), "export const loadLazy = () => import('./lazy.js');\n");
  writeFileSync(
    path.join(dir, 'src', 'index.js'),
    [
      "import { shared } from './shared.js';",
      "import { loadLazy } from '../lib/index.js';",
      "export const island = () => import(/* webpackChunkName: \"island\" */ './heavy.js');",
      'export { shared, loadLazy };',
      '',
    ].join('\n'),
  );
  return dir;
}

function compile(dir: string, plugins: webpack.WebpackPluginInstance[]): Promise<Stats> {
  const compiler = webpack({ mode: 'production', context: dir, entry: './src/index.js', target: 'node', output: { path: path.join(dir, 'out'), library: { type: 'commonjs2' } }, optimization: { minimize: false }, plugins });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error || !stats ? reject(error) : compiler.close(() => resolve(stats)))));
}

const bundleText = (dir: string) => readdirSync(path.join(dir, 'out')).map((file) => readFileSync(path.join(dir, 'out', file), 'utf8')).join('\n');

describe('browserOnlyImports', () => {
  it('compiles the stand-in in place of what our modules load with import(), and keeps everything else', async () => {
    const dir = project();
    const stats = await compile(dir, [browserOnlyImports(path.join(dir, 'src') + path.sep, path.join(dir, 'src', 'stand-in.js'))]);
    expect(stats.hasErrors()).toBe(false);
    const text = bundleText(dir);
    expect(text).not.toContain('HEAVY_ISLAND_CODE');
    expect(text).toContain('browser only');
    expect(text).toContain('SHARED_STATIC_CODE');
    expect(text).toContain('LIBRARY_LAZY_CODE');
    // The stand-in throws when the import() runs; everything loaded statically works.
    const bundle = createRequire(__filename)(path.join(dir, 'out', 'main.js')) as { island(): Promise<unknown>; shared: string; loadLazy(): Promise<{ lazy: string }> };
    expect(bundle.shared).toBe('SHARED_STATIC_CODE');
    await expect(bundle.island()).rejects.toThrow('browser only');
    expect((await bundle.loadLazy()).lazy).toBe('LIBRARY_LAZY_CODE');
  });

  it('without it, the same project compiles the island into the bundle', async () => {
    const dir = project();
    const stats = await compile(dir, []);
    expect(stats.hasErrors()).toBe(false);
    expect(bundleText(dir)).toContain('HEAVY_ISLAND_CODE');
  });
});
