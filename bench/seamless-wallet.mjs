// `npm run bench:wallet`: seamless-wallet bets per second and latency through the signed HTTP
// API (docs/seamless-wallet.md), on the embedded database and on a real PostgreSQL 15. Run
// through apps/server/scripts/with-postgres.sh (the npm script does), which provides PG_URL
// (durable: fsync and synchronous commit on).
// The server runs in this process (the whole app, listening on a loopback port); the clients run
// in a child process (bench/lib/wallet-load.mjs) and sign every call with the built-in
// provider's secret, as a game server would. Besides latencies it reports where the CPU went per
// round (bet and win): the server's process, PostgreSQL's, the clients'. Three loads per database:
// - closed loop: BENCH_CLIENTS clients each play rounds back to back (bet, then the closing win);
// - open loop: bets started at BENCH_RATE per second whatever the replies (each followed by its
//   closing win), the latency of each bet measured from its scheduled start;
// - lull: the open loop again after 15 s without play (connections a pool closes when idle
//   would be cold for it).
// Each load reports its worst 250 ms window too, so that a tail can be told from a burst.
// Env: BENCH_CLIENTS (default 16), BENCH_DURATION (s, default 10), BENCH_RATE (bets/s, 500),
// BENCH_PLAYERS (default 200), BENCH_DATABASES ('embedded,postgres' by default), BENCH_LOADS
// ('closed,open,lull' by default), BENCH_LOAD ('process' by default; 'inline' runs the clients
// in the server's thread, as before), BENCH_RG_LIMITS ('1' by default: every player has every
// wager, loss and session limit set, high enough never to refuse, so every bet runs the
// responsible-gaming check in full; '0': no limits, docs/responsible-gaming.md),
// PG_STAT_STATEMENTS ('1': PostgreSQL also reports its statements, nested ones included, by
// time: calls and WAL records per round, µs per call; with-postgres.sh loads the extension).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp, servicesOf } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedCatalogue } from '../apps/server/src/modules/catalogue/seed/seed.ts';
import { reconcile } from '../apps/server/src/modules/ledger/reconcile.ts';
import { createProviders } from '../apps/server/src/providers/index.ts';
import { RG_LIMITS } from '../packages/contract/src/domain/rg.ts';
import { runLoad } from './lib/wallet-load.mjs';

const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const rate = Number(process.env.BENCH_RATE ?? 500);
const playerCount = Number(process.env.BENCH_PLAYERS ?? 200);
const databases = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
const loads = (process.env.BENCH_LOADS ?? 'closed,open,lull').split(',');
const loadIn = process.env.BENCH_LOAD ?? 'process';
const withLimits = (process.env.BENCH_RG_LIMITS ?? '1') === '1';
/** Every limit the bet checks: all but the deposit limits (finance's). */
const PLAY_LIMITS = RG_LIMITS.filter((key) => !key.startsWith('deposit'));
const withStatements = process.env.PG_STAT_STATEMENTS === '1';
const { PG_URL } = process.env;
if (!PG_URL) throw new Error('run through apps/server/scripts/with-postgres.sh');
const SECRET = randomBytes(32).toString('hex');

async function startServer(db, dataDir) {
  await migrate(db);
  await seedCatalogue(db);
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      GAME_BUILTIN_SECRET: SECRET,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DEPOSIT_TURNOVER_MULTIPLIER: '0',
      PAYMENT_JOBS: 'off',
    },
  );
  const app = await buildApp({ config, db, ...createProviders(config, db) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  return { app, base: `http://127.0.0.1:${port}` };
}

/** Players with money and a game session each (set up directly: the bench measures play). */
async function seedPlayers(app, db) {
  const run = `${Date.now()}`.slice(-6);
  // A slot game: each closing win then also counts the day's contest total and pays points
  // (issue 24), the heaviest close there is.
  const [game] = await db.query(
    `SELECT id, code FROM games WHERE online = 1 AND maintained = 0 AND game_type = 3
     ORDER BY id LIMIT 1`,
  );
  const players = [];
  for (let i = 0; i < playerCount; i++) {
    const phone = `9${run}${String(i).padStart(3, '0')}`;
    const [row] = await db.query(
      // Verified players (kyc_status 5, fully_kyc): every bet checks the play gate again.
      `INSERT INTO members (username, country_code, phone, referral_code, kyc_status, created_at,
         updated_at)
       VALUES ($1, '63', $1, $1, 5, now(), now()) RETURNING uid`,
      [phone],
    );
    if (withLimits) {
      await db.query(
        `INSERT INTO rg_limits (uid, limit_key, value, updated_at)
         SELECT $1, k, CASE WHEN k = 'session' THEN 1440 ELSE 100000000000 END, now()
         FROM unnest($2::text[]) AS k`,
        [row.uid, PLAY_LIMITS],
      );
      await db.query('UPDATE members SET rg_limited = true WHERE uid = $1', [row.uid]);
    }
    await servicesOf(app).ledger.creditDeposit({
      key: `bench:${run}:fund:${row.uid}`,
      uid: row.uid,
      source: 'gateway',
      amount: 100_000_000,
      reason: 'deposit',
      cashType: 1001,
    });
    const session = randomBytes(24).toString('base64url');
    await db.query(
      `INSERT INTO game_sessions (id, provider, uid, game_id, created_at, expires_at)
       VALUES ($1, 'builtin', $2, $3, now(), now() + interval '1 day')`,
      [session, row.uid, game.id],
    );
    players.push({ player_id: String(row.uid), session_id: session, game_code: game.code });
  }
  return players;
}

/** The clients' figures and CPU time, from a process of their own or (BENCH_LOAD=inline) here. */
async function load(options) {
  if (loadIn === 'inline') return { runs: await runLoad(options), cpuMs: null };
  const clientsScript = fileURLToPath(new URL('./lib/wallet-load.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = fork(clientsScript, [], { execArgv: [] });
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the clients' process exited with ${code}`)));
    child.send(options);
  });
}

/**
 * CPU milliseconds used so far by the PostgreSQL server at PG_HOST_DIR and its sessions, from
 * Linux's /proc (100 ticks a second).
 */
function postgresCpuMs() {
  const pidFile = path.join(process.env.PG_HOST_DIR, 'data', 'postmaster.pid');
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // After "pid (name) ": state, ppid, ... utime, stime, cutime, cstime (fields 14 to 17).
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const pid = Number(entry);
    if (pid === postmaster) ticks += fields[11] + fields[12] + fields[13] + fields[14];
    else if (fields[1] === postmaster) ticks += fields[11] + fields[12];
  }
  return ticks * 10;
}

/** Where the CPU went, per round: the server's process, PostgreSQL's, the clients'. */
async function accounted(db, work) {
  const before = { node: process.cpuUsage(), elu: performance.eventLoopUtilization() };
  const postgresBefore = db.kind === 'postgres' ? postgresCpuMs() : 0;
  const { runs, cpuMs: clientsMs } = await work();
  const node = process.cpuUsage(before.node);
  const rounds = runs.reduce((sum, run) => sum + run.rounds, 0);
  const perRound = (totalMs) => Number((totalMs / rounds).toFixed(2));
  const serverProcess = loadIn === 'inline' ? 'serverAndClients' : 'server';
  return {
    runs,
    cpuMsPerRound: {
      [serverProcess]: perRound((node.user + node.system) / 1000),
      ...(db.kind === 'postgres' && { postgres: perRound(postgresCpuMs() - postgresBefore) }),
      ...(clientsMs !== null && { clients: perRound(clientsMs) }),
    },
    serverEventLoopBusy: Number(
      performance.eventLoopUtilization(before.elu).utilization.toFixed(2),
    ),
  };
}

/**
 * PostgreSQL's statements since the reset, by total time (the loads and their warm-up): per
 * round (a bet call is a round), how often each ran and the WAL records it wrote, and its µs
 * per call. The calls' own statements include the time of those nested in them.
 */
async function statementsPerRound(db) {
  const rows = await db.query(
    `SELECT calls, total_exec_time, wal_records, regexp_replace(query, '\\s+', ' ', 'g') AS query
     FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 25`,
  );
  const bets = rows.find((row) => row.query.startsWith('SELECT wallet_bet('));
  const rounds = Number(bets?.calls ?? 0);
  if (rounds === 0) return [];
  return rows.map((row) => ({
    perRound: Number((Number(row.calls) / rounds).toFixed(2)),
    usPerCall: Math.round((row.total_exec_time * 1000) / Number(row.calls)),
    walRecordsPerRound: Number((Number(row.wal_records) / rounds).toFixed(1)),
    statement: row.query.slice(0, 120),
  }));
}

async function walletRun(label, db, dataDir) {
  const { app, base } = await startServer(db, dataDir);
  try {
    const players = await seedPlayers(app, db);
    const statements = withStatements && db.kind === 'postgres';
    if (statements) {
      await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await db.query('SELECT pg_stat_statements_reset()');
    }
    const measured = await accounted(db, () =>
      load({ base, secret: SECRET, players, clients, duration, rate, loads }),
    );
    const report = await reconcile(db);
    return {
      label,
      ...measured,
      reconciled: report.ok,
      ...(statements && { statements: await statementsPerRound(db) }),
    };
  } finally {
    await app.close();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pisoplay-wallet-bench-'));
try {
  const runs = [];
  if (databases.includes('embedded')) {
    const embedded = await openDatabase({ dataDir: dir });
    runs.push(await walletRun('embedded (PGlite on disk)', embedded, dir));
    await embedded.close();
  }
  if (databases.includes('postgres')) {
    const postgres = await openDatabase({ url: PG_URL, dataDir: null });
    runs.push(await walletRun('PostgreSQL 15', postgres, dir));
    await postgres.close();
  }
  const result = {
    at: new Date().toISOString(),
    durationSeconds: duration,
    players: playerCount,
    load: loadIn,
    cpus: os.cpus().length,
    loadAverage: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
    databases: runs,
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
