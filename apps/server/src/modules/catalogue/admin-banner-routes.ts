import type { FastifyInstance } from 'fastify';
import { operatorCalls } from '@pisoplay/contract';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../providers/clock.ts';
import { route } from '../../http/route.ts';
import { createAdminBannerService } from './admin-banner-service.ts';

/** The operators' home banners (docs/back-office.md, "News, help and banners"). */
export function registerAdminBannerRoutes(
  app: FastifyInstance,
  ctx: { db: Database; clock: Clock; changed: () => void },
): void {
  const banners = createAdminBannerService(ctx);
  route(app, operatorCalls.adminBannerList, ({ payload }) => banners.list(payload.brand));
  route(app, operatorCalls.adminBannerSave, ({ caller, payload }) => banners.save(caller, payload));
  route(app, operatorCalls.adminBannerDelete, ({ caller, payload }) =>
    banners.delete(caller, payload),
  );
}
