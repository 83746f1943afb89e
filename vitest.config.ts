import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit and contract tests for the site (tests/), the twin (twin/test/) and the services (services/test/),
// in projects run together by `vitest run`:
// - `contract`: files that start something — a twin, the services, a build, another process — or
//   render the generated content's pictures and videos or the service worker (seconds each);
// - `unit`: the rest, in-process and quick (`npm run test:quick` runs these with typecheck and lint);
// - `solo`: files that use a tool keeping state for its whole process, each in a process of its own.
// `npm test` runs `unit` and `contract` with `--no-isolate --minWorkers 3` (each worker loads the
// modules once and runs file after file; loading them again for every file cost more than the tests)
// and `solo` beside them.
// The twin's and the services' contract files (`stacks`) load the same large modules (the twin, the
// services, PGlite) and start what they test on fresh ports and databases. `npm test` runs them with
// `--no-isolate --minWorkers 3` (scripts/test-all.ts): each worker loads those modules once and runs
// file after file (so does its PostgreSQL step, with the doors' contract files beside them), and
// tests/setup/restore-env.ts puts back what a file changed in the environment (for `unit` and
// `contract` too, which `npm test` runs the same way).
const FILES = ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'twin/test/**/*.test.ts', 'services/test/**/*.test.ts'];

/** What a test file does that makes it a contract test: a stack, a twin, a build, a child process, rendered media, the service worker. */
const STARTS_SOMETHING =
  /from ['"][./]*(services\/test\/harness|twin\/test\/helpers|shared\/twin-process|scripts\/services-process|scripts\/build\/)|from ['"](\.\.?\/)+(harness|helpers)(\.js)?['"]|node:child_process|startStack|startTestTwin|launchTwin|buildBrand|scripts\/content\/(build-content|images)['"]|writeServiceWorker/;

const testFiles = ['tests', 'twin/test', 'services/test'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.posix.join(dir, name.split(path.sep).join('/'))),
);
/**
 * A tool that keeps state for its whole process: Gatsby's renderer, whose reporter takes over the
 * console and the signals, and the GraphQL code generator, which answers a second config with the
 * first one's output. Such a file gets a process of its own (the `solo` project).
 */
const KEEPS_PROCESS_STATE = /loadGatsbyRenderer|from ['"]@graphql-codegen\/cli['"]/;

const texts = new Map(testFiles.map((file) => [file, readFileSync(file, 'utf8')]));
const solo = testFiles.filter((file) => KEEPS_PROCESS_STATE.test(texts.get(file)!));
const contract = testFiles.filter((file) => !solo.includes(file) && STARTS_SOMETHING.test(texts.get(file)!));
const stacks = contract.filter((file) => /^(twin|services)\/test\//.test(file));

const shared = { environment: 'node' as const, testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' as const };

export default defineConfig({
  test: {
    // Most files wait on a process, a socket or a disk more than they compute: three at a time on
    // two cores (Vitest's default here would be one).
    maxWorkers: 3,
    projects: [
      { test: { ...shared, name: 'unit', include: FILES, exclude: ['**/node_modules/**', ...contract, ...solo], setupFiles: ['tests/setup/restore-env.ts'] } },
      { test: { ...shared, name: 'solo', include: solo } },
      { test: { ...shared, name: 'contract', include: contract.filter((file) => !stacks.includes(file)), setupFiles: ['tests/setup/restore-env.ts'] } },
      { test: { ...shared, name: 'stacks', include: stacks, setupFiles: ['tests/setup/restore-env.ts'] } },
    ],
  },
});
