import type { FastifyInstance } from 'fastify';
import { operatorCalls } from '@pisoplay/contract';
import type { Database } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import type { Clock } from '../../providers/clock.ts';
import { createPlayerPage } from './player-page/player-page-service.ts';

/**
 * The back office's player calls members answer (docs/back-office.md, "The player page"):
 * search, ending a player's sessions, notes. The page itself (with the balances) is the ledger's.
 */
export function registerAdminMemberRoutes(
  app: FastifyInstance,
  ctx: { db: Database; clock: Clock },
): void {
  const page = createPlayerPage(ctx);
  route(app, operatorCalls.adminMemberSearch, ({ payload }) => page.search(payload.q));
  route(app, operatorCalls.adminMemberSessionsRevoke, ({ caller, payload }) =>
    page.revokeSessions(caller, payload),
  );
  route(app, operatorCalls.adminMemberNote, ({ caller, payload }) => page.addNote(caller, payload));
}
