// `npm run bench:ledger`: ledger transfers per second and p99 on the embedded database and on a
// real PostgreSQL 15, beside `pgbench -b tpcb-like` on the same PostgreSQL in the same run, at
// the same client count. Run through apps/server/scripts/with-postgres.sh (the npm script does),
// which provides PG_URL and PG_BIN, with durable settings (fsync on).
// Each transfer moves 1 to 100 centavos between two random players, with its own idempotency
// key and the no-overdraft check: what a bet or a win costs the ledger.
// Env: BENCH_CLIENTS (default 8), BENCH_DURATION (s, default 10), BENCH_PLAYERS (default 1000).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createLedger } from '../apps/server/src/modules/ledger/ledger-service.ts';
import { reconcile } from '../apps/server/src/modules/ledger/reconcile.ts';

const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const playerCount = Number(process.env.BENCH_PLAYERS ?? 1000);
const { PG_URL, PG_BIN } = process.env;
if (!PG_URL || !PG_BIN) throw new Error('run through apps/server/scripts/with-postgres.sh');

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

async function ledgerRun(label, db) {
  await migrate(db);
  const ledger = await createLedger({ db, depositTurnoverMultiplier: 0 });
  const run = `${Date.now()}`;
  const players = [];
  for (let i = 0; i < playerCount; i++) {
    const phone = `9${String(i).padStart(9, '0')}${run.slice(-4)}`;
    const [row] = await db.query(
      `INSERT INTO members (username, country_code, phone, referral_code, created_at, updated_at)
       VALUES ($1, '63', $1, $1, now(), now()) RETURNING uid`,
      [phone],
    );
    await ledger.creditDeposit({
      key: `bench:${run}:fund:${row.uid}`,
      uid: row.uid,
      source: 'gateway',
      amount: 1_000_000,
      reason: 'deposit',
      cashType: 1001,
    });
    players.push(row.uid);
  }
  const latencies = [];
  let refused = 0;
  let sequence = 0;
  const until = performance.now() + duration * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const from = players[Math.floor(Math.random() * players.length)];
      let to = players[Math.floor(Math.random() * players.length)];
      if (to === from) to = players[(players.indexOf(from) + 1) % players.length];
      const started = performance.now();
      try {
        await ledger.transfer({
          key: `bench:${run}:${sequence++}`,
          from: { kind: 'player_cash', uid: from },
          to: { kind: 'player_cash', uid: to },
          amount: 1 + Math.floor(Math.random() * 100),
          reason: 'bench',
          cashType: 3001,
        });
        latencies.push(performance.now() - started);
      } catch {
        refused++;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  latencies.sort((a, b) => a - b);
  const report = await reconcile(db);
  return {
    label,
    transfersPerSecond: Math.round(latencies.length / duration),
    p50ms: Number(percentile(latencies, 50).toFixed(2)),
    p99ms: Number(percentile(latencies, 99).toFixed(2)),
    refused,
    reconciled: report.ok,
  };
}

function pgbench() {
  const env = { ...process.env, PGUSER: 'postgres' };
  const url = new URL(PG_URL);
  const args = ['-h', url.hostname, '-p', url.port, '-U', 'postgres'];
  const db = url.pathname.slice(1);
  execFileSync(path.join(PG_BIN, 'pgbench'), [...args, '-i', '-q', '-s', '10', db], {
    env,
    stdio: 'ignore',
  });
  const out = execFileSync(
    path.join(PG_BIN, 'pgbench'),
    [
      ...args,
      '-b',
      'tpcb-like',
      '-n',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(duration),
      db,
    ],
    { env, encoding: 'utf8' },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  return { label: 'pgbench tpcb-like (scale 10)', tps: Math.round(tps), latencyAverageMs: latency };
}

const embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pisoplay-ledger-bench-'));
try {
  const embedded = await openDatabase({ dataDir: embeddedDir });
  const onEmbedded = await ledgerRun('ledger, embedded (PGlite on disk)', embedded);
  await embedded.close();

  const postgres = await openDatabase({ url: PG_URL, dataDir: null });
  const onPostgres = await ledgerRun('ledger, PostgreSQL 15', postgres);
  await postgres.close();
  const reference = pgbench();

  const result = {
    at: new Date().toISOString(),
    clients,
    durationSeconds: duration,
    players: playerCount,
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
    runs: [onEmbedded, onPostgres, reference],
    postgresVsPgbench: Number((onPostgres.transfersPerSecond / reference.tps).toFixed(2)),
  };
  console.table(result.runs);
  console.log(
    `ledger on PostgreSQL: ${result.postgresVsPgbench}x pgbench tpcb-like TPS at ${clients} clients (load ${result.load})`,
  );
  fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  fs.writeFileSync(
    new URL('./results/ledger.json', import.meta.url),
    JSON.stringify(result, null, 2),
  );
} finally {
  fs.rmSync(embeddedDir, { recursive: true, force: true });
}
