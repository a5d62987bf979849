import { configDefaults, defineProject } from 'vitest/config';

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
    // On PostgreSQL (`npm run test:pg`) the suite runs again for what the database decides; the
    // game engines' simulations touch no database, so they run once, on the embedded run.
    exclude: process.env.TEST_DATABASE_URL
      ? [...configDefaults.exclude, 'src/providers/games/builtin/engines/**']
      : configDefaults.exclude,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
