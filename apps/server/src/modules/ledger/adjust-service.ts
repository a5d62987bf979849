import { CASH_TYPES, amountToCentavos, businessError, centavosToAmount } from '@pisoplay/contract';
import type { OperatorCaller } from '../../caller.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../providers/clock.ts';
import { findMember } from '../members/index.ts';
import { recordAudit } from '../../platform/audit/audit-queries.ts';
import type { Ledger } from './ledger-service.ts';

/**
 * An operator's correction of a player's cash: a new transfer, audited with it. The operator's
 * idempotency key names the transfer, so a retried request moves the money once and answers
 * the same transfer (the ledger refuses the key with another player or amount).
 */
export function createAdjustService(ctx: { db: Database; clock: Clock; ledger: Ledger }) {
  return async (
    operator: OperatorCaller,
    input: { uid: number; amount: string; reason: string; idempotency_key: string },
  ): Promise<{ transfer_id: number; balance: string }> => {
    const centavos = amountToCentavos(input.amount)!;
    return ctx.db.transaction(async (tx) => {
      if (!(await findMember(tx, input.uid))) throw businessError('Player not found');
      // Retries with one key wait here for the first to commit, then find its transfer.
      await tx.query('SELECT pg_advisory_xact_lock(91, hashtext($1))', [input.idempotency_key]);
      const player = { kind: 'player_cash' as const, uid: input.uid };
      const house = { kind: 'adjustments' as const };
      const transfer = await ctx.ledger.transfer(
        {
          key: `adjust:${operator.operatorId}:${input.idempotency_key}`,
          from: centavos > 0 ? house : player,
          to: centavos > 0 ? player : house,
          amount: Math.abs(centavos),
          reason: 'adjustment',
          cashType: CASH_TYPES.adjustment,
          remark: input.reason,
          reference: `operator:${operator.username}`,
        },
        tx,
      );
      if (!transfer.replayed) {
        await recordAudit(tx, {
          by: operator,
          action: 'ledger.adjust',
          targetUid: input.uid,
          detail: { amount: input.amount, reason: input.reason, transfer_id: transfer.id },
          reason: input.reason,
          now: ctx.clock.now(),
        });
      }
      // The player's side always keeps a running balance (as it was after this transfer).
      const balance = centavos > 0 ? transfer.credit_balance_after : transfer.debit_balance_after;
      return { transfer_id: transfer.id, balance: centavosToAmount(balance!) };
    });
  };
}
