// `npm test`: every check in order — typecheck, lint, unit and contract tests, the build of all
// brands, one brand built with hosted settings, the end-to-end tests in Chromium, then the first-load
// budget on a generated 2,000-product build — stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Variables changed for this step (undefined removes one). */
  env?: Record<string, string | undefined>;
  /** Checked when the step is reached: why it is skipped, or null to run it. */
  skip?: () => string | null;
  /** Checked before any step runs: what is missing and how to get it, or null. */
  requires?: () => string | null;
}

/** The Chromium the end-to-end tests drive (Debian's by default). */
export function chromiumProblem(env: NodeJS.ProcessEnv = process.env, exists: (file: string) => boolean = existsSync): string | null {
  const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (exists(chromium)) return null;
  return env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${chromium} does not exist.`
    : `The end-to-end tests need Chromium at ${chromium}: install it with \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).`;
}

/** Vitest's options for files that share their worker's modules (vitest.config.ts). */
const SHARED_WORKERS = ['--no-isolate', '--minWorkers', '3'];

const STEPS: Step[] = [
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.'] },
  // Unused files, exports and dependencies, and imported packages package.json does not declare
  // (knip.config.ts); then that the code the store builds and runs with imports only dependencies.
  { name: 'knip', command: 'npx', args: ['knip', '--no-progress', '--no-config-hints'] },
  { name: 'knip (dependencies of the store)', command: 'npx', args: ['knip', '--strict', '--include', 'dependencies,unlisted', '--no-progress', '--no-config-hints'] },
  // The services' suite runs here on the embedded database (PGlite)…
  { name: 'unit + contract (vitest)', command: 'npx', args: ['vitest', 'run', '--project', 'unit', '--project', 'contract'], env: { SERVICES_TEST_DATABASE_URL: undefined } },
  // The twin's and the services' own suites: each worker loads their modules once and runs file after
  // file (vitest.config.ts says why); every worker is kept to the end (vitest-dev/vitest#8133).
  { name: 'twin + services (vitest)', command: 'npx', args: ['vitest', 'run', '--project', 'stacks', ...SHARED_WORKERS], env: { SERVICES_TEST_DATABASE_URL: undefined } },
  // …and again on a real PostgreSQL server (.ci/run installs and starts Debian's).
  {
    name: 'services on PostgreSQL',
    command: 'npx',
    // The services' own suite and the site's doors, whose contract tests call the services.
    args: ['vitest', 'run', ...SHARED_WORKERS, 'services/test', 'tests/lib/forms-door', 'tests/lib/services-', 'tests/lib/subscriptions-door', 'tests/lib/auth-', 'tests/account/training-videos-door'],
    env: { SERVICES_TEST_DATABASE: 'postgres' },
    skip: () => (process.env.SERVICES_TEST_DATABASE_URL ? null : process.env.CI ? null : 'SERVICES_TEST_DATABASE_URL is not set (a postgres:// URL of a server where tests may create databases)'),
  },
  { name: 'build (all brands)', command: 'npm', args: ['run', 'build'] },
  // One small brand built with hosted-shaped settings in a temporary copy: no twin origin, port or id
  // in what it publishes, and a CSP of exactly the hosted origins (docs/deploy.md).
  { name: 'hosted build (homing)', command: 'npx', args: ['tsx', 'scripts/check-hosted-build.ts', '--brand', 'homing'] },
  { name: 'e2e (playwright)', command: 'npx', args: ['playwright', 'test'], requires: () => chromiumProblem() },
  // The first-load budget on a generated catalogue (two locales keep the build to a few minutes).
  { name: 'first-load JS at 2,000 products', command: 'npx', args: ['tsx', 'scripts/check-size-at-scale.ts', '--products', '2000', '--locales', 'en-us,de-de'] },
];

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

function main(): void {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? '1' };
  const timings: [string, number][] = [];
  const started = Date.now();
  // Missing tools are reported before the first step, not after a long build.
  const missing = STEPS.map((step) => step.requires?.()).filter((problem): problem is string => Boolean(problem));
  if (missing.length) {
    for (const problem of missing) console.error(`✗ ${problem}`);
    process.exit(1);
  }
  for (const step of STEPS) {
    const skipped = step.skip?.();
    if (skipped) {
      console.log(`\n– ${step.name}: skipped (${skipped})`);
      continue;
    }
    console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
    const stepStarted = Date.now();
    const stepEnv: NodeJS.ProcessEnv = { ...env, ...step.env };
    for (const [name, value] of Object.entries(step.env ?? {})) if (value === undefined) delete stepEnv[name];
    const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: stepEnv });
    const took = Date.now() - stepStarted;
    timings.push([step.name, took]);
    if (result.status !== 0) {
      console.error(`\n✗ ${step.name} failed after ${seconds(took)} (exit ${result.status ?? result.signal}).`);
      printTimings(timings, Date.now() - started);
      process.exit(result.status || 1);
    }
    console.log(`✓ ${step.name} (${seconds(took)})`);
  }
  printTimings(timings, Date.now() - started);
}

function printTimings(timings: [string, number][], total: number): void {
  console.log('\nStep times:');
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(28)} ${seconds(ms).padStart(8)}`);
  console.log(`  ${'total'.padEnd(28)} ${seconds(total).padStart(8)}`);
}

if (process.argv[1] && /test-all\.ts$/.test(process.argv[1])) main();
