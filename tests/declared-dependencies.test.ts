import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';

// A package that works only because npm hoisted it beside another one breaks on the next install
// that lays node_modules out differently. Every package the code imports is declared in
// package.json; what the store needs to build and run is a dependency, what only tests, benchmarks
// and tooling need is a devDependency.

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Source files tracked by git (the tree a clean clone has). */
const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.cjs'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

/**
 * Code that only checks or measures the store: its imports may be devDependencies. Netlify's parsers
 * serve the local stand-in for the host (`npm start`, e2e) through netlify-files.ts, which the build
 * never imports; the host reads the files itself.
 */
const toolingOnly = (file: string): boolean =>
  /^(tests|e2e|twin\/test|services\/test|scripts\/bench)\//.test(file) ||
  file === 'scripts/static-server/netlify-files.ts' ||
  /^(codegen|eslint\.config|playwright\.config|vitest\.config)\./.test(file) ||
  /^scripts\/(check-|test-all)/.test(file);

const builtins = new Set(builtinModules);
const name = String.raw`['"]([@a-z0-9][\w.\-/@]*)['"]`;
const specifiers = [
  new RegExp(String.raw`^\s*(?:import|export)\b[^'";]*?\bfrom\s+${name}`, 'gm'), // import … from 'x'
  new RegExp(String.raw`^\s*import\s+${name}`, 'gm'), // import 'x'
  new RegExp(String.raw`\b(?:import|require|(?:require|req)\.resolve)\(\s*(?:/\*[^*]*\*/\s*)?${name}\s*\)`, 'g'), // import('x'), require('x'), require.resolve('x')
];

/** The package a bare import specifier names (`@scope/name/deep` → `@scope/name`), or undefined. */
export function packageOf(spec: string): string | undefined {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:') || spec.startsWith('~')) return undefined;
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (builtins.has(name)) return undefined;
  return name;
}

/** Packages a file imports, ignoring comments and type-only imports (erased at build time). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/^\s*import\s+type\s[^;]*;/gm, '');
  const found: string[] = [];
  for (const specifier of specifiers) {
    for (const match of text.matchAll(specifier)) {
      const name = packageOf(match[1]);
      if (name) found.push(name);
    }
  }
  return found;
}

const runtimeImports = new Map<string, string>();
const toolingImports = new Map<string, string>();
/** Studio (studio/) installs from its own package.json: its imports are checked against that one. */
const studioImports = new Map<string, string>();
for (const file of files) {
  if (file.startsWith('studio/')) {
    for (const name of importsOf(file)) if (!studioImports.has(name)) studioImports.set(name, file);
    continue;
  }
  for (const name of importsOf(file)) {
    const into = toolingOnly(file) ? toolingImports : runtimeImports;
    if (!into.has(name)) into.set(name, file);
  }
}

/** Packages Gatsby loads by name from its config rather than by import. */
const gatsbyConfig = readFileSync('gatsby-config.ts', 'utf8');
const namedInConfig = (name: string): boolean => gatsbyConfig.includes(`'${name}'`);

describe('declared dependencies', () => {
  it('reads imports the way the code writes them', () => {
    expect(packageOf('@shopify/hydrogen-react/storefront.schema.json')).toBe('@shopify/hydrogen-react');
    expect(packageOf('instantsearch.js/es/lib/routers')).toBe('instantsearch.js');
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('path')).toBeUndefined();
    expect(packageOf('../brands')).toBeUndefined();
  });

  it('declares every package the store imports as a dependency', () => {
    const missing = [...runtimeImports].filter(([name]) => !pkg.dependencies[name]).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('declares every package tests, benchmarks and tooling import', () => {
    const missing = [...toolingImports]
      .filter(([name]) => !pkg.dependencies[name] && !pkg.devDependencies[name])
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('keeps packages only tests and tooling use out of the dependencies', () => {
    const testOnly = Object.keys(pkg.dependencies).filter(
      (name) => !runtimeImports.has(name) && !namedInConfig(name) && toolingImports.has(name),
    );
    expect(testOnly).toEqual([]);
  });

  it('declares every package Studio imports in studio/package.json', () => {
    const studio = JSON.parse(readFileSync('studio/package.json', 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    const declared = { ...studio.dependencies, ...studio.devDependencies };
    const missing = [...studioImports].filter(([name]) => !declared[name]).map(([name, file]) => `${name} (${file})`);
    expect(studioImports.has('sanity')).toBe(true);
    expect(missing).toEqual([]);
  });
});
