import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import type { Clock } from '../clock.ts';
import type {
  CheckoutState,
  PaymentGateway,
  PaymentNotification,
  PayoutAnswer,
  PayoutState,
} from './payment-gateway.ts';
import { parseSignatureHeader, signBody, verifySignedBody } from './signature.ts';

export const PAYMENT_SIMULATOR_PREFIX = '/sim/pay/';
/** The header of the simulator's signed notifications: 't=<unix seconds>,v1=<hex hmac>'. */
export const SIM_SIGNATURE_HEADER = 'x-sim-signature';
export const SIM_MERCHANT = 'PisoPlay';

/**
 * How the simulator treats the next payouts (a development control, docs/wallet.md):
 * 'pay' pays after the delay; 'fail' takes it and fails it after the delay; 'refuse' refuses it
 * at once; 'unknown' takes it but answers ambiguously (it pays later); 'timeout' loses the
 * request (answers ambiguously, and the payout does not exist).
 */
export const PAYOUT_MODES = ['pay', 'fail', 'refuse', 'unknown', 'timeout'] as const;
export type PayoutMode = (typeof PAYOUT_MODES)[number];

export const SIM_PAYOUT_REASONS = {
  refused: 'Refused by the payment simulator',
  failed: 'The receiving account refused the transfer (simulated)',
} as const;

/** What a player chose on the checkout page. */
export type CheckoutChoice = 'paid' | 'canceled' | 'failed';

/** Delivery attempts of one notification and the wait before each retry (then it gives up). */
const RETRY_DELAYS_MS = [5_000, 15_000, 45_000, 135_000, 405_000];
/** A claimed delivery is not claimed again before this, so two servers never send it at once. */
const CLAIM_MS = 30_000;

export type SimCheckoutRow = {
  ref: string;
  reference: string;
  amount: number;
  channel: string;
  return_url: string;
  notify_url: string;
  state: CheckoutState;
  expires_at: Date;
  notify_body: string | null;
  notify_attempts: number;
};

/** Sends one notification; answers the HTTP status our server replied. */
export type NotificationSender = (n: {
  url: string;
  body: Buffer;
  headers: Record<string, string>;
}) => Promise<number>;

const notificationBody = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({
    reference: z.string().min(1),
    checkout_id: z.string().min(1),
    amount: z.number().int().positive(),
    state: z.enum(['paid', 'failed', 'canceled', 'expired']),
  }),
});

export type PaymentSimulator = PaymentGateway & {
  readonly kind: 'simulator';
  findCheckout(ref: string): Promise<SimCheckoutRow | null>;
  /** The player's choice on the checkout page; null when the checkout is no longer open. */
  finishCheckout(ref: string, choice: CheckoutChoice): Promise<SimCheckoutRow | null>;
  /** Sends every notification that is due (first tries and retries); answers how many went. */
  deliverDue(): Promise<number>;
  payoutMode(): PayoutMode;
  setPayoutMode(mode: PayoutMode): void;
};

export const isPaymentSimulator = (gateway: PaymentGateway): gateway is PaymentSimulator =>
  gateway.kind === 'simulator';

/**
 * The built-in payment gateway (default; docs/wallet.md): it behaves like a real one, offline.
 * Its checkouts and payouts live in its own tables, its checkout page is served under
 * /sim/pay/, and it notifies our server with signed webhooks that it retries with backoff.
 */
export function createPaymentSimulator(options: {
  db: Queryable;
  clock: Clock;
  secret: string;
  payoutDelayMs: number;
  send: NotificationSender;
}): PaymentSimulator {
  const { db, clock, secret } = options;
  let mode: PayoutMode = 'pay';

  async function deliver(row: SimCheckoutRow & { notify_body: string }): Promise<boolean> {
    const body = Buffer.from(row.notify_body);
    const t = Math.floor(clock.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      [SIM_SIGNATURE_HEADER]: `t=${t},v1=${signBody(secret, t, body)}`,
    };
    let error = '';
    try {
      const status = await options.send({ url: row.notify_url, body, headers });
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (e) {
      error = String(e).slice(0, 200);
    }
    const attempts = row.notify_attempts + 1;
    const retryIn = RETRY_DELAYS_MS[attempts - 1];
    await db.query(
      `UPDATE sim_payment_checkouts
       SET notify_attempts = $2, notify_next_at = $3, notify_last_error = $4 WHERE ref = $1`,
      [
        row.ref,
        attempts,
        error && retryIn !== undefined ? new Date(clock.now() + retryIn) : null,
        error,
      ],
    );
    return !error;
  }

  return {
    kind: 'simulator',

    async createCheckout(request) {
      const ref = `simco_${randomBytes(12).toString('hex')}`;
      await db.query(
        `INSERT INTO sim_payment_checkouts
           (ref, reference, amount, channel, return_url, notify_url, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (reference) DO NOTHING`,
        [
          ref,
          request.reference,
          request.amount,
          request.channel,
          request.returnUrl,
          request.notifyUrl,
          request.expiresAt,
          new Date(clock.now()),
        ],
      );
      // A second request for the same reference answers the checkout made first.
      const [row] = await db.query<{ ref: string }>(
        'SELECT ref FROM sim_payment_checkouts WHERE reference = $1',
        [request.reference],
      );
      return {
        gatewayRef: row!.ref,
        payUrl: `${PAYMENT_SIMULATOR_PREFIX}checkout/${row!.ref}`,
      };
    },

    async checkoutStatus(gatewayRef) {
      const [row] = await db.query<{ state: CheckoutState; expires_at: Date }>(
        'SELECT state, expires_at FROM sim_payment_checkouts WHERE ref = $1',
        [gatewayRef],
      );
      if (!row) return 'unknown';
      if (row.state === 'pending' && row.expires_at.getTime() <= clock.now()) return 'expired';
      return row.state;
    },

    verifyNotification(rawBody, headers, now): PaymentNotification | null {
      const { t, v1 } = parseSignatureHeader(headers[SIM_SIGNATURE_HEADER]);
      if (!verifySignedBody(secret, rawBody, t, v1, now)) return null;
      let parsed;
      try {
        parsed = notificationBody.safeParse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        return null;
      }
      if (!parsed.success) return null;
      const { id, data } = parsed.data;
      return {
        eventId: id,
        reference: data.reference,
        gatewayRef: data.checkout_id,
        state: data.state,
        amount: data.amount,
      };
    },

    async createPayout(request): Promise<PayoutAnswer> {
      if (mode === 'refuse') return { state: 'failed', reason: SIM_PAYOUT_REASONS.refused };
      if (mode === 'timeout') return { state: 'unknown', reason: 'No answer (simulated timeout)' };
      await db.query(
        `INSERT INTO sim_payment_payouts
           (reference, amount, channel, account, account_name, outcome, settles_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (reference) DO NOTHING`,
        [
          request.reference,
          request.amount,
          request.channel,
          request.account,
          request.accountName,
          mode === 'fail' ? 'failed' : 'paid',
          new Date(clock.now() + options.payoutDelayMs),
          new Date(clock.now()),
        ],
      );
      return mode === 'unknown'
        ? { state: 'unknown', reason: 'Ambiguous answer (simulated)' }
        : { state: 'accepted' };
    },

    async payoutStatus(reference): Promise<PayoutState> {
      const [row] = await db.query<{ outcome: 'paid' | 'failed'; settles_at: Date }>(
        'SELECT outcome, settles_at FROM sim_payment_payouts WHERE reference = $1',
        [reference],
      );
      if (!row) return { state: 'not_found' };
      if (row.settles_at.getTime() > clock.now()) return { state: 'processing' };
      return row.outcome === 'paid'
        ? { state: 'paid' }
        : { state: 'failed', reason: SIM_PAYOUT_REASONS.failed };
    },

    async findCheckout(ref) {
      const [row] = await db.query<SimCheckoutRow>(
        'SELECT * FROM sim_payment_checkouts WHERE ref = $1',
        [ref],
      );
      return row ?? null;
    },

    async finishCheckout(ref, choice) {
      const eventId = `evt_${randomBytes(12).toString('hex')}`;
      const [row] = await db.query<SimCheckoutRow>(
        `UPDATE sim_payment_checkouts
         SET state = $2, event_id = $3,
             notify_body = json_build_object('id', $3::text, 'type', 'checkout.' || $2,
               'data', json_build_object('reference', reference, 'checkout_id', ref,
                 'amount', amount, 'state', $2::text))::text,
             notify_next_at = $5
         WHERE ref = $1 AND state = 'pending' AND expires_at > $4
         RETURNING *`,
        [ref, choice, eventId, new Date(clock.now()), new Date(clock.now() + CLAIM_MS)],
      );
      if (!row) return null;
      // The first delivery goes now, before the player is sent back; the job retries it.
      await deliver(row as SimCheckoutRow & { notify_body: string });
      return row;
    },

    async deliverDue() {
      const due = await db.query<SimCheckoutRow & { notify_body: string }>(
        `UPDATE sim_payment_checkouts SET notify_next_at = $2
         WHERE ref IN (SELECT ref FROM sim_payment_checkouts
                       WHERE notify_next_at <= $1 ORDER BY notify_next_at LIMIT 20
                       FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [new Date(clock.now()), new Date(clock.now() + CLAIM_MS)],
      );
      let sent = 0;
      for (const row of due) if (await deliver(row)) sent++;
      return sent;
    },

    payoutMode: () => mode,
    setPayoutMode(next) {
      mode = next;
    },
  };
}
