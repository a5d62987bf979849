import type { BoxOdds } from '@pisoplay/contract';
import type { Module } from '../../deps.ts';
import { registerAdminContentRoutes } from './admin-content-routes.ts';
import { registerSupportRoutes } from './routes.ts';
import { HELP_TYPES } from './seed/help-articles.ts';
import { HELP_TYPES_FIL } from './seed/help-articles.fil.ts';
import { NEWS } from './seed/news.ts';
import { NEWS_FIL } from './seed/news.fil.ts';
import { seedSupportContent } from './support-queries.ts';
import { createSupportService } from './support-service.ts';
// The face other modules use: the help search (the chat's quick answers).
export { searchHelp } from './support-queries.ts';

/**
 * The help centre, news and feedback (docs/support.md). The mystery box's odds, which the help
 * centre publishes, belong to promotions, a module above this one: the composition root hands
 * down how to read them.
 */
export const supportModule: Module<{ boxOdds: () => Promise<BoxOdds[]> }> = async (
  app,
  deps,
  { boxOdds },
) => {
  await seedSupportContent(deps.db, HELP_TYPES, NEWS, {
    help: [HELP_TYPES_FIL],
    news: [NEWS_FIL],
  });
  const settings = {
    depositExpiresMinutes: deps.config.DEPOSIT_EXPIRES_MINUTES,
    depositTurnoverMultiplier: deps.config.DEPOSIT_TURNOVER_MULTIPLIER,
    withdrawAutoApproveMax: deps.config.WITHDRAW_AUTO_APPROVE_MAX,
    withdrawAutoApproveDailyMax: deps.config.WITHDRAW_AUTO_APPROVE_DAILY_MAX,
  };
  registerSupportRoutes(
    app,
    createSupportService({ db: deps.db, clock: deps.clock, settings, boxOdds }),
  );
  registerAdminContentRoutes(app, { db: deps.db, clock: deps.clock });
};
