// `npm test`: every check in order — typecheck, lint, unit and contract tests, the build of all
// brands, then the end-to-end tests in Chromium — stopping at the first failure.
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  command: string;
  args: string[];
}

const STEPS: Step[] = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.'] },
  { name: 'unit + contract (vitest)', command: 'npx', args: ['vitest', 'run'] },
  { name: 'build (all brands)', command: 'npm', args: ['run', 'build'] },
  { name: 'e2e (playwright)', command: 'npx', args: ['playwright', 'test'] },
];

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

function main(): void {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? '1' };
  const timings: [string, number][] = [];
  const started = Date.now();
  for (const step of STEPS) {
    console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
    const stepStarted = Date.now();
    const result = spawnSync(step.command, step.args, { stdio: 'inherit', env });
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

main();
