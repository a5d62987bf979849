import type { Logger } from '../../../logger.ts';
import type { VipService } from './vip-service.ts';

const EVERY_MS = 60_000;

/**
 * Pays the VIP bonuses owed (levels reached, today's birthdays): once at start, then every
 * minute. Safe on every server at once (each bonus is recorded once; docs/vip.md).
 */
export function startVipBonuses(vip: VipService, log: Logger): () => void {
  const run = () => {
    vip.settleDue().then(
      ({ paid, withheld }) => {
        if (paid + withheld > 0) log.info({ paid, withheld }, 'VIP bonuses settled');
      },
      (error: unknown) => log.warn({ err: error }, 'settling VIP bonuses failed'),
    );
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
