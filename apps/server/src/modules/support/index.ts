import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { registerSupportRoutes } from './routes.ts';
import { HELP_TYPES } from './seed/help-articles.ts';
import { NEWS } from './seed/news.ts';
import { seedSupportContent } from './support-queries.ts';
import { createSupportService } from './support-service.ts';

/** The help centre, news and feedback (docs/support.md). */
export async function supportModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await seedSupportContent(deps.db, HELP_TYPES, NEWS);
  registerSupportRoutes(app, createSupportService({ db: deps.db, clock: deps.clock }));
}
