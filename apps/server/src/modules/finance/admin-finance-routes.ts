import type { FastifyInstance } from 'fastify';
import { operatorCalls } from '@pisoplay/contract';
import type { Database } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import { adminChannelList } from './channels/channel-service.ts';

/** The back office's finance settings it reads: every payment channel (docs/back-office.md). */
export function registerAdminFinanceRoutes(app: FastifyInstance, ctx: { db: Database }): void {
  route(app, operatorCalls.adminChannelList, () => adminChannelList(ctx.db));
}
