import type { FastifyInstance } from 'fastify';
import { operatorCalls } from '@pisoplay/contract';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../providers/clock.ts';
import { route } from '../../http/route.ts';
import { createAdminContentService } from './admin-content-service.ts';

/**
 * The operators' news and help articles, and their translations (docs/back-office.md, "News, help
 * and banners").
 */
export function registerAdminContentRoutes(
  app: FastifyInstance,
  ctx: { db: Database; clock: Clock },
): void {
  const content = createAdminContentService(ctx);
  route(app, operatorCalls.adminNewsList, ({ payload }) =>
    content.newsList(payload.page, payload.page_size),
  );
  route(app, operatorCalls.adminNewsSave, ({ caller, payload }) =>
    content.newsSave(caller, payload),
  );
  route(app, operatorCalls.adminNewsDelete, ({ caller, payload }) =>
    content.newsDelete(caller, payload),
  );
  route(app, operatorCalls.adminNewsTranslationSave, ({ caller, payload }) =>
    content.newsTranslationSave(caller, payload),
  );
  route(app, operatorCalls.adminHelpList, () => content.helpList());
  route(app, operatorCalls.adminHelpSave, ({ caller, payload }) =>
    content.helpSave(caller, payload),
  );
  route(app, operatorCalls.adminHelpTypeNameSave, ({ caller, payload }) =>
    content.helpTypeNameSave(caller, payload),
  );
}
