// Proves a production install works: copies the built server, web app and back office with the package
// manifests into a temporary folder, installs only the runtime dependencies there
// (`npm ci --omit=dev`, from the local npm cache where it can), starts
// `npm run start:production` with NODE_ENV=production, and checks that it answers and that a
// player can play a round of a built-in game (production-round.ts). Needs `npm run build` first
// (npm test runs it in test:e2e).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Decoder } from 'cbor-x';
import { playARound } from './production-round.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cbor = new Decoder({ mapsAsObjects: true });
const copies = [
  'package.json',
  'package-lock.json',
  'packages/contract/package.json',
  'apps/server/package.json',
  'apps/server/dist',
  'apps/web/package.json',
  'apps/web/dist',
  'apps/admin/package.json',
  'apps/admin/dist',
  'apps/games/dist',
  'e2e/package.json',
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pisoplay-production-'));
let server;
const failures = [];
let passed = 0;
const check = (name, ok, detail = '') => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
  if (ok) passed += 1;
  else failures.push(name);
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

try {
  for (const entry of copies) {
    const from = path.join(root, entry);
    if (!fs.existsSync(from)) throw new Error(`${entry} is missing: run npm run build first`);
    fs.cpSync(from, path.join(work, entry), { recursive: true });
  }
  const startedAt = performance.now();
  const install = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    { cwd: work, stdio: 'inherit' },
  );
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed (${install.status})`);
  console.log(`runtime install in ${Math.round(performance.now() - startedAt)} ms`);
  check(
    'no development tool is installed',
    !['tsx', 'vite', 'typescript', 'esbuild', 'vitest'].some((name) =>
      fs.existsSync(path.join(work, 'node_modules', name)),
    ),
  );

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: 'production-boot-test-secret-0123456789abcdef',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'warn',
    // The demo player and the development operator, to play a round below.
    SEED_DEMO_MEMBER: '1',
  };
  delete env.DATABASE_URL; // the embedded database, in the temporary folder
  server = spawn('npm', ['run', 'start:production', '--silent'], {
    cwd: work,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const until = Date.now() + 60_000;
  let health;
  while (Date.now() < until && server.exitCode === null) {
    health = await fetch(`${base}/health`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  check('boots and answers /health', Boolean(health?.ok), `exit code ${server.exitCode}`);

  const list = await fetch(`${base}/member/game/list?game_type=3`, { headers: { d: '25' } });
  const reply = cbor.decode(new Uint8Array(await list.arrayBuffer()));
  check(
    'serves the seeded game list in CBOR',
    list.ok && reply.status === true && reply.data.d.length > 0,
  );
  const page = await fetch(`${base}/s-game/category/3`);
  check('serves the web app', page.ok && (await page.text()).includes('<div id="root">'));
  const backOffice = await fetch(`${base}/admin/kyc`);
  check(
    'serves the back office under /admin/',
    backOffice.ok && (await backOffice.text()).includes('/admin/assets/'),
  );
  const outboxes = await Promise.all(
    ['sms', 'email'].map((name) => fetch(`${base}/dev/outbox/${name}`)),
  );
  check(
    'has no development endpoints',
    outboxes.every((outbox) => outbox.status === 404),
  );
  const { before, round, walletAfter } = await playARound(base, reply.data.d[0].code);
  check(
    'plays a round of a built-in game, and the wallet follows it',
    round.bet === 100 &&
      walletAfter === before - round.bet + round.win &&
      round.balance === walletAfter,
    `balance ${before} -> ${walletAfter}, bet ${round.bet}, win ${round.win}`,
  );
} catch (error) {
  check('production install', false, error.message);
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(`production: ${passed} passed, ${failures.length} failed`);
process.exitCode = failures.length ? 1 : 0;
