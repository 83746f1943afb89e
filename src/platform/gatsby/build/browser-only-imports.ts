// The HTML renderer's bundle without the code islands load in the browser.
//
// Islands load their code with import() once the page has painted, in the browser; server rendering
// never runs those imports. Webpack still compiled everything behind them into the renderer's bundle
// (Sentry, InstantSearch, Amplify, the forms' validation, the captcha): its chunks and source maps
// took 13 MB, now 4 MB, and its cold compile 37.5 s, now 21.6 s, for the same HTML file for file
// (docs/benchmarks.md). In that bundle every import() made by a module under `sourceDir` resolves to
// `standIn` instead, a module that throws if it is ever evaluated, so a page that did need one fails
// its build rather than render without it.

interface ResolveData {
  request: string;
  contextInfo: { issuer?: string };
  dependencies: { type: string }[];
}

interface Compiler {
  hooks: { normalModuleFactory: { tap(name: string, use: (factory: { hooks: { beforeResolve: { tap(name: string, use: (data: ResolveData) => void): void } } }) => void): void } };
}

/** The webpack plugin: import() from a module under `sourceDir` (ending in a separator) resolves to `standIn`. */
export function browserOnlyImports(sourceDir: string, standIn: string): { apply(compiler: Compiler): void } {
  return {
    apply(compiler) {
      compiler.hooks.normalModuleFactory.tap('BrowserOnlyImports', (factory) => {
        factory.hooks.beforeResolve.tap('BrowserOnlyImports', (data) => {
          const issuer = data.contextInfo.issuer ?? '';
          if (issuer.startsWith(sourceDir) && data.dependencies.some((dependency) => dependency.type === 'import()')) data.request = standIn;
        });
      });
    },
  };
}
