// `npm test`: every check — typecheck, lint, unit and contract tests, the build of all brands and
// the first-load budget on a generated 2,000-product build, the end-to-end tests in Chromium, then one
// brand built with hosted settings — in stages, stopping after the first stage that fails. The steps of
// a stage run side by side where neither keeps both cores busy on its own (a type checker, a linter,
// a Gatsby build, tests waiting on PostgreSQL); their output is printed whole as each one ends. A
// chain of steps in a stage runs one after another, beside the stage's other steps.
import { spawn } from 'node:child_process';
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

/** Steps that run side by side; an array among them is a chain, run one after another (stopping at a failure). */
type Stage = (Step | Step[])[];

const STAGES: Stage[] = [
  [
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
    { name: 'lint', command: 'npx', args: ['eslint', '.'] },
    // Unused files, exports and dependencies, and imported packages package.json does not declare
    // (knip.config.ts); then that the code the store builds and runs with imports only dependencies.
    { name: 'knip', command: 'npx', args: ['knip', '--no-progress', '--no-config-hints'] },
    { name: 'knip (dependencies of the store)', command: 'npx', args: ['knip', '--strict', '--include', 'dependencies,unlisted', '--no-progress', '--no-config-hints'] },
  ],
  [
    // Each worker loads the modules once and runs file after file; every worker is kept to the end
    // (vitest-dev/vitest#8133). The few files that need a process of their own run beside them.
    { name: 'unit + contract (vitest)', command: 'npx', args: ['vitest', 'run', '--project', 'unit', '--project', 'contract', ...SHARED_WORKERS], env: { SERVICES_TEST_DATABASE_URL: undefined } },
    { name: 'solo (vitest)', command: 'npx', args: ['vitest', 'run', '--project', 'solo', '--maxWorkers', '1'] },
  ],
  // The twin's and the services' own suites, the services' on the embedded database (PGlite): each
  // worker loads their modules once and runs file after file (vitest.config.ts says why); every worker
  // is kept to the end (vitest-dev/vitest#8133).
  [{ name: 'twin + services (vitest)', command: 'npx', args: ['vitest', 'run', '--project', 'stacks', ...SHARED_WORKERS], env: { SERVICES_TEST_DATABASE_URL: undefined } }],
  [
    // …and again on a real PostgreSQL server (.ci/run installs and starts Debian's): the services' own
    // suite and the site's doors, whose contract tests call the services.
    {
      name: 'services on PostgreSQL',
      command: 'npx',
      args: ['vitest', 'run', ...SHARED_WORKERS, 'services/test', 'tests/lib/forms-door', 'tests/lib/services-', 'tests/lib/subscriptions-door', 'tests/lib/auth-', 'tests/account/training-videos-door'],
      env: { SERVICES_TEST_DATABASE: 'postgres' },
      skip: () => (process.env.SERVICES_TEST_DATABASE_URL ? null : process.env.CI ? null : 'SERVICES_TEST_DATABASE_URL is not set (a postgres:// URL of a server where tests may create databases)'),
    },
    { name: 'build (all brands)', command: 'npm', args: ['run', 'build'] },
    [
      // The first-load budget on a generated catalogue (two locales keep the build to a few minutes).
      // Its build, in the next build's locales and with the next build's changed string, is kept as
      // Trailmate's next build for the service-worker spec, which otherwise builds Trailmate once more.
      { name: 'first-load JS at 2,000 products', command: 'npx', args: ['tsx', 'scripts/check-size-at-scale.ts', '--products', '2000', '--locales', 'en-us,de-de', '--as-next-build'] },
      // Then one small brand built with hosted-shaped settings in a temporary copy: no twin origin, port
      // or id in what it publishes, and a CSP of exactly the hosted origins (docs/deploy.md).
      { name: 'hosted build (homing)', command: 'npx', args: ['tsx', 'scripts/check-hosted-build.ts', '--brand', 'homing'] },
    ],
  ],
  [{ name: 'e2e (playwright)', command: 'npx', args: ['playwright', 'test'], requires: () => chromiumProblem() }],
];

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

interface Outcome {
  name: string;
  ms: number;
  /** The exit code, or the signal that ended the step. */
  exit: number | string;
}

/** Runs one step; alone, its output goes straight to the terminal, beside others it is kept and printed whole when it ends. */
function runStep(step: Step, env: NodeJS.ProcessEnv, alone: boolean): Promise<Outcome> {
  const stepEnv: NodeJS.ProcessEnv = { ...env, ...step.env };
  for (const [name, value] of Object.entries(step.env ?? {})) if (value === undefined) delete stepEnv[name];
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const started = Date.now();
  const child = spawn(step.command, step.args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: stepEnv });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const outcome = { name: step.name, ms: Date.now() - started, exit: code ?? signal ?? 1 };
      if (!alone) {
        console.log(`\n─── ${step.name} ───`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(outcome.exit === 0 ? `✓ ${step.name} (${seconds(outcome.ms)})` : `\n✗ ${step.name} failed after ${seconds(outcome.ms)} (exit ${outcome.exit}).`);
      resolve(outcome);
    });
  });
}

/** Runs a chain's steps one after another, up to the first that fails. */
async function runChain(chain: Step[], env: NodeJS.ProcessEnv, alone: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of chain) {
    const outcome = await runStep(step, env, alone);
    outcomes.push(outcome);
    if (outcome.exit !== 0) break;
  }
  return outcomes;
}

async function main(): Promise<void> {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? '1' };
  const timings: StageTiming[] = [];
  const started = Date.now();
  // Missing tools are reported before the first step, not after a long build.
  const missing = STAGES.flat(2)
    .map((step) => step.requires?.())
    .filter((problem): problem is string => Boolean(problem));
  if (missing.length) {
    for (const problem of missing) console.error(`✗ ${problem}`);
    process.exit(1);
  }
  for (const stage of STAGES) {
    const chains = stage
      .map((entry) =>
        (Array.isArray(entry) ? entry : [entry]).filter((step) => {
          const skipped = step.skip?.();
          if (skipped) console.log(`\n– ${step.name}: skipped (${skipped})`);
          return !skipped;
        }),
      )
      .filter((chain) => chain.length > 0);
    const alone = chains.length === 1 && chains[0]!.length === 1;
    const stageStarted = Date.now();
    const outcomes = (await Promise.all(chains.map((chain) => runChain(chain, env, alone)))).flat();
    timings.push({ steps: outcomes.map((outcome) => [outcome.name, outcome.ms]), ms: Date.now() - stageStarted });
    const failed = outcomes.find((outcome) => outcome.exit !== 0);
    if (failed) {
      printTimings(timings, Date.now() - started);
      process.exit(typeof failed.exit === 'number' ? failed.exit : 1);
    }
  }
  printTimings(timings, Date.now() - started);
}

/** A stage's steps with their times, and the stage's own time (its steps ran side by side). */
interface StageTiming {
  steps: [string, number][];
  ms: number;
}

function printTimings(timings: StageTiming[], total: number): void {
  console.log('\nStep times (the steps under one stage ran side by side):');
  for (const stage of timings) {
    if (stage.steps.length > 1) console.log(`  ${'stage'.padEnd(34)} ${seconds(stage.ms).padStart(8)}`);
    for (const [name, ms] of stage.steps) console.log(`  ${stage.steps.length > 1 ? '  ' : ''}${name.padEnd(stage.steps.length > 1 ? 32 : 34)} ${seconds(ms).padStart(8)}`);
  }
  console.log(`  ${'total'.padEnd(34)} ${seconds(total).padStart(8)}`);
}

if (process.argv[1] && /test-all\.ts$/.test(process.argv[1])) void main();
