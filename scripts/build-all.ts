// `npm run build`: builds every brand in turn (`BRAND=<id> gatsby build`), copies each `public/`
// to `dist/<id>/` (the published site) and its build artefacts (source maps, webpack manifests:
// src/build/published-files.ts) to `.artifacts/<id>/`, and prints the pages built and the time each
// brand took.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { BRAND_IDS } from '../brands';
import { isBuildArtefact } from '../src/build/published-files';
import { loadEnvFile } from './env-file';

const root = path.resolve(__dirname, '..');

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** Number of built HTML pages under a folder (index.html files plus 404.html/500.html). */
function countPages(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry === 'page-data' || entry === 'static' || entry === '_gatsby') continue;
      count += countPages(full);
    } else if (entry === 'index.html') {
      count += 1;
    }
  }
  return count;
}

/** Paths (relative, `/`-separated) of the build artefacts under dir: files, or whole folders. */
function artefactPaths(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (isBuildArtefact(child)) out.push(child);
    else if (entry.isDirectory()) out.push(...artefactPaths(dir, child));
  }
  return out;
}

const lockFile = path.join(root, 'node_modules', '.cache', 'build-all.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Builds share public/ and .cache/: a second `npm run build` waits for the first to finish. */
async function acquireLock(): Promise<void> {
  let announced = false;
  for (;;) {
    const holder = existsSync(lockFile) ? Number(readFileSync(lockFile, 'utf8')) : 0;
    if (!holder || !isAlive(holder)) break;
    if (!announced) console.log(`Waiting for another build (pid ${holder}) to finish…`);
    announced = true;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  await mkdir(path.dirname(lockFile), { recursive: true });
  writeFileSync(lockFile, String(process.pid));
  process.on('exit', () => {
    if (existsSync(lockFile) && Number(readFileSync(lockFile, 'utf8')) === process.pid) rmSync(lockFile);
  });
}

async function main(): Promise<void> {
  loadEnvFile();
  await acquireLock();
  const requested = process.argv.slice(2);
  const brands = requested.length ? BRAND_IDS.filter((b) => requested.includes(b)) : BRAND_IDS;
  const gatsby = path.join(root, 'node_modules', 'gatsby', 'cli.js');
  const results: { brand: string; pages: number; seconds: number }[] = [];
  for (const brand of brands) {
    const started = Date.now();
    console.log(`\n=== Building ${brand} ===`);
    // Each brand keeps its own Gatsby cache between runs (parked under node_modules/.cache): the
    // .cache/ and public/ of its last build, together, as Gatsby's cached builds need both (it
    // discards a .cache/ without public/, and a public/ from another build would not match it).
    const parked = path.join(root, 'node_modules', '.cache', 'brand-builds', brand);
    const parkedPublic = `${parked}-public`;
    await rm(path.join(root, '.cache'), { recursive: true, force: true });
    await rm(path.join(root, 'public'), { recursive: true, force: true });
    if (existsSync(parked) && existsSync(parkedPublic)) {
      await rename(parked, path.join(root, '.cache'));
      await rename(parkedPublic, path.join(root, 'public'));
    }
    await rm(parked, { recursive: true, force: true });
    await rm(parkedPublic, { recursive: true, force: true });
    const env = { ...process.env, BRAND: brand, GATSBY_TELEMETRY_DISABLED: '1' };
    const code = await run(process.execPath, [gatsby, 'build'], env);
    if (code !== 0) {
      console.error(`Build of ${brand} failed with exit code ${code}.`);
      process.exit(code);
    }
    const target = path.join(root, 'dist', brand);
    const artefacts = path.join(root, '.artifacts', brand);
    await rm(target, { recursive: true, force: true });
    await rm(artefacts, { recursive: true, force: true });
    await mkdir(path.dirname(target), { recursive: true });
    // public/ itself stays whole (it is parked with .cache/ below for the next cached build); only
    // the copies are split into what the CDN publishes and what stays with the build.
    const publicDir = path.join(root, 'public');
    const relative = (source: string) => path.relative(publicDir, source).split(path.sep).join('/');
    await cp(publicDir, target, { recursive: true, filter: (source) => source === publicDir || !isBuildArtefact(relative(source)) });
    for (const rel of artefactPaths(publicDir)) {
      await mkdir(path.dirname(path.join(artefacts, rel)), { recursive: true });
      await cp(path.join(publicDir, rel), path.join(artefacts, rel), { recursive: true });
    }
    // The next brand must not reuse this brand's Gatsby cache (pages, queries, redirects).
    if (existsSync(path.join(root, '.cache'))) {
      await mkdir(path.dirname(parked), { recursive: true });
      await rename(path.join(root, '.cache'), parked);
      await rename(path.join(root, 'public'), parkedPublic);
    } else {
      await rm(path.join(root, 'public'), { recursive: true, force: true });
    }
    const seconds = (Date.now() - started) / 1000;
    const pages = countPages(target);
    results.push({ brand, pages, seconds });
    console.log(`${brand}: ${pages} pages in ${seconds.toFixed(1)} s → dist/${brand}/ (source maps and manifests: .artifacts/${brand}/)`);
  }
  console.log('\nBuilt:');
  for (const r of results) console.log(`  ${r.brand.padEnd(10)} ${String(r.pages).padStart(6)} pages  ${r.seconds.toFixed(1).padStart(7)} s  dist/${r.brand}/`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
