import type { Logger } from '../../../logger.ts';
import type { Job } from '../../../platform/jobs.ts';
import type { VipService } from './vip-service.ts';

/**
 * Pays the VIP bonuses owed (levels reached, today's birthdays): once at start, then every
 * minute. Each bonus is recorded once whatever runs it (docs/vip.md).
 */
export const vipBonusJob = (vip: VipService, log: Logger): Job => ({
  name: 'vip-bonuses',
  everyMs: 60_000,
  atStart: true,
  run: async () => {
    const { paid, withheld } = await vip.settleDue();
    if (paid + withheld > 0) log.info({ paid, withheld }, 'VIP bonuses settled');
  },
});
