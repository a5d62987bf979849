import {
  RG_MESSAGES,
  businessError,
  centavosToAmount,
  moneyLimitOf,
  rgPeriodBounds,
} from '@pisoplay/contract';
import type { DepositStatus } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import { moneyLimitsOf } from '../../members/index.ts';

/** Orders that count against a deposit limit: every one that was paid or may still be. */
const COUNTED: readonly DepositStatus[] = ['pending', 'paying', 'under_review', 'completed'];

/** What the player deposited (or has open) since `since`, in centavos. */
export async function depositedSince(q: Queryable, uid: number, since: number): Promise<number> {
  const [row] = await q.query<{ total: number }>(
    `SELECT COALESCE(sum(amount), 0)::bigint AS total FROM deposit_orders
     WHERE uid = $1 AND created_at >= $2 AND status = ANY ($3)`,
    [uid, new Date(since), COUNTED],
  );
  return row!.total;
}

/** Holds the player's deposits until the transaction ends: parallel ones are counted in turn. */
export async function lockDepositsOf(q: Queryable, uid: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(93, $1)', [uid]);
}

/**
 * Refuses a deposit of `amount` centavos that would cross one of the player's deposit limits
 * (docs/responsible-gaming.md), with what is left of it. Taken under the player's deposit lock
 * (lockDepositsOf, here), before the order is made, so parallel deposits cannot cross a limit
 * together.
 */
export async function assertDepositFits(
  q: Queryable,
  uid: number,
  amount: number,
  now: number,
): Promise<void> {
  await lockDepositsOf(q, uid);
  for (const limit of await moneyLimitsOf(q, uid, 'deposit')) {
    const { period } = moneyLimitOf(limit.limit_key)!;
    const used = await depositedSince(q, uid, rgPeriodBounds(period, now).start);
    if (used + amount > limit.value) {
      const left = centavosToAmount(Math.max(0, limit.value - used));
      throw businessError(RG_MESSAGES.depositLimit(limit.limit_key, left));
    }
  }
}
