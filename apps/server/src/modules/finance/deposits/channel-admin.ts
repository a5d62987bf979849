import { businessError, operatorCalls } from '@pisoplay/contract';
import type { Held, ParsedPayloadOf } from '@pisoplay/contract';
import type { OperatorCaller } from '../../../caller.ts';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../providers/clock.ts';
import { recordAudit } from '../../../platform/audit/audit-queries.ts';
import type { Approvals } from '../../operators/index.ts';
import { findChannel, updateChannel } from '../channels/channel-queries.ts';
import { FINANCE_MESSAGES } from '../messages.ts';

type ChannelChange = ParsedPayloadOf<typeof operatorCalls.adminChannelUpdate>;

/**
 * POST /admin/channel/update: turns a channel on or off and sets its limits, audited. Off takes
 * effect at once; turning a channel that is off back on waits for a second operator (four eyes).
 */
export function createChannelAdmin(ctx: { db: Database; clock: Clock; approvals: Approvals }) {
  const update = (operator: OperatorCaller, input: ChannelChange): Promise<boolean> =>
    ctx.db.transaction(async (tx) => {
      const before = await findChannel(tx, input.id);
      if (!before || !(await updateChannel(tx, input))) {
        throw businessError(FINANCE_MESSAGES.channelNotFound);
      }
      await recordAudit(tx, {
        by: operator,
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
        reason: input.reason,
        now: ctx.clock.now(),
      });
      return true;
    });
  ctx.approvals.register('channel.enable', { call: operatorCalls.adminChannelUpdate, run: update });

  return {
    /** Switching off runs at once; back on is held for a second operator. */
    async update(operator: OperatorCaller, input: ChannelChange): Promise<boolean | Held> {
      const before = await findChannel(ctx.db, input.id);
      if (!before) throw businessError(FINANCE_MESSAGES.channelNotFound);
      if (before.enabled || !input.enabled) return update(operator, input);
      return ctx.approvals.hold(operator, {
        action: 'channel.enable',
        input,
        summary: `Switch payment channel ${before.name} back on`,
        targetUid: null,
        reason: input.reason,
      });
    },
  };
}
