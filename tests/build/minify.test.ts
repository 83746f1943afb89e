// The browser bundle's minifier (swc through terser-webpack-plugin) does what Gatsby's terser did:
// unused code inside modules removed, names mangled, license comments extracted, a source map.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import { afterEach, describe, expect, it } from 'vitest';
import webpack, { type Stats } from 'webpack';
import { minifyWithSwc, swcMinimizer } from '../../src/platform/gatsby/build/minify';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'minify-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(dir, 'src', 'lib.js'),
    [
      '/*! @license Example library, MIT licence */',
      "export function usedHelper(someLongArgumentName) { return 'USED_CODE:' + someLongArgumentName; }",
      "export function unusedHelper() { return 'UNUSED_CODE'; }",
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'src', 'index.js'), "import { usedHelper } from './lib.js';\nexport const greet = (name) => usedHelper(name);\n");
  return dir;
}

function compile(dir: string, minimizer: webpack.WebpackPluginInstance): Promise<Stats> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    target: 'node',
    devtool: 'hidden-source-map',
    output: { path: path.join(dir, 'out'), library: { type: 'commonjs2' } },
    optimization: { minimize: true, minimizer: [minimizer] },
  });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error || !stats ? reject(error) : compiler.close(() => resolve(stats)))));
}

describe('swcMinimizer', () => {
  it('removes unused code, mangles, extracts the licence and writes a source map; the bundle still works', async () => {
    const dir = project();
    const stats = await compile(dir, swcMinimizer(false));
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    const out = path.join(dir, 'out');
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain('USED_CODE:');
    expect(code).not.toContain('UNUSED_CODE');
    expect(code).not.toContain('someLongArgumentName');
    expect(code).not.toContain('@license');
    expect(readdirSync(out).sort()).toEqual(['main.js', 'main.js.LICENSE.txt', 'main.js.map']);
    expect(readFileSync(path.join(out, 'main.js.LICENSE.txt'), 'utf8')).toContain('Example library, MIT licence');
    expect((JSON.parse(readFileSync(path.join(out, 'main.js.map'), 'utf8')) as { mappings: string }).mappings.length).toBeGreaterThan(0);
    const bundle = createRequire(__filename)(path.join(out, 'main.js')) as { greet(name: string): string };
    expect(bundle.greet('Rex')).toBe('USED_CODE:Rex');
  });
});

describe('minifyWithSwc', () => {
  it("replaces Gatsby's terser minimizer and keeps its worker count and the other minimizers", () => {
    const css = { constructor: { name: 'CssMinimizerPlugin' } };
    const config = { optimization: { minimizer: [new TerserPlugin({ parallel: 3 }), css] as unknown[] } };
    expect(minifyWithSwc(config)).toBe(true);
    const [js, other] = config.optimization.minimizer as [{ options: { parallel: unknown; minimizer: { implementation: unknown } } }, unknown];
    expect(js).toBeInstanceOf(TerserPlugin);
    expect(js.options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(js.options.parallel).toBe(3);
    expect(other).toBe(css);
  });

  it('leaves a config without terser as it is', () => {
    const config = { optimization: { minimizer: [{ constructor: { name: 'CssMinimizerPlugin' } }] as unknown[] } };
    expect(minifyWithSwc(config)).toBe(false);
    expect(minifyWithSwc({})).toBe(false);
  });
});
