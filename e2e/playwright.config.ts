import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium.mjs';

// The config is read again by every worker: values chosen here travel through the environment.
process.env.E2E_PORT ??= String(20000 + (process.pid % 20000));
// The built-in game provider's secret: tests sign seamless-wallet calls with it, as a game would.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'pisoplay-e2e-'));
const port = Number(process.env.E2E_PORT);
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  // Generous: a test signs up, hashes passwords and drives several screens on a 2-core machine,
  // and `npm test` runs the unit and PostgreSQL tests beside the browser tests. Only the wait for
  // a failing expectation is longer; a passing one goes on as soon as it holds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two workers even on 2 cores: a test mostly waits on the server and the browser (2.9 min with
  // one worker, 2.0 min with two, on this machine under load).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  outputDir: path.join(root, 'e2e/test-results'),
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // Layout as on a Pixel 7 at 390x844, rasterised at 1x: the software renderer paints 7 times
    // fewer pixels than at the phone's 2.6x. No endless animations (the Welfare wheel, the banner
    // autoplay) repainting while a test waits.
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    // A failed test keeps its trace: every action, the console and the network, with the
    // failure's screenshot below. Not the trace's screencast nor its DOM snapshots, which were
    // recorded all through every passing test too (the screencast cost about a third of the
    // browser tests' CPU; the snapshots, with the GPU process below, about a seventh). To see the
    // page at every step of a failure, rerun that test with `npx playwright test --trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
    // The app's service worker stays out of every test but the install test (install.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // The compositor in the browser process instead of a GPU process of its own: with no GPU
        // it only composites in software, and a process less to message saves CPU on every frame.
        '--in-process-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A fake front camera that needs no permission prompt (the KYC selfie).
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  // The chat's automatic reply comes only while no operator is connected to the chat, which
  // other tests do: its test runs first, alone.
  projects: [
    { name: 'chat-without-agents', testMatch: 'chat-without-agents.spec.ts' },
    {
      name: 'browser',
      testIgnore: 'chat-without-agents.spec.ts',
      dependencies: ['chat-without-agents'],
    },
  ],
  // The real, built server (`npm run build`) on a fresh embedded database, serving the built web
  // app. The database folder starts from the tests' template of a newly initialised cluster
  // (apps/server/src/test/pglite-template.ts) instead of running initdb; the server migrates and
  // seeds it as on any first start.
  webServer: {
    command: [
      `${path.join(root, 'node_modules/.bin/tsx')} ${path.join(root, 'apps/server/src/test/pglite-template.ts')} --into ${process.env.E2E_DATA_DIR}`,
      `exec node ${path.join(root, 'apps/server/dist/server.mjs')}`,
    ].join(' && '),
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The demo player and the development operator (admin / admin1234), as in development.
      SEED_DEMO_MEMBER: '1',
    },
  },
});
