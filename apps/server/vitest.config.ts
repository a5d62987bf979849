import { defineProject } from 'vitest/config';

// The embedded database takes seconds to start: one per test worker, shared by its test files.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    pool: 'forks',
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
