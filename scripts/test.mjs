// `npm test`: every check, as a small graph of stages instead of one long chain. A stage starts
// when the stages it needs have passed, so independent ones share the machine's 2 cores:
//   pglite, build ── bundle ── e2e          (the longest stage)
//   build ── production
//   typecheck, lint, unit, pg               (background, from the start)
//   every stage above ── cluster ── lighthouse   (alone at the end: they need the machine)
// The browser tests are the longest stage, so they start as soon as the app is built and keep
// the normal priority; the other stages run beside them from the start at a lower one (`nice`),
// so the two cores stay busy and the longest stage is the one served first.
// Each stage's output is printed whole when it ends, never interleaved. The first failure stops
// the run: running stages are ended (their whole process group, SIGINT then SIGTERM) and the
// exit code is 1.
// Run one stage alone with its npm script (e.g. `npm run test:unit`); `npm test -- --serial`
// runs the stages one after another, for a baseline or a machine busy with other work.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** How much lower background stages run: CPU goes to the browser tests first. */
const BACKGROUND_NICENESS = 10;

const STAGES = [
  // The embedded-database template the server tests and the browser tests' server start from.
  { name: 'pglite', command: 'npx tsx apps/server/src/test/pglite-template.ts' },
  { name: 'build', command: 'npm run build' },
  { name: 'bundle', command: 'npm run bench:bundle', needs: ['build'] },
  { name: 'e2e', command: 'npm run test -w @pisoplay/e2e', needs: ['bundle', 'pglite'] },
  { name: 'typecheck', command: 'npm run typecheck', background: true },
  { name: 'lint', command: 'npm run lint', background: true },
  { name: 'unit', command: 'npm run test:unit', needs: ['pglite'], background: true },
  { name: 'pg', command: 'npm run test:pg', background: true },
  { name: 'production', command: 'npm run test:production', needs: ['build'], background: true },
  // Then, on idle cores: three server instances, two PostgreSQL servers, a proxy and 200 players
  // (issue 27) fill both cores themselves, and beside the browser tests they took six times as
  // long and missed their timings (a minute alone).
  {
    name: 'cluster',
    command: 'npm run test:cluster',
    needs: ['e2e', 'typecheck', 'lint', 'unit', 'pg', 'production'],
  },
  // Last, alone: the simulated phone is this machine slowed down, so any other stage's load would
  // lower the scores (bench/lighthouse-check.mjs).
  { name: 'lighthouse', command: 'npm run test:lighthouse', needs: ['cluster'] },
];

const serial = process.argv.includes('--serial');
const startedAt = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const state = new Map(STAGES.map((stage) => [stage.name, { status: 'waiting' }]));
const running = new Map();
let failed;

function ready(stage) {
  if (state.get(stage.name).status !== 'waiting') return false;
  if (serial && running.size > 0) return false;
  return (stage.needs ?? []).every((need) => state.get(need).status === 'passed');
}

function start(stage) {
  const entry = state.get(stage.name);
  entry.status = 'running';
  entry.startedAt = performance.now();
  console.log(`[test] ${stage.name} started at ${seconds(entry.startedAt - startedAt)}`);
  // Its own process group, so a failure elsewhere can end it with everything it started.
  const command = stage.background
    ? `nice -n ${BACKGROUND_NICENESS} ${stage.command}`
    : stage.command;
  const child = spawn(command, {
    cwd: root,
    shell: true,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  });
  running.set(stage.name, child);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(stage.name);
      entry.took = performance.now() - entry.startedAt;
      entry.status = code === 0 ? 'passed' : failed ? 'stopped' : 'failed';
      if (entry.status === 'stopped') return resolve();
      process.stdout.write(`\n[test] ── ${stage.name}: ${stage.command}\n`);
      process.stdout.write(Buffer.concat(output));
      console.log(`[test] ${stage.name} ${entry.status} in ${seconds(entry.took)}`);
      if (entry.status === 'failed') {
        failed = `${stage.name} (${signal ?? `exit code ${code}`})`;
        stopAll();
      }
      resolve();
    });
  });
}

/** How long a stopped stage has to end before its process group is ended outright. */
const STOP_GRACE_MS = 10_000;

function signalStages(signal) {
  for (const child of running.values()) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // It has already ended.
    }
  }
}

// SIGINT first, as Ctrl-C would: Playwright then stops its web server, which runs in a process
// group of its own (a SIGTERM left that server running after the run). Whatever is still
// running after the grace period gets SIGTERM.
function stopAll() {
  signalStages('SIGINT');
  setTimeout(() => signalStages('SIGTERM'), STOP_GRACE_MS).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed ??= `interrupted (${signal})`;
    stopAll();
  });
}

const pending = new Set();
function schedule() {
  if (failed) return;
  for (const stage of STAGES) {
    if (!ready(stage)) continue;
    const done = start(stage).then(() => {
      pending.delete(done);
      schedule();
    });
    pending.add(done);
  }
}
schedule();
while (pending.size > 0) await Promise.race(pending);

console.log(`\n[test] stage        took     (started at)`);
for (const stage of STAGES) {
  const { status, took, startedAt: at } = state.get(stage.name);
  const timing =
    took === undefined ? '' : `${seconds(took).padStart(8)} (${seconds(at - startedAt)})`;
  console.log(`[test] ${stage.name.padEnd(12)} ${timing.padEnd(20)} ${status}`);
}
const total = seconds(performance.now() - startedAt);
if (failed) {
  console.log(`[test] FAILED: ${failed}, after ${total}`);
  process.exitCode = 1;
} else {
  const unrun = STAGES.filter((stage) => state.get(stage.name).status !== 'passed');
  if (unrun.length) throw new Error(`stages never ran: ${unrun.map((s) => s.name).join(', ')}`);
  console.log(`[test] all stages passed in ${total}`);
}
