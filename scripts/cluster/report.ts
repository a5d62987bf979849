// What the cluster test concludes from the players' visits (the checks that need no database)
// and how it tells it: requests per instance, the failures clients saw and when, the recovery
// from each chaos event, the time taken, and a line per check.
import type { Chaos } from './chaos.ts';
import type { Traffic } from './client.ts';
import type { JourneyResult } from './journey.ts';
import { PUSHED_IN_TIME, PUSH_LATEST_MS } from './live.ts';
import type { startProxy } from './proxy.mjs';
import type { Check } from './shared-state.ts';

const FAILURES_LISTED = 30;

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** "delivered/all (same instance …, across instances …)" of one leg of the chat round trips. */
function chatLeg(legs: { delivered: boolean; sameInstance: boolean }[]) {
  const count = (pick: (leg: (typeof legs)[number]) => boolean) => legs.filter(pick).length;
  const same = count((l) => l.sameInstance);
  const sameDelivered = count((l) => l.sameInstance && l.delivered);
  const acrossDelivered = count((l) => !l.sameInstance && l.delivered);
  return `${count((l) => l.delivered)}/${legs.length} (same instance ${sameDelivered}/${same}, across instances ${acrossDelivered}/${legs.length - same})`;
}

export function loadChecks(results: JourneyResult[], players: number, chaos: Chaos): Check[] {
  const failed = results.filter((r) => r.errors.length > 0);
  const spread = results.map((r) => r.backends.size);
  const bySpread = [3, 2, 1].map((n) => spread.filter((s) => s === n).length).join(', ');
  // Routing is judged on the visits made while every instance was up: during the chaos a visit
  // may have found a single one.
  const calm = results.filter((r) => r.endedAt < (chaos.events[0]?.at ?? Infinity));
  const calmSpread = calm.filter((r) => r.backends.size >= 2).length;
  const chats = results.flatMap((r) => (r.chat ? [r.chat] : []));
  const redone = chats.reduce((sum, c) => sum + c.redone, 0);
  const restart = chaos.events.find((e) => e.kind === 'restart');
  const crossInstanceChat = 'chat events delivered across instances (PostgreSQL LISTEN/NOTIFY)';
  const lives = results.flatMap((r) => (r.live ? [r.live] : []));
  const pushed = lives.reduce((sum, l) => sum + l.judged.pushed, 0);
  const missed = lives.flatMap((l) => l.judged.missed);
  const unwatched = lives.reduce((sum, l) => sum + l.unwatched, 0);
  const delays = lives.flatMap((l) => l.delays).sort((a, b) => a - b);
  const delayAt = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))];
  return [
    {
      name: 'every player got through sign-in, deposit, play, withdrawal and chat despite the chaos',
      ok: failed.length === 0 && results.length === players,
      detail: `${results.length - failed.length} of ${players}${failed
        .slice(0, 5)
        .map((r) => `; player ${r.player.index}: ${r.errors.join(' / ')}`)
        .join('')}`,
    },
    {
      name: 'the calls of one session land on different instances',
      ok: calm.length > 0 && calmSpread === calm.length,
      detail: `${calmSpread} of the ${calm.length} visits made before the chaos were served by 2 or more instances; all visits by 3, 2, 1 instances: ${bySpread}`,
    },
    {
      name: "a player's chat message reaches the operator's socket on any instance",
      ok: chats.length === players && chats.every((c) => c.toOperator),
      detail: `${chatLeg(
        chats.map((c) => ({
          delivered: c.toOperator,
          sameInstance: c.sentVia === c.operatorSocket,
        })),
      )}; ${redone} round trips made again after a socket dropped`,
      needs: crossInstanceChat,
    },
    {
      name: "the operator's reply reaches the player's socket on any instance",
      ok: chats.length === players && chats.every((c) => c.toPlayer),
      detail: chatLeg(
        chats.map((c) => ({
          delivered: c.toPlayer,
          sameInstance: c.repliedVia === c.playerSocket,
        })),
      ),
      needs: crossInstanceChat,
    },
    {
      name: 'each balance movement is pushed to the player within a second, whichever instance made it',
      ok:
        lives.length === players &&
        missed.length === 0 &&
        delays.length > 0 &&
        pushed >= PUSHED_IN_TIME * delays.length,
      detail: `${pushed} of ${delays.length} notes within 1 s (at least ${PUSHED_IN_TIME * 100}%, the rest within ${PUSH_LATEST_MS / 1000} s), ${missed.length} movements without one${missed.length ? ` (${[...new Set(missed)].join(', ')})` : ''}; ${unwatched} made while the socket was reopening (not judged); note after the answer: p50 ${delayAt(0.5)} ms, p99 ${delayAt(0.99)} ms, max ${delays.at(-1)} ms`,
      needs: 'the live socket (modules/live)',
    },
    {
      name: 'an instance stopped by SIGTERM finishes its work and exits cleanly, then serves again',
      ok: restart?.exit === 'exit code 0' && restart.servingAgainMs !== undefined,
      detail: restart
        ? `${restart.instance}: ${restart.exit} ${seconds(restart.stoppedMs ?? NaN)} after SIGTERM, booted in ${seconds(restart.bootedMs ?? NaN)}, first answer through the proxy ${seconds(restart.servingAgainMs ?? NaN)} after SIGTERM`
        : 'never restarted',
      needs: 'a graceful shutdown that ends before its 10 s forced exit (server.ts)',
    },
  ];
}

export function printReport(r: {
  title: string;
  startedAt: number;
  loadMs: number;
  checks: Check[];
  traffic: Traffic;
  chaos: Chaos;
  proxyStats: ReturnType<Awaited<ReturnType<typeof startProxy>>['stats']>;
}) {
  const since = (at: number) => `+${seconds(at - r.startedAt)}`;
  const stats = Object.entries(r.proxyStats);
  const total = stats.reduce((sum, [, s]) => sum + s.requests + s.upgrades, 0);
  console.log(`\n${r.title}`);
  console.log(`requests through the proxy: ${total}`);
  for (const [name, s] of stats) {
    console.log(
      `  ${name}: ${s.requests} requests, ${s.upgrades} sockets, ${s.badGateway} answered 502, ${s.refused} connections refused`,
    );
  }
  const { transient, gaveUp } = r.traffic;
  console.log(
    `client calls: ${r.traffic.calls}; failures on the way, tried again: ${transient.length}; gave up: ${gaveUp.length}`,
  );
  for (const failure of transient.slice(0, FAILURES_LISTED)) {
    console.log(`  ${since(failure.at)} ${failure.what}: ${failure.detail}`);
  }
  const { before, after } = r.chaos.failuresAfter(r.traffic);
  if (before > 0) console.log(`failures before any chaos: ${before}`);
  for (const { event, failures, forMs } of after) {
    const what = event.kind === 'crash' ? 'SIGKILL' : 'SIGTERM and restart of';
    console.log(
      `${since(event.at)} ${what} ${event.instance}: clients saw ${failures} failures, the last ${seconds(forMs)} after`,
    );
  }
  console.log(`load ${seconds(r.loadMs)}, wall time ${seconds(Date.now() - r.startedAt)}\n`);
  for (const check of r.checks) {
    const needs = !check.ok && check.needs ? ` [needs ${check.needs}]` : '';
    console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}${needs}`);
  }
}
