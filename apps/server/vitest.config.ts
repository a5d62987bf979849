import { defineProject } from 'vitest/config';

// The embedded database takes seconds to start: one per test worker, shared by its test files,
// each started from one template made by the global setup (src/test/pglite-template.ts).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    pool: 'forks',
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
