import type { FastifyInstance } from 'fastify';
import { operatorCalls } from '@pisoplay/contract';
import type { Database } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import type { Clock } from '../../providers/clock.ts';
import type { Ledger } from './ledger-service.ts';
import { createPlayerPage } from './player-page.ts';

/** The back office's player page and its ledger movements (docs/back-office.md). */
export function registerAdminLedgerRoutes(
  app: FastifyInstance,
  ctx: { db: Database; clock: Clock; ledger: Ledger },
): void {
  const page = createPlayerPage(ctx);
  route(app, operatorCalls.adminMemberDetail, ({ payload }) => page.detail(payload.uid));
  route(app, operatorCalls.adminMemberLedger, ({ payload }) => page.movements(payload));
}
