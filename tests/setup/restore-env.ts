// Run before each file of the unit, contract and stacks projects, whose files `npm test` runs in shared
// workers (vitest.config.ts): whatever a file changed in the environment, timers or mocks is put back when
// it ends, so the next file in the same worker starts as it would in a process of its own.
import { afterAll, vi } from 'vitest';

const saved = { ...process.env };
// Gatsby's reporter, once loaded, sends what goes to the console to its parent process
// (process.send, which in a shared worker is Vitest's own channel).
const consoleMethods = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) => [name, console[name]] as const);

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
  for (const [name, method] of consoleMethods) console[name] = method;
  vi.useRealTimers();
  vi.restoreAllMocks();
});
