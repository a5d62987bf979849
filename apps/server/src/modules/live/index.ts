import { LIVE_SOCKET_PATH, calls, tokenError } from '@pisoplay/contract';
import type { Module } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { keepAlive } from '../../http/web-sockets.ts';
import { randomToken, sha256Hex } from '../../platform/crypto.ts';
import { createBalanceWatch } from './balance-watch.ts';
import { insertLiveTicket, spendLiveTicket } from './live-queries.ts';

const TICKET_TTL_MS = 60_000;

/**
 * The signed-in player's live socket (docs/scaling.md, "Balance push"): a ticket from a signed
 * call, spent before the upgrade (a browser cannot sign it); then the server pushes a note each
 * time the player's balances move. Money is read from the primary, never a replica.
 */
export const liveModule: Module = async (app, deps) => {
  const watch = createBalanceWatch(deps.db, app.log);
  app.addHook('preClose', async () => watch.stop());

  route(app, calls.liveTicket, async ({ caller }) => {
    const ticket = randomToken();
    const now = deps.clock.now();
    await insertLiveTicket(deps.db, {
      hash: sha256Hex(ticket),
      uid: caller.uid,
      expiresAt: now + TICKET_TTL_MS,
      now,
    });
    return { ticket };
  });

  app.get<{ Querystring: { ticket?: string } }>(
    LIVE_SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        const { ticket } = request.query;
        const uid =
          typeof ticket === 'string' && /^[A-Za-z0-9_-]{20,64}$/.test(ticket)
            ? await spendLiveTicket(deps.db, sha256Hex(ticket), deps.clock.now())
            : null;
        if (uid === null) throw tokenError();
        (request as { liveUid?: number }).liveUid = uid;
      },
    },
    (socket, request) => {
      const leave = watch.add((request as unknown as { liveUid: number }).liveUid, socket);
      keepAlive(socket);
      socket.on('close', leave);
    },
  );
};
