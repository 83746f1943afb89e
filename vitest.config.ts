import { defineConfig } from 'vitest/config';

// Unit and contract tests for the site (tests/) and the twin (twin/test/).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'twin/test/**/*.test.ts', 'services/test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
