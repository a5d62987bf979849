// Load test of the hottest public reads: a game list page and the home index. Starts the server
// with the embedded database in a fresh temp DATA_DIR on a free loopback port, drives it from
// this process with autocannon, prints req/s and latency, and stops the server.
// Side by side in the same run: a bare Fastify route (bench/lib/bare-route.mjs) answering the
// same game-list reply as fixed bytes, in alternating rounds. The cached game list should reach at
// least half its rate.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startServer, stopProcessGroup, waitForHealth } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GAME_LIST = '/member/game/list?game_type=3&page=2';
const TARGETS = [GAME_LIST, '/member/index'];
const BARE = 'bare Fastify route, same bytes';
const WANTED_RATIO = 0.5;

// A third run defeats the server's one-minute list cache (1000 entries, oldest out first): it
// cycles through 2028 distinct two-letter searches, so every request reaches the database.
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
let uncachedCounter = 0;
const uncachedPath = () => {
  const n = uncachedCounter++ % (26 * 26 * 3);
  const w = LETTERS[n % 26] + LETTERS[Math.floor(n / 26) % 26];
  return `/member/game/list?game_type=3&w=${w}&page_size=${15 + Math.floor(n / 676)}`;
};
const UNCACHED = 'game list, uncached (distinct searches)';
const HEADERS = { d: '25', lang: 'en_US' };

const run = (url, duration, setupRequest) =>
  autocannon({
    url,
    duration,
    connections: CONNECTIONS,
    headers: HEADERS,
    requests: setupRequest ? [{ setupRequest }] : undefined,
  });

const server = await startServer();
const { base, dataDir } = server;

/** The bare route on its own port, answering the real server's game-list reply as fixed bytes. */
async function startBareRoute() {
  const reply = await fetch(base + GAME_LIST, { headers: HEADERS });
  const bodyFile = path.join(dataDir, 'game-list.cbor');
  fs.writeFileSync(bodyFile, Buffer.from(await reply.arrayBuffer()));
  const barePort = await freePort();
  const bare = spawn(
    'node',
    ['bench/lib/bare-route.mjs', String(barePort), GAME_LIST.split('?')[0], bodyFile],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
  );
  const bareBase = `http://127.0.0.1:${barePort}`;
  await waitForHealth(bareBase, bare);
  return { bare, url: bareBase + GAME_LIST };
}

const results = [];
let bare;
try {
  const { bootMs } = server;
  console.log(`server healthy after ${bootMs} ms (cold start, empty DATA_DIR)`);
  const bareRoute = await startBareRoute();
  bare = bareRoute.bare;
  const measure = async (target, duration) => {
    const setup =
      target === UNCACHED ? (request) => ({ ...request, path: uncachedPath() }) : undefined;
    const url = target === BARE ? bareRoute.url : target === UNCACHED ? base : base + target;
    const r = await run(url, duration, setup);
    return {
      target,
      reqPerSec: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
    };
  };
  const print = (row) =>
    console.log(
      `${row.target.padEnd(40)} ${String(row.reqPerSec).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  (${row.requests} requests, ${row.non2xx} non-2xx, ${row.errors} errors)`,
    );
  for (const target of [BARE, ...TARGETS, UNCACHED]) await measure(target, 2); // warm-up: JIT, caches
  // The pair is measured in alternating rounds: the machine is shared, and its load drifts more
  // over a whole run than between two neighbouring rounds. The ratio is the median of the rounds'.
  const ratios = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const bareRow = await measure(BARE, DURATION_S / ROUNDS);
    const listRow = await measure(GAME_LIST, DURATION_S / ROUNDS);
    ratios.push(listRow.reqPerSec / bareRow.reqPerSec);
    for (const row of [bareRow, listRow]) {
      results.push({ ...row, round });
      print({ ...row, target: `${row.target} (round ${round})` });
    }
  }
  for (const target of [TARGETS[1], UNCACHED]) {
    const row = await measure(target, DURATION_S);
    results.push(row);
    print(row);
  }
  const ratio = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
  console.log(
    `cached game list at ${ratio.toFixed(2)} of the bare route's rate, median of ${ROUNDS} alternating rounds (${ratios.map((r) => r.toFixed(2)).join(' ')}; wanted >= ${WANTED_RATIO})`,
  );
  const out = path.join(root, 'bench/results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, 'game-list.json'),
    JSON.stringify(
      { at: new Date().toISOString(), bootMs, connections: CONNECTIONS, ratio, results },
      null,
      2,
    ),
  );
} finally {
  if (bare) await stopProcessGroup(bare);
  await server.stop();
}
if (results.some((r) => r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
