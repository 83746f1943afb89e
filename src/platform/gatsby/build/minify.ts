// The browser bundle's minifier. Gatsby minifies its chunks with terser through terser-webpack-plugin;
// the same plugin here runs swc's minifier (@swc/core, a compiled port of terser's compress and
// mangle passes) with Gatsby's options: what terser did (unused code webpack leaves inside each
// module removed, names mangled, license comments extracted), in a fraction of the time
// (docs/benchmarks.md).

import TerserPlugin from 'terser-webpack-plugin';

type Minimizer = { constructor: { name: string } };

/** Gatsby's terser options (gatsby/dist/utils/webpack-utils.js, minifyJs), as swc takes them. */
export const SWC_MINIFY_OPTIONS = {
  ecma: 5,
  safari10: true,
  compress: { ecma: 5 },
  mangle: true,
  format: { ecma: 5 },
} as const;

/** A terser-webpack-plugin that minifies with swc, on as many workers as Gatsby's gave terser. */
export function swcMinimizer(parallel: number | boolean | undefined): TerserPlugin<typeof SWC_MINIFY_OPTIONS> {
  return new TerserPlugin({
    exclude: /\.min\.js/,
    minify: TerserPlugin.swcMinify,
    terserOptions: SWC_MINIFY_OPTIONS,
    parallel,
  });
}

/** Replaces Gatsby's terser minimizer in a webpack config with swcMinimizer; false if there was none. */
export function minifyWithSwc(config: { optimization?: { minimizer?: unknown[] } }): boolean {
  const minimizers = config.optimization?.minimizer;
  if (!minimizers) return false;
  const index = minimizers.findIndex((plugin) => (plugin as Minimizer).constructor.name === 'TerserPlugin');
  if (index < 0) return false;
  const terser = minimizers[index] as { options?: { parallel?: number | boolean } };
  minimizers[index] = swcMinimizer(terser.options?.parallel);
  return true;
}
