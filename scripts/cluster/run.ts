// `npm run test:cluster` (issue 27): proves the product runs as several server instances on one
// PostgreSQL. Run inside apps/server/scripts/with-postgres.sh with PG_REPLICA=1, which provides
// a primary (PG_URL) and a streaming replica (PG_READ_URL). Three instances of the production build share the secrets and
// the data folder; a round-robin proxy (proxy.mjs) sends each request to the next instance.
// Before the load: what the instances must share (shared-state.ts), and 20 deposits left past
// their deadline (deadlines.ts). Then 200 players visit, 40 at a time (journey.ts), while one
// instance crashes and another is restarted (chaos.ts); then the database is checked against
// what the players saw (ledger-checks.ts) and the deadlines' outcome. Prints a report
// (report.ts) and exits 1 on any failed check, with the end of each instance's log.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { calls, operatorCalls } from '../../packages/contract/src/index.ts';
import { createChaos } from './chaos.ts';
import { openDesk } from './chat.ts';
import type { Desk } from './chat.ts';
import { clusterClient, newTraffic } from './client.ts';
import type { Traffic } from './client.ts';
import { abandonDeposits, deadlineCheck } from './deadlines.ts';
import { createInstances } from './instances.ts';
import type { Instances } from './instances.ts';
import { AUTO_APPROVE_MAX_PESOS, playerJourney } from './journey.ts';
import type { Cluster, JourneyResult } from './journey.ts';
import { ledgerChecks } from './ledger-checks.ts';
import { createPlayers } from './players.ts';
import type { Player } from './players.ts';
import { startProxy } from './proxy.mjs';
import { replicaCheck } from './replica.ts';
import { loadChecks, printReport } from './report.ts';
import { loginThrottleCheck, replayCheck, requestRateCheck } from './shared-state.ts';
import type { Check } from './shared-state.ts';

const INSTANCES = 3;
const PLAYERS = 200;
const PLAYERS_AT_ONCE = 40;
/** Players who start a deposit and walk away (deadlines.ts). */
const ABANDONED = 20;
/** Share of the players done when one instance crashes, and when another is restarted. */
const CRASH_AT = 0.2;
const RESTART_AT = 0.4;
/** How long after the load a restart under way may take to serve again. */
const SETTLE_MS = 30_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const startedAt = Date.now();

// Counts and sums come back as numbers, as the server reads them (db/database.ts).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run through npm run test:cluster (with-postgres.sh, PG_REPLICA=1)`,
    );
  return value;
}

/** What every instance shares: the database, the secrets, the data folder (object storage). */
function instanceEnv(dataDir: string): NodeJS.ProcessEnv {
  const secret = () => randomBytes(32).toString('hex');
  return {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: required('PG_URL'),
    DATABASE_READ_URL: required('PG_READ_URL'),
    DATA_DIR: dataDir,
    AUTH_SECRET: secret(),
    GAME_BUILTIN_SECRET: secret(),
    PAYMENT_SIM_SECRET: secret(),
    // The proxy on this machine sets X-Forwarded-For: the players' addresses are the clients'.
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    // The development operators (admin, support, finance, finance2, …), password <name>1234.
    SEED_DEMO_MEMBER: '1',
    // Deposits withdrawable at once; small withdrawals approved by the rules, larger reviewed.
    DEPOSIT_TURNOVER_MULTIPLIER: '0',
    WITHDRAW_AUTO_APPROVE_MAX: String(AUTO_APPROVE_MAX_PESOS),
    // Payouts settle quickly, and a crashed instance's payouts are taken over soon.
    PAYMENT_SIM_PAYOUT_MS: '300',
    WITHDRAW_PAYOUT_POLL_SECONDS: '1',
    WITHDRAW_PAYOUT_LEASE_SECONDS: '5',
  };
}

/** A development operator signed in through the proxy, from an address of its own. */
async function operator(origin: string, username: string, address: string, traffic: Traffic) {
  const client = clusterClient(origin, address, traffic);
  const step = await client.call(operatorCalls.adminLogin, {
    username,
    password: `${username}1234`,
  });
  if (step.step !== 'session') throw new Error(`operator ${username} was asked for a code`);
  client.use(step.session);
  return client;
}

/** Every player's visit, `PLAYERS_AT_ONCE` at a time; `progress` hears the share done. */
async function runLoad(cluster: Cluster, players: Player[], progress: (done: number) => void) {
  const results: JourneyResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < players.length) {
      const player = players[next++]!;
      results.push(await playerJourney(cluster, player));
      progress(results.length / players.length);
    }
  };
  await Promise.all(Array.from({ length: PLAYERS_AT_ONCE }, worker));
  return results.sort((a, b) => a.player.index - b.player.index);
}

/** Starts everything, runs the checks and the load; answers whether every check passed. */
async function runCluster(instances: Instances, db: pg.Pool, closing: (() => Promise<void>)[]) {
  const [first, second, third] = instances.instances;
  if (!first || !second || !third) throw new Error(`the test needs ${INSTANCES} instances`);
  // The first migrates the empty database and seeds it; the others start on it together.
  await instances.start(first);
  const [players] = await Promise.all([
    createPlayers(db, PLAYERS + 2 + ABANDONED),
    instances.start(second),
    instances.start(third),
  ]);
  const proxy = await startProxy({
    backends: instances.instances.map(({ name, port }) => ({ name, port })),
  });
  closing.push(() => proxy.close());
  console.log(`${INSTANCES} instances up, ${players.length} players made`);

  const traffic = newTraffic();
  const checks: Check[] = [
    await replayCheck(players[PLAYERS]!, [first, second], traffic),
    await requestRateCheck(proxy.origin),
    await loginThrottleCheck(proxy.origin, players[PLAYERS + 1]!, traffic),
  ];

  const abandoned = await abandonDeposits(db, proxy.origin, players.slice(PLAYERS + 2), traffic);

  const support = await operator(proxy.origin, 'support', '203.0.113.21', traffic);
  const desk: Desk = await openDesk(support);
  closing.unshift(() => desk.close());
  const games = await support.call(calls.gameList, { game_type: 3 });
  const cluster: Cluster = {
    origin: proxy.origin,
    traffic,
    desk,
    finance: await operator(proxy.origin, 'finance', '203.0.113.22', traffic),
    finance2: await operator(proxy.origin, 'finance2', '203.0.113.23', traffic),
    slotCode: games.d[0]!.code,
  };
  const chaos = createChaos(instances, proxy);
  const loadStartedAt = Date.now();
  const results = await runLoad(
    cluster,
    players.slice(0, PLAYERS),
    chaos.plan([
      { at: CRASH_AT, kind: 'crash', instance: third },
      { at: RESTART_AT, kind: 'restart', instance: second },
    ]),
  );
  const loadMs = Date.now() - loadStartedAt;
  await chaos.settle(SETTLE_MS);

  checks.push(...loadChecks(results, PLAYERS, chaos));
  checks.push(...(await ledgerChecks(db, results, { root, databaseUrl: required('PG_URL') })));
  checks.push(await deadlineCheck(db, abandoned));
  checks.push(await replicaCheck(required('PG_READ_URL')));
  printReport({
    title: `cluster: ${INSTANCES} instances, ${PLAYERS} players (${PLAYERS_AT_ONCE} at a time)`,
    startedAt,
    loadMs,
    checks,
    traffic,
    chaos,
    proxyStats: proxy.stats(),
  });
  return checks.every((check) => check.ok);
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pisoplay-cluster-'));
  const closing: (() => Promise<void>)[] = [];
  let passed = false;
  let instances: Instances | undefined;
  try {
    instances = await createInstances({
      count: INSTANCES,
      root,
      logDir: work,
      env: instanceEnv(path.join(work, 'data')),
    });
    const db = new pg.Pool({ connectionString: required('PG_URL'), max: 4 });
    closing.push(() => db.end());
    passed = await runCluster(instances, db, closing);
  } finally {
    for (const close of closing) await close();
    await instances?.stopAll();
    if (!passed && instances) console.log(`\n${instances.logTails()}`);
    fs.rmSync(work, { recursive: true, force: true });
  }
  console.log(passed ? '\ncluster: all checks passed' : '\ncluster: FAILED');
  process.exitCode = passed ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
