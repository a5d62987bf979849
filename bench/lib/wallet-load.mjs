// The load of `npm run bench:wallet`: clients playing rounds through the signed seamless-wallet
// API (docs/seamless-wallet.md), as a game server would. It runs in a worker thread of its own
// (or, BENCH_LOAD=inline, in the server's thread) so that signing and sending share no event
// loop with the server: a real provider is another machine.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
const ms = (value) => Number(value.toFixed(2));

/** A signed call over a kept-alive connection; resolves with the reply, throws on a refusal. */
function walletClient(base, secret, agent) {
  return (action, body) =>
    new Promise((resolve, reject) => {
      const raw = JSON.stringify({ ...body, timestamp: Date.now() });
      const request = http.request(`${base}/provider/wallet/${action}`, {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          'x-provider-id': 'builtin',
          'x-signature': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`,
        },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          let reply;
          try {
            reply = JSON.parse(body.toString('utf8'));
          } catch {
            // Not the wallet's JSON: the server's own failure envelope (CBOR), named by status.
            const type = response.headers['content-type'];
            reject(
              new Error(`${action}: ${response.statusCode} ${type} ${body.toString('latin1')}`),
            );
            return;
          }
          if (response.statusCode !== 200 || reply.status !== 'OK') {
            reject(new Error(`${action}: ${response.statusCode} ${JSON.stringify(reply)}`));
          } else resolve(reply);
        });
      });
      request.end(raw);
    });
}

let sequence = 0;
/** One round: a bet of 1 to 100 pesos, then the closing win (0 or twice the bet). */
async function playRound(call, player, tally, scheduledAt) {
  const round = `bench-${process.pid}-${Date.now()}-${sequence++}`;
  const amount = 100 * (1 + Math.floor(Math.random() * 100));
  const started = scheduledAt ?? performance.now();
  await call('bet', { ...player, transaction_id: `${round}-b`, round_id: round, amount });
  tally.bets.push(performance.now() - started);
  tally.betStarts.push(started);
  const winStarted = performance.now();
  await call('win', {
    ...player,
    transaction_id: `${round}-w`,
    round_id: round,
    amount: Math.random() < 0.45 ? amount * 2 : 0,
    round_closed: true,
  });
  tally.wins.push(performance.now() - winStarted);
}

/** Latencies of a load, and its failed rounds (a refusal or a broken call). */
const newTally = () => ({ bets: [], betStarts: [], wins: [], failures: [] });

const WINDOW_MS = 250;

/**
 * The 250 ms window (by bet start) with the slowest bet, and that window's median: a tail that
 * comes in one burst (a checkpoint, cold connections, another process) shows as one bad window,
 * a tail spread over the run as many.
 */
function worstWindow(bets, betStarts) {
  const first = betStarts.reduce((a, b) => Math.min(a, b));
  const windows = new Map();
  betStarts.forEach((start, i) => {
    const index = Math.floor((start - first) / WINDOW_MS);
    if (!windows.has(index)) windows.set(index, []);
    windows.get(index).push(bets[i]);
  });
  for (const latencies of windows.values()) latencies.sort((a, b) => a - b);
  const [index, latencies] = [...windows].reduce((worst, window) =>
    window[1].at(-1) > worst[1].at(-1) ? window : worst,
  );
  return {
    startsAtSecond: (index * WINDOW_MS) / 1000,
    bets: latencies.length,
    p50ms: ms(percentile(latencies, 50)),
    maxMs: ms(latencies.at(-1)),
  };
}

function summary(label, { bets, betStarts, wins, failures }, seconds) {
  const worst = bets.length > 0 ? worstWindow(bets, betStarts) : null;
  bets.sort((a, b) => a - b);
  wins.sort((a, b) => a - b);
  return {
    label,
    rounds: bets.length,
    betsPerSecond: Math.round(bets.length / seconds),
    betP50ms: ms(percentile(bets, 50)),
    betP99ms: ms(percentile(bets, 99)),
    winP50ms: ms(percentile(wins, 50)),
    winP99ms: ms(percentile(wins, 99)),
    worstWindow: worst,
    failures: failures.length,
    ...(failures.length > 0 && { firstFailure: failures[0] }),
  };
}

/** `clients` clients each play rounds back to back. */
async function closedLoop(call, players, { clients, duration }) {
  const tally = newTally();
  const until = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = c; performance.now() < until; i += clients) {
        await playRound(call, players[i % players.length], tally).catch((error) =>
          tally.failures.push(String(error.message ?? error)),
        );
      }
    }),
  );
  return summary(`closed loop, ${clients} clients`, tally, duration);
}

/** Bets started at `rate` per second whatever the replies, timed from their scheduled start. */
async function openLoop(call, players, { rate, duration }) {
  const tally = newTally();
  const total = rate * duration;
  const start = performance.now();
  const rounds = [];
  for (let i = 0; i < total; i++) {
    const at = start + (i * 1000) / rate;
    const wait = at - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    rounds.push(
      playRound(call, players[i % players.length], tally, at).catch((error) =>
        tally.failures.push(String(error.message ?? error)),
      ),
    );
  }
  await Promise.all(rounds);
  const seconds = (performance.now() - start) / 1000;
  return summary(`open loop at ${rate} bets/s`, tally, seconds);
}

/**
 * Play stops for longer than a database pool's usual idle timeout (pg closes a connection idle
 * for 10 s), then the open loop starts again: a burst on connections that went cold shows here.
 */
const LULL_MS = 15_000;

async function afterLull(call, players, { rate, duration }) {
  await new Promise((resolve) => setTimeout(resolve, LULL_MS));
  const run = await openLoop(call, players, { rate, duration });
  return { ...run, label: `${run.label} after ${LULL_MS / 1000} s without play` };
}

const SOCKETS = 64;

/**
 * Warms up every connection on both sides, then runs the loads one after the other (`loads`:
 * 'closed', 'open', 'lull'). Rounds run SOCKETS at a time, so every client socket and every pooled
 * database connection of the server has compiled the wallet functions and planned their
 * statements (docs/seamless-wallet.md, "Cold connections") and the JIT
 * has seen the hot paths.
 */
export async function runLoad({ base, secret, players, clients, duration, rate, loads }) {
  // A provider keeps a bounded pool of connections: requests beyond it wait on the client side
  // (their latency counts from their scheduled start all the same).
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
  const call = walletClient(base, secret, agent);
  try {
    for (let batch = 0; batch < 5; batch++) {
      const warm = players.slice(0, SOCKETS).map((player) => playRound(call, player, newTally()));
      await Promise.all(warm);
    }
    const runs = [];
    if (loads.includes('closed')) runs.push(await closedLoop(call, players, { clients, duration }));
    if (loads.includes('open')) runs.push(await openLoop(call, players, { rate, duration }));
    if (loads.includes('lull')) runs.push(await afterLull(call, players, { rate, duration }));
    return runs;
  } finally {
    agent.destroy();
  }
}

// Forked by bench/seamless-wallet.mjs: the options come in, the figures and this process's CPU
// time go back.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.once('message', async (options) => {
    const runs = await runLoad(options);
    const { user, system } = process.cpuUsage();
    process.send({ runs, cpuMs: (user + system) / 1000 }, () => process.disconnect());
  });
}
