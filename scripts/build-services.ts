// `npm run build:services`: bundles the services (services/src/main.ts and everything of ours it
// imports, wire/ included) into dist-services/main.mjs, and writes dist-services/package.json with
// exactly the packages the bundle imports, at the versions this repository's package.json pins.
// `npm install --omit=dev` in that folder and `node main.mjs` run the services on any Node 20 host.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(__dirname, '..');

/** The package a bare import names (`pg`, `@scope/name`, `hono` for `hono/cors`), or null for node: and relative imports. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The version of `name` installed in this repository's node_modules. */
function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Builds the bundle into `outDir`; answers the packages it needs with their versions. */
export async function buildServices(outDir = path.join(ROOT, 'dist-services')): Promise<Record<string, string>> {
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    entryPoints: [path.join(ROOT, 'services', 'src', 'main.ts')],
    outfile: path.join(outDir, 'main.mjs'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    banner: { js: '// The store\'s services, bundled by `npm run build:services`. Run: node main.mjs (environment: see docs/deploy.md).' },
  });
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const needed = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imported of output.imports) {
      const name = imported.external ? packageOf(imported.path) : null;
      if (name) needed.add(name);
    }
  }
  const dependencies: Record<string, string> = {};
  const missing: string[] = [];
  for (const name of [...needed].sort()) {
    // The version installed here (what package-lock.json resolved), so the deployed services run what was tested.
    if (root.dependencies[name]) dependencies[name] = installedVersion(name);
    else missing.push(root.devDependencies[name] ? `${name} (a devDependency: the services need it at run time)` : name);
  }
  if (missing.length) throw new Error(`The services import packages that are not production dependencies: ${missing.join(', ')}`);
  const manifest = { name: 'pet-storefront-services', private: true, type: 'module', engines: { node: '>=20' }, scripts: { start: 'node main.mjs' }, dependencies };
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return dependencies;
}

if (process.argv[1] && /build-services\.ts$/.test(process.argv[1])) {
  buildServices(process.argv[2] ? path.resolve(process.argv[2]) : undefined)
    .then((deps) => console.log(`dist-services/main.mjs built; it needs ${Object.keys(deps).join(', ')}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
