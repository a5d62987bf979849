import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineProject({
  root,
  plugins: [react()],
  resolve: { alias: { '@': `${root}src` } },
  test: {
    name: 'admin',
    environment: 'jsdom',
    // One jsdom per worker, as the web app's tests (setup.ts resets what a test leaves behind).
    isolate: false,
    unstubGlobals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
