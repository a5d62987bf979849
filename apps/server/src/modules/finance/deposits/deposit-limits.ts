import {
  RG_MESSAGES,
  businessError,
  centavosToAmount,
  moneyLimitOf,
  rgPeriodBounds,
} from '@pisoplay/contract';
import type { DepositStatus, RgPeriod } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import { moneyLimitsOf } from '../../members/index.ts';

/** Orders that count against a deposit limit: every one that was paid or may still be. */
const COUNTED: readonly DepositStatus[] = ['pending', 'paying', 'under_review', 'completed'];

/**
 * What the player deposited (or has open) in the current Manila day, week and month, in
 * centavos: one read of their orders since the earliest of the three starts.
 */
export async function depositedInPeriods(
  q: Queryable,
  uid: number,
  now: number,
): Promise<Record<RgPeriod, number>> {
  const start = (period: RgPeriod) => new Date(rgPeriodBounds(period, now).start);
  const [row] = await q.query<Record<RgPeriod, number>>(
    `SELECT COALESCE(sum(amount) FILTER (WHERE created_at >= $2), 0)::bigint AS day,
       COALESCE(sum(amount) FILTER (WHERE created_at >= $3), 0)::bigint AS week,
       COALESCE(sum(amount) FILTER (WHERE created_at >= $4), 0)::bigint AS month
     FROM deposit_orders
     WHERE uid = $1 AND created_at >= least($2, $3, $4) AND status = ANY ($5)`,
    [uid, start('day'), start('week'), start('month'), COUNTED],
  );
  return row!;
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
  const limits = await moneyLimitsOf(q, uid, 'deposit');
  if (limits.length === 0) return;
  const deposited = await depositedInPeriods(q, uid, now);
  for (const limit of limits) {
    const used = deposited[moneyLimitOf(limit.limit_key)!.period];
    if (used + amount > limit.value) {
      const left = centavosToAmount(Math.max(0, limit.value - used));
      throw businessError(RG_MESSAGES.depositLimit(limit.limit_key, left));
    }
  }
}
