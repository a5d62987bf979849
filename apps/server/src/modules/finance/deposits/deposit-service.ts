import { createHash } from 'node:crypto';
import { businessError, centavosToAmount } from '@pisoplay/contract';
import type { DepositStart, DepositStatus, KycAction } from '@pisoplay/contract';
import type { Database, Queryable } from '../../../db/database.ts';
import type { Clock } from '../../../providers/clock.ts';
import type {
  CheckoutState,
  PaymentGateway,
  PaymentNotification,
} from '../../../providers/payments/payment-gateway.ts';
import type { Ledger } from '../../ledger/index.ts';
import type { ThrottleRule } from '../../../platform/throttle/throttle-rule.ts';
import { takeAttempt } from '../../../platform/throttle/throttle-queries.ts';
import { channelAmount } from '../channels/channel-service.ts';
import type { ChannelRow } from '../channels/channel-queries.ts';
import { insertOrderStep } from '../records/record-queries.ts';
import { creditOrder } from './deposit-credit.ts';
import { assertDepositFits, lockDepositsOf } from './deposit-limits.ts';
import { DEPOSIT_MESSAGES } from './messages.ts';
import {
  OPEN_STATUSES,
  findDepositOrder,
  findOrderByKey,
  insertDepositOrder,
  insertNotification,
  lockDepositOrder,
  orderIdOf,
  orderReference,
  overdueOrders,
  setCheckout,
  setStatus,
} from './deposit-queries.ts';
import type { DepositOrderRow } from './deposit-queries.ts';

export type DepositContext = {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  payments: PaymentGateway;
  playerGate: (uid: number, action: KycAction) => Promise<void>;
  expiresMinutes: number;
  /** Where players reach this server ('' for the simulator: its page is on this server). */
  publicBaseUrl: string;
  warn: (detail: Record<string, unknown>, message: string) => void;
};

/**
 * What a notification did, as payment_notifications records it; 'refused' ones answer 401, and
 * 429 past the refused ones an address may send (those are not stored).
 */
export type NotifyOutcome = { code: 200 | 401 | 429; outcome: string };

const BODY_KEPT = 16_000;
/** Of a refused notification, only its first bytes are kept (with its size and SHA-256). */
const REFUSED_BODY_KEPT = 512;
/**
 * Refused notifications one address may send in a minute: a gateway retries a few times, a
 * flood is someone else. Counted before anything is stored.
 */
export const REFUSED_NOTIFICATIONS: ThrottleRule = { max: 30, windowMs: 60_000, lockMs: 0 };
const OVERDUE_BATCH = 50;

/**
 * Deposits through the payment gateway (docs/wallet.md): an order and its checkout, the signed
 * notifications that settle it (crediting exactly once), and the deadline that times it out.
 */
export function createDepositService(ctx: DepositContext) {
  const { db, clock, ledger, payments } = ctx;
  const at = () => new Date(clock.now());

  async function changeStatus(
    q: Queryable,
    order: DepositOrderRow,
    status: DepositStatus,
    reason: string,
    amounts: { notifiedAmount?: number } = {},
  ) {
    const now = at();
    await setStatus(q, order.id, { status, reason, now, ...amounts });
    await insertOrderStep(q, { kind: 'deposit', orderId: order.id, status, note: reason, at: now });
  }

  const credit = (q: Queryable, order: DepositOrderRow, note: string) =>
    creditOrder(q, ledger, { order, amount: order.amount, note, now: at() });

  async function openCheckout(order: DepositOrderRow, channel: ChannelRow) {
    const base = ctx.publicBaseUrl.replace(/\/+$/, '');
    let checkout;
    try {
      checkout = await payments.createCheckout({
        reference: orderReference(order.id),
        amount: order.amount,
        channel: channel.name,
        returnUrl: `${base}/s-transaction/status?id=${order.id}&type=deposit`,
        notifyUrl: `${base}/finance/payment/notify/${payments.kind}`,
        expiresAt: order.expires_at,
      });
    } catch (error) {
      ctx.warn({ err: error, order: order.id }, 'payment gateway refused the checkout');
      await db.transaction(async (tx) => {
        const locked = await lockDepositOrder(tx, order.id);
        if (locked && locked.status === 'pending' && !locked.pay_url) {
          await changeStatus(tx, locked, 'canceled', DEPOSIT_MESSAGES.gatewayDownReason);
        }
      });
      throw businessError(DEPOSIT_MESSAGES.gatewayDown);
    }
    const stored = await setCheckout(db, order.id, { ...checkout, now: at() });
    return stored ?? (await findDepositOrder(db, order.id))!;
  }

  /** Settles a locked order by a verified notification; answers what it did. */
  async function settle(q: Queryable, n: PaymentNotification): Promise<string> {
    const id = orderIdOf(n.reference);
    const order = id === null ? null : await lockDepositOrder(q, id);
    if (!order || order.gateway !== payments.kind) return 'unknown order';
    if (n.state === 'paid') {
      if (order.status === 'completed') return 'duplicate';
      if (order.status === 'under_review') return 'ignored: under review';
      // An order once under review is decided by an operator only: the payment delivered again
      // must not reopen one they closed as refunded (it could then be credited as well).
      if (order.notified_amount !== null) return `ignored: ${order.status} after review`;
      if (n.amount !== order.amount) {
        await changeStatus(
          q,
          order,
          'under_review',
          DEPOSIT_MESSAGES.amountMismatch(centavosToAmount(n.amount)),
          { notifiedAmount: n.amount },
        );
        return 'amount mismatch';
      }
      // The money was taken: a payment that arrives after the order timed out (or was given
      // up on the page) is credited all the same.
      const late = OPEN_STATUSES.includes(order.status) ? '' : `paid after ${order.status}`;
      await credit(q, order, late);
      return late ? `credited (${late})` : 'credited';
    }
    if (!OPEN_STATUSES.includes(order.status)) return `ignored: ${order.status}`;
    if (n.state === 'expired') {
      await changeStatus(q, order, 'timeout', DEPOSIT_MESSAGES.checkoutExpired);
      return 'timeout';
    }
    await changeStatus(
      q,
      order,
      'canceled',
      n.state === 'canceled' ? DEPOSIT_MESSAGES.canceledByPlayer : DEPOSIT_MESSAGES.paymentFailed,
    );
    return 'canceled';
  }

  /** Times out one overdue order, or credits it when the gateway says it was paid. */
  async function expire(order: DepositOrderRow): Promise<void> {
    let state: CheckoutState | 'unknown' = 'unknown';
    if (order.gateway === payments.kind && order.gateway_ref) {
      state = await payments.checkoutStatus(order.gateway_ref).catch(() => 'unknown' as const);
    }
    await db.transaction(async (tx) => {
      const locked = await lockDepositOrder(tx, order.id);
      if (!locked || !OPEN_STATUSES.includes(locked.status)) return;
      if (state === 'paid') return credit(tx, locked, 'paid, found at the deadline');
      if (state === 'canceled' || state === 'failed') {
        const reason =
          state === 'canceled' ? DEPOSIT_MESSAGES.canceledByPlayer : DEPOSIT_MESSAGES.paymentFailed;
        return changeStatus(tx, locked, 'canceled', reason);
      }
      return changeStatus(
        tx,
        locked,
        'timeout',
        DEPOSIT_MESSAGES.notPaidInTime(ctx.expiresMinutes),
      );
    });
  }

  return {
    /** GET /finance/payment/deposit: an order and its checkout; a retried key answers the same. */
    async start(
      uid: number,
      input: { amount: string; pid: number; idempotency_key?: string | undefined },
    ): Promise<DepositStart> {
      await ctx.playerGate(uid, 'deposit');
      const { channel, centavos } = await channelAmount(db, input.pid, 'deposit', input.amount);
      const key = input.idempotency_key ?? null;
      let order = key ? await findOrderByKey(db, uid, key) : null;
      if (!order) {
        const now = clock.now();
        order = await db.transaction(async (tx) => {
          await lockDepositsOf(tx, uid);
          // A concurrent request with the same key made it first.
          const made = key ? await findOrderByKey(tx, uid, key) : null;
          if (made) return made;
          await assertDepositFits(tx, uid, centavos, now);
          const created = await insertDepositOrder(tx, {
            uid,
            channelId: channel.id,
            amount: centavos,
            status: 'pending',
            key,
            gateway: payments.kind,
            now: new Date(now),
            expiresAt: new Date(now + ctx.expiresMinutes * 60_000),
          });
          if (created) {
            await insertOrderStep(tx, {
              kind: 'deposit',
              orderId: created.id,
              status: 'pending',
              at: new Date(now),
            });
          }
          return created ?? (await findOrderByKey(tx, uid, key!))!;
        });
      }
      if (order.amount !== centavos || order.channel_id !== channel.id) {
        throw businessError(DEPOSIT_MESSAGES.keyReused);
      }
      if (!order.pay_url && order.status === 'pending') order = await openCheckout(order, channel);
      // A key whose checkout could not be made stays failed: a new attempt takes a new key.
      if (!order.pay_url) throw businessError(DEPOSIT_MESSAGES.gatewayDown);
      return { pay_url: order.pay_url, id: order.id };
    },

    /**
     * A gateway's notification: the signature over the raw bytes is checked before anything is
     * parsed; every notification is logged, and only a verified one changes anything.
     */
    async notify(
      gateway: string,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
      ip: string,
    ): Promise<NotifyOutcome> {
      const now = clock.now();
      const text = (bytes: Buffer, max: number) =>
        bytes.toString('utf8').replaceAll('\u0000', '').slice(0, max);
      const n =
        gateway === payments.kind ? payments.verifyNotification(rawBody, headers, now) : null;
      if (!n) {
        const attempt = await takeAttempt(db, 'payment-notify', ip, REFUSED_NOTIFICATIONS, now);
        if (!attempt.allowed) return { code: 429, outcome: 'refused: too many from this address' };
        const outcome = 'refused: unsigned, tampered, stale or unknown gateway';
        await insertNotification(db, {
          gateway,
          eventId: null,
          verified: false,
          outcome,
          body: text(rawBody.subarray(0, REFUSED_BODY_KEPT), REFUSED_BODY_KEPT),
          bodyBytes: rawBody.length,
          bodySha256: createHash('sha256').update(rawBody).digest('hex'),
          now: new Date(now),
        });
        ctx.warn({ gateway, ip, bytes: rawBody.length }, 'payment notification refused');
        return { code: 401, outcome };
      }
      const body = text(rawBody, BODY_KEPT);
      return db.transaction(async (tx) => {
        const outcome = await settle(tx, n);
        await insertNotification(tx, {
          gateway,
          eventId: n.eventId,
          verified: true,
          outcome,
          body,
          now: new Date(now),
        });
        if (outcome === 'unknown order' || outcome === 'amount mismatch') {
          ctx.warn(
            { gateway, reference: n.reference, event: n.eventId },
            `payment notification: ${outcome}`,
          );
        }
        return { code: 200 as const, outcome };
      });
    },

    /** The deadline job: open orders past expires_at become timeout (or completed if paid). */
    async expireOverdue(): Promise<number> {
      const due = await overdueOrders(db, at(), OVERDUE_BATCH);
      for (const order of due) await expire(order);
      return due.length;
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
