import type { Logger } from '../../../logger.ts';
import type { InviteService } from './invite-service.ts';

/** How often the job looks for invite rewards owed (docs/promotions.md, "Invitations"). */
const INVITE_JOB_MS = 60_000;

/** Pays owed invite rewards every minute, also to inviters who do not open /invite. */
export function startInviteRewards(invites: InviteService, log: Logger): () => void {
  let running = false;
  const timer = setInterval(() => {
    // A pass slower than a minute is not overtaken by the next (the lock would queue them).
    if (running) return;
    running = true;
    invites
      .settleOwed()
      .catch((error: unknown) => log.warn({ err: error }, 'invite rewards job failed'))
      .finally(() => {
        running = false;
      });
  }, INVITE_JOB_MS);
  timer.unref();
  return () => clearInterval(timer);
}
