import { CASH_TYPES, VOUCHER_CHANNEL_ID, businessError } from '@pisoplay/contract';
import type { KycAction } from '@pisoplay/contract';
import type { OperatorCaller } from '../../../caller.ts';
import type { Database, Queryable } from '../../../db/database.ts';
import type { Clock } from '../../../providers/clock.ts';
import type { Ledger } from '../../ledger/index.ts';
import { forgetAttempt, takeAttempt } from '../../../platform/throttle/throttle-queries.ts';
import type { ThrottleRule } from '../../../platform/throttle/throttle-rule.ts';
import { recordAudit } from '../../../platform/audit/audit-queries.ts';
import { insertOrderStep } from '../records/record-queries.ts';
import { assertDepositFits } from './deposit-limits.ts';
import { insertDepositOrder } from './deposit-queries.ts';
import { DEPOSIT_MESSAGES } from './messages.ts';
import {
  insertVouchers,
  redeemVoucher,
  setVoucherTransfer,
  voucherExists,
} from './voucher-queries.ts';
import { newVoucherCode, voucherHash } from './voucher-codes.ts';

/** Wrong codes a player may try per hour (guessing codes is guessing money). */
export const VOUCHER_GUESSES: ThrottleRule = { max: 10, windowMs: 3600_000, lockMs: 0 };
const VOUCHER_SCOPE = 'voucher';

const pesos = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * One new code worth `amount` centavos, for its buyer (the shop simulator's sale, a points
 * exchange): the code is shown to them; only its hash is kept here.
 */
export async function issueVoucher(
  q: Queryable,
  v: { amount: number; createdBy: string; now: Date },
): Promise<{ id: number; code: string }> {
  const code = newVoucherCode();
  const [row] = await insertVouchers(q, { codes: [code], ...v });
  return { id: row!.id, code };
}

/** Voucher channel 1008: redeeming a code once for its face value; the operator's codes. */
export function createVoucherService(ctx: {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  playerGate: (uid: number, action: KycAction) => Promise<void>;
}) {
  const { db, clock, ledger } = ctx;

  return {
    /** POST /finance/shop/exchange: `code` as the contract normalised it (no spaces). */
    async exchange(uid: number, code: string): Promise<string> {
      await ctx.playerGate(uid, 'deposit');
      const now = clock.now();
      // The guess is counted before the lookup, in one statement: parallel guesses cannot pass.
      const attempt = await takeAttempt(db, VOUCHER_SCOPE, String(uid), VOUCHER_GUESSES, now);
      if (!attempt.allowed) {
        throw businessError(
          DEPOSIT_MESSAGES.voucherTooMany(Math.ceil((attempt.retryAt - now) / 60_000)),
        );
      }
      const hash = voucherHash(code);
      const redeemed = await db.transaction(async (tx) => {
        const voucher = await redeemVoucher(tx, hash, uid, new Date(now));
        if (!voucher) return null;
        await assertDepositFits(tx, uid, voucher.amount, now);
        const transfer = await ledger.creditDeposit(
          {
            key: `voucher:${voucher.id}`,
            uid,
            source: 'vouchers',
            amount: voucher.amount,
            reason: 'voucher',
            cashType: CASH_TYPES.voucher,
            reference: `V${voucher.id}`,
          },
          tx,
        );
        await setVoucherTransfer(tx, voucher.id, transfer.id);
        // A completed order on channel 1008, so the voucher shows in the deposit records.
        const order = await insertDepositOrder(tx, {
          uid,
          channelId: VOUCHER_CHANNEL_ID,
          amount: voucher.amount,
          status: 'completed',
          key: null,
          gateway: 'voucher',
          gatewayRef: `V${voucher.id}`,
          transferId: transfer.id,
          now: new Date(now),
          expiresAt: new Date(now),
        });
        await insertOrderStep(tx, {
          kind: 'deposit',
          orderId: order!.id,
          status: 'completed',
          at: new Date(now),
        });
        return voucher;
      });
      if (!redeemed) {
        const used = await voucherExists(db, hash);
        throw businessError(used ? DEPOSIT_MESSAGES.voucherUsed : DEPOSIT_MESSAGES.voucherWrong);
      }
      await forgetAttempt(db, VOUCHER_SCOPE, String(uid));
      return DEPOSIT_MESSAGES.voucherRedeemed(pesos.format(redeemed.amount / 100));
    },

    /** POST /admin/voucher/create: `count` new codes worth `amount` pesos, shown this once. */
    async create(
      operator: OperatorCaller,
      input: { amount: number; count: number; reason: string },
    ): Promise<{ codes: string[] }> {
      const codes = Array.from({ length: input.count }, newVoucherCode);
      await db.transaction(async (tx) => {
        const rows = await insertVouchers(tx, {
          codes,
          amount: input.amount * 100,
          createdBy: operator.username,
          now: new Date(clock.now()),
        });
        await recordAudit(tx, {
          by: operator,
          action: 'voucher.create',
          targetUid: null,
          detail: { amount: input.amount, count: input.count, ids: rows.map((r) => r.id) },
          reason: input.reason,
          now: clock.now(),
        });
      });
      return { codes };
    },

    /**
     * A code the shopping-app simulator sells (development only): what a real shop gets from
     * the operator's batches, one at a time, so the exchange can be tried by hand.
     */
    async sellInShopSimulator(pesos: number): Promise<string> {
      const voucher = await issueVoucher(db, {
        amount: pesos * 100,
        createdBy: 'shop-simulator',
        now: new Date(clock.now()),
      });
      return voucher.code;
    },
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
