import type { Job } from '../../../platform/jobs.ts';
import type { InviteService } from './invite-service.ts';

/**
 * Pays owed invite rewards every minute, also to inviters who do not open /invite
 * (docs/promotions.md, "Invitations").
 */
export const inviteRewardJob = (invites: InviteService): Job => ({
  name: 'invite-rewards',
  everyMs: 60_000,
  run: () => invites.settleOwed(),
});
