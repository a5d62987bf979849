import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { LIVE_SOCKET_PATH, calls } from '@pisoplay/contract';
import type { LiveServerEvent } from '@pisoplay/contract';
import { creditTestDeposit, signIn, signedCall, testApp } from '../../../test/harness.ts';
import type { TestPlayer } from '../../../test/harness.ts';

const SECRET = 'live-test-secret-0123456789abcdef0123';

/** Two servers on one database, as behind a load balancer. */
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  first = await testApp({ AUTH_SECRET: SECRET });
  second = await testApp({ AUTH_SECRET: SECRET });
});
afterAll(async () => {
  await first.close();
  await second.close();
});

async function uidOf(player: TestPlayer): Promise<number> {
  const detail = await signedCall(first, player, calls.memberDetail);
  if (!detail.body.status) throw new Error(String(detail.body.data));
  return detail.body.data.uid;
}

async function ticketOf(player: TestPlayer): Promise<string> {
  const reply = await signedCall(first, player, calls.liveTicket, {});
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data.ticket;
}

/** A live socket on `server`, with the notes it has received. */
async function liveSocket(server: FastifyInstance, ticket: string) {
  const notes: LiveServerEvent[] = [];
  const socket: WebSocket = await server.injectWS(
    `${LIVE_SOCKET_PATH}?ticket=${ticket}`,
    {},
    {
      onInit: (ws) => ws.on('message', (data) => notes.push(JSON.parse(String(data)))),
    },
  );
  return { socket, notes };
}

const credit = creditTestDeposit;

const within = async (ms: number, done: () => boolean) => {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
  return done();
};

describe('the live socket', () => {
  it('pushes a balance note within a second of a movement made on another server', async () => {
    const player = await signIn(first);
    const uid = await uidOf(player);
    await credit(second, uid, 10_000);
    const live = await liveSocket(first, await ticketOf(player));
    // The first note comes at once (read the balance: it may have moved while opening); then
    // none while nothing moves.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(live.notes).toEqual([{ type: 'balance' }]);
    live.notes.length = 0;

    const startedAt = Date.now();
    await credit(second, uid, 5_000);
    expect(await within(1000, () => live.notes.length > 0)).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(live.notes).toEqual([{ type: 'balance' }]);

    // Another player's movement is not this player's news.
    const other = await signIn(first);
    await credit(second, await uidOf(other), 5_000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(live.notes).toHaveLength(1);
    live.socket.terminate();
  });

  it('opens only with an unspent ticket of a signed-in player', async () => {
    const player = await signIn(first);
    const ticket = await ticketOf(player);
    const live = await liveSocket(second, ticket);
    expect(live.socket.readyState).toBe(live.socket.OPEN);
    live.socket.terminate();
    // Spent: refused, on either server.
    await expect(liveSocket(first, ticket)).rejects.toThrow();
    await expect(liveSocket(second, 'x'.repeat(43))).rejects.toThrow();
    const unsigned = await first.inject({ method: 'POST', url: calls.liveTicket.path });
    expect(unsigned.statusCode).toBe(401);
  });
});
