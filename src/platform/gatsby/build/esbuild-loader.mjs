// Webpack loader: our own TypeScript and JSX modules compiled by esbuild (types removed, JSX to
// React.createElement as Gatsby's babel preset does, syntax lowered to `target`). Used by
// gatsby-node.ts for the modules of src/ that have no GraphQL query: babel stays for those, as its
// Gatsby plugins take the queries out. Plain JavaScript: webpack loads its loaders itself.
import { transform } from 'esbuild';

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'jsx', '.jsx': 'jsx', '.mjs': 'js' };

export default function esbuildLoader(source) {
  const done = this.async();
  const { target } = this.getOptions();
  const extension = /\.[^.\\/]+$/.exec(this.resourcePath)?.[0] ?? '.js';
  transform(source, {
    loader: LOADERS[extension] ?? 'js',
    target,
    jsx: 'transform',
    jsxFactory: 'React.createElement',
    jsxFragment: 'React.Fragment',
    sourcemap: this.sourceMap ? 'external' : false,
    sourcefile: this.resourcePath,
    // The project's tsconfig says how the editor checks types; the output takes nothing from it.
    tsconfigRaw: {},
  }).then(
    (result) => done(null, result.code, result.map ? JSON.parse(result.map) : undefined),
    (error) => done(error),
  );
}
