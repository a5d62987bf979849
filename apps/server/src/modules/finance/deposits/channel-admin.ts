import { businessError } from '@pisoplay/contract';
import type { OperatorCaller } from '../../../caller.ts';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../providers/clock.ts';
import { recordAudit } from '../../../platform/audit/audit-queries.ts';
import { findChannel, updateChannel } from '../channels/channel-queries.ts';
import { FINANCE_MESSAGES } from '../messages.ts';

/** POST /admin/channel/update: turns a channel on or off and sets its limits, audited. */
export function createChannelAdmin(ctx: { db: Database; clock: Clock }) {
  return (
    operator: OperatorCaller,
    input: { id: number; enabled: boolean; min_amount: number; max_amount: number },
  ): Promise<boolean> =>
    ctx.db.transaction(async (tx) => {
      const before = await findChannel(tx, input.id);
      if (!before || !(await updateChannel(tx, input))) {
        throw businessError(FINANCE_MESSAGES.channelNotFound);
      }
      await recordAudit(tx, {
        operatorId: operator.operatorId,
        operator: operator.username,
        action: 'channel.update',
        targetUid: null,
        detail: {
          ...input,
          before: {
            enabled: before.enabled,
            min_amount: before.min_amount,
            max_amount: before.max_amount,
          },
        },
        now: ctx.clock.now(),
      });
      return true;
    });
}
