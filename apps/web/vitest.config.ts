import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineProject({
  root,
  plugins: [react()],
  resolve: { alias: { '@': `${root}src` } },
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom per worker, not per file: setting it up was most of this project's time (46 s of
    // 47 s on 2 cores). Files share modules, so setup.ts resets what tests leave behind.
    isolate: false,
    unstubGlobals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // A test of several taps, each awaited, ran past vitest's default 5 s while the browser tests
    // shared the 2 cores; a single find or waitFor still gives up after 5 s (setup.ts).
    testTimeout: 15_000,
  },
});
