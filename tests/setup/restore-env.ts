// Run before each file of the contract and stacks projects, whose files `npm test` runs in shared
// workers (vitest.config.ts): whatever a file changed in the environment, timers or mocks is put back when
// it ends, so the next file in the same worker starts as it would in a process of its own.
import { afterAll, vi } from 'vitest';

const saved = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
  vi.useRealTimers();
  vi.restoreAllMocks();
});
