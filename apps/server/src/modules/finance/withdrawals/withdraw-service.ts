import { randomUUID } from 'node:crypto';
import { CASH_TYPES, centavosToAmount, notFound } from '@pisoplay/contract';
import type { KycAction, ParsedPayloadOf, WithdrawItem, calls } from '@pisoplay/contract';
import type { Database, Queryable } from '../../../db/database.ts';
import type { Clock } from '../../../providers/clock.ts';
import type { Ledger } from '../../ledger/index.ts';
import { findActiveAccount } from '../accounts/account-queries.ts';
import { channelAmount } from '../channels/channel-service.ts';
import { WITHDRAW_MESSAGES, payoutReference } from './messages.ts';
import type { OrderTransitions } from './order-transitions.ts';
import type { PayoutService } from './payout-service.ts';
import {
  findOrder,
  findOrderByKey,
  insertOrder,
  nextOrderId,
  withdrawnSince,
} from './withdraw-queries.ts';
import type { WithdrawOrderRow } from './withdraw-queries.ts';

const DAY_MS = 24 * 3600_000;

/** Pesos; see config.ts WITHDRAW_AUTO_APPROVE_*. */
export type AutoApproveSettings = { max: number; dailyMax: number };

export const toWithdrawItem = (row: WithdrawOrderRow): WithdrawItem => ({
  id: row.id,
  channel_name: row.channel_name,
  created_at: row.created_at.toISOString(),
  amount: centavosToAmount(row.amount),
  status: row.status,
});

/**
 * The risk checks of automatic approval (docs/wallet.md): the amount is at most the automatic
 * limit, and the player's withdrawals of the last 24 hours, this one included and canceled ones
 * left out, stay within the daily limit (so a large sum split into small ones waits for an
 * operator). Run after the hold, under its lock, so concurrent requests count each other.
 */
async function passesRiskChecks(
  q: Queryable,
  order: { uid: number; amount: number; now: number },
  limits: AutoApproveSettings,
): Promise<boolean> {
  if (order.amount > limits.max * 100) return false;
  const lastDay = await withdrawnSince(q, order.uid, new Date(order.now - DAY_MS));
  return lastDay <= limits.dailyMax * 100;
}

/** A player's withdrawal request: checks, the hold and the order in one transaction. */
export function createWithdrawService(ctx: {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  playerGate: (uid: number, action: KycAction) => Promise<void>;
  transitions: OrderTransitions;
  payouts: PayoutService;
  gatewayName: string;
  autoApprove: AutoApproveSettings;
}) {
  return async function requestWithdrawal(
    uid: number,
    input: ParsedPayloadOf<typeof calls.withdraw>,
  ): Promise<WithdrawItem> {
    await ctx.playerGate(uid, 'withdraw');
    const key = input.idempotency_key ?? null;
    const earlier = key ? await findOrderByKey(ctx.db, uid, key) : null;
    if (earlier) return toWithdrawItem(earlier);

    const account = await findActiveAccount(ctx.db, uid, input.account_id);
    if (!account) throw notFound(WITHDRAW_MESSAGES.accountNotFound);
    const { channel, centavos } = await channelAmount(
      ctx.db,
      account.channel_id,
      'withdraw',
      input.amount,
    );

    const { order, fresh } = await ctx.db.transaction(async (tx) => {
      const id = await nextOrderId(tx);
      const now = ctx.clock.now();
      // The hold refuses beyond the withdrawable balance, under the lock of the player's cash.
      const { transfer, hold } = await ctx.ledger.hold(
        {
          key: `withdraw:${uid}:${key ?? randomUUID()}`,
          uid,
          amount: centavos,
          cashType: CASH_TYPES.withdraw,
          reference: payoutReference(id),
          remark: `${channel.name} ${account.account}`,
        },
        tx,
      );
      if (transfer.replayed) {
        // The same request, sent concurrently, won the lock first and committed its order.
        const same = await findOrderByKey(tx, uid, key!);
        if (!same) throw new Error(`Hold ${hold.id} replayed without its withdrawal order`);
        return { order: same, fresh: false };
      }
      await insertOrder(tx, {
        id,
        uid,
        account_id: account.id,
        channel_id: channel.id,
        account: account.account,
        amount: centavos,
        idempotency_key: key,
        hold_id: hold.id,
        gateway: ctx.gatewayName,
        now: new Date(now),
      });
      await ctx.transitions.opened(tx, id);
      if (await passesRiskChecks(tx, { uid, amount: centavos, now }, ctx.autoApprove)) {
        await ctx.transitions.approve(tx, id, 'auto');
      }
      return { order: (await findOrder(tx, id))!, fresh: true };
    });

    if (!fresh || order.status !== 'paying') return toWithdrawItem(order);
    await ctx.payouts.start(order.id);
    return toWithdrawItem((await findOrder(ctx.db, order.id))!);
  };
}
