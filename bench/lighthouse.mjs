// `npm run bench:lighthouse`: Lighthouse mobile (simulated slow 4G, 4x slower CPU) against
// `npm start` on a fresh data folder. Five runs per page, each in a fresh Chromium; prints the
// median performance score, FCP, LCP, TBT, CLS and transferred bytes per page.
// Env: LIGHTHOUSE_RUNS (default 5), BENCH_PAGES (comma list of page names, default all).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPlayerStorage } from './lib/demo-player.mjs';
import { auditPage, freePort, startApp, stopApp, warmUp } from './lib/lighthouse-run.mjs';
import { waitForQuietCpu } from './lib/quiet-cpu.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/s-game/category/3' },
  { name: 'account', path: '/s-account', signedIn: true },
  // Money screens (issue 9), as the demo player sees them before KYC.
  { name: 'records', path: '/s-transaction/balance', signedIn: true },
  { name: 'withdraw-accounts', path: '/withdraw-accounts', signedIn: true },
  // Promotions (issue 23).
  { name: 'welfare', path: '/welfare', signedIn: true },
  { name: 'blind-box', path: '/blind-box', signedIn: true },
  { name: 'betting-rank', path: '/welfare/betting-rank', signedIn: true },
  { name: 'daily-wins', path: '/daily-wins', signedIn: true },
  { name: 'points', path: '/points', signedIn: true },
  { name: 'invite', path: '/invite', signedIn: true },
  // VIP and responsible gaming (issue 25).
  { name: 'vip', path: '/s-vip', signedIn: true },
  { name: 'responsible-gaming', path: '/responsible-gaming', signedIn: true },
];
const wanted = process.env.BENCH_PAGES?.split(',');
const pages = PAGES.filter((page) => !wanted || wanted.includes(page.name));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One audit; a run Lighthouse could not record (e.g. NO_NAVSTART on busy cores) is run again. */
async function auditOnceMore(url, options) {
  try {
    return await auditPage(url, options);
  } catch (error) {
    console.log(`${url}: no result (${error.message}), running it again`);
    return auditPage(url, options);
  }
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pisoplay-lighthouse-'));
const app = await startApp(spawn, { root, port, dataDir });
const rows = [];
try {
  await warmUp(
    base,
    pages.map((page) => page.path),
  );
  for (const page of pages) {
    const runs = [];
    const idle = [];
    for (let i = 0; i < RUNS; i += 1) {
      const storage = page.signedIn ? await demoPlayerStorage(base) : undefined;
      idle.push(await waitForQuietCpu());
      runs.push(await auditOnceMore(`${base}${page.path}`, { storage }));
    }
    const row = {
      page: page.path,
      load: os.loadavg()[0].toFixed(2),
      idle: `${Math.round(median(idle) * 100)}%`,
      score: median(runs.map((r) => r.score)),
      fcp: median(runs.map((r) => r.fcp)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      kb: median(runs.map((r) => r.bytes)) / 1024,
      benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
      scores: runs.map((r) => r.score).join(' '),
    };
    rows.push(row);
    console.log(
      `${row.page.padEnd(22)} score ${row.score}  FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  ${row.kb.toFixed(0)} KB  (runs: ${row.scores}; benchmarkIndex ${row.benchmarkIndex}; cores ${row.idle} idle before a run, load ${row.load})`,
    );
  }
} finally {
  await stopApp(app);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const out = path.join(root, 'bench/results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'lighthouse.json'),
  JSON.stringify({ at: new Date().toISOString(), runs: RUNS, rows }, null, 2),
);
