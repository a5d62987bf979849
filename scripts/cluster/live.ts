// The balance push in the cluster test (docs/scaling.md, "Balance push"): each player keeps a
// live socket through the proxy, on whichever instance it lands, reopened with a new ticket when
// it closes. Every money movement the player makes (the deposit credited by the gateway's
// callback on some instance, each bet and win, the withdrawal's hold) must be followed by a
// balance note: within a second (99% of them, on two cores that this test saturates, the rest
// within three) and never missed. Movements while the socket was not open are not judged: what
// is measured is the push between live sockets, not the loss of a killed instance.
import WebSocket from 'ws';
import { calls, liveSocketUrl } from '../../packages/contract/src/index.ts';
import type { ClusterClient } from './client.ts';

/** How soon after a movement its note must arrive, and the latest any may. */
export const PUSH_WITHIN_MS = 1_000;
export const PUSH_LATEST_MS = 3_000;
/** The share of notes that must come within PUSH_WITHIN_MS. */
export const PUSHED_IN_TIME = 0.99;

/** A movement the player saw: it happened after `startedAt` and before `answeredAt`. */
export type Movement = { what: string; startedAt: number; answeredAt: number };

export type LivePush = {
  /** Movements followed by a note within PUSH_WITHIN_MS, and those with none by PUSH_LATEST_MS. */
  judged: { pushed: number; missed: string[] };
  /** Movements made while the socket was down (not judged). */
  unwatched: number;
  /** For each judged movement, ms from its answer to its note (negative: before the answer). */
  delays: number[];
};

export function liveWatch(client: ClusterClient) {
  const notes: number[] = [];
  /** [opened, closed) intervals; the last one open while the socket is. */
  const open: { from: number; until: number }[] = [];
  const movements: Movement[] = [];
  let socket: WebSocket | null = null;
  let stopped = false;

  async function connect(): Promise<void> {
    while (!stopped) {
      try {
        const { ticket } = await client.call(calls.liveTicket, {});
        const ws = new WebSocket(liveSocketUrl(client.origin, ticket), {
          headers: { 'x-forwarded-for': client.address },
        });
        await new Promise<void>((resolve, reject) => {
          ws.once('open', () => resolve());
          ws.once('error', reject);
        });
        socket = ws;
        const interval = { from: Date.now(), until: Infinity };
        open.push(interval);
        ws.on('error', () => {});
        ws.on('message', () => notes.push(Date.now()));
        ws.on('close', () => {
          interval.until = Date.now();
          if (!stopped) setTimeout(() => void connect(), 200);
        });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  const watched = (m: Movement) =>
    open.some((i) => i.from <= m.startedAt && i.until >= m.answeredAt + PUSH_LATEST_MS);

  return {
    /** Opens the socket; answers once it is open. */
    start: connect,
    /** Records a movement made by `work`, timed around it. */
    async moved<T>(what: string, work: () => Promise<T>): Promise<T> {
      const startedAt = Date.now();
      const result = await work();
      movements.push({ what, startedAt, answeredAt: Date.now() });
      return result;
    },
    /** Waits for the last movements' notes, closes the socket and judges every movement. */
    async finish(): Promise<LivePush> {
      await new Promise((resolve) => setTimeout(resolve, PUSH_LATEST_MS));
      stopped = true;
      socket?.close();
      const push: LivePush = { judged: { pushed: 0, missed: [] }, unwatched: 0, delays: [] };
      for (const m of movements) {
        if (!watched(m)) {
          push.unwatched += 1;
          continue;
        }
        const note = notes.find((t) => t > m.startedAt && t <= m.answeredAt + PUSH_LATEST_MS);
        if (note === undefined) {
          push.judged.missed.push(m.what);
          continue;
        }
        push.delays.push(note - m.answeredAt);
        if (note <= m.answeredAt + PUSH_WITHIN_MS) push.judged.pushed += 1;
      }
      return push;
    },
  };
}

export type LiveWatch = ReturnType<typeof liveWatch>;
