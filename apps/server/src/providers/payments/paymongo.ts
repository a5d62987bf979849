import { z } from 'zod';
import type {
  CheckoutState,
  PaymentGateway,
  PaymentNotification,
  PayoutAnswer,
  PayoutState,
} from './payment-gateway.ts';
import { parseSignatureHeader, verifySignedBody } from './signature.ts';

/**
 * PayMongo (api.paymongo.com), a Philippine gateway (docs/wallet.md). Deposits: a Checkout
 * Session (`POST /v1/checkout_sessions`, our order reference as `reference_number`), the player
 * pays on `checkout_url`; PayMongo posts `checkout_session.payment.paid` events signed in the
 * `Paymongo-Signature: t=<unix>,te=<test hmac>,li=<live hmac>` header (HMAC-SHA256 of
 * `${t}.${rawBody}` with the webhook's secret). Payouts: a transfer from our PayMongo Wallet
 * (`POST /v2/batch_transfers` with one transfer, our reference as `reference_number` and as the
 * Idempotency-Key), looked up by `GET /v2/transfers?reference_number=`. HTTP Basic auth with the
 * secret key. Tested against a local stand-in of this API.
 */
export type PayMongoOptions = {
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** Our PayMongo Wallet's source account for transfers (from GET /v2/wallets). */
  wallet: { number: string; name: string; bic: string };
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** Checkout payment methods per channel: e-wallets by name, banks through QR Ph. */
const PAYMENT_METHODS: Record<string, string[]> = {
  gcash: ['gcash'],
  maya: ['paymaya'],
  grabpay: ['grab_pay'],
};
const BANK_METHODS = ['qrph'];

/**
 * Receiving institutions' BICs for InstaPay transfers (GET /v2/transfers/receiving_institutions
 * lists them); a channel not here cannot be paid out through PayMongo.
 */
const RECEIVING_BIC: Record<string, string> = {
  gcash: 'GXCHPHM2XXX',
  maya: 'PAPHPHM1XXX',
  bdo: 'BNORPHMMXXX',
  bpi: 'BOPIPHMMXXX',
  unionbank: 'UBPHPHMMXXX',
};

const payment = z.object({
  attributes: z.object({ amount: z.number().int(), status: z.string() }),
});
const checkoutSession = z.object({
  id: z.string().min(1),
  attributes: z.object({
    checkout_url: z.string().optional(),
    reference_number: z.string().nullish(),
    status: z.string().optional(),
    payments: z.array(payment).default([]),
  }),
});
const paidEvent = z.object({
  data: z.object({
    id: z.string().min(1),
    attributes: z.object({
      type: z.literal('checkout_session.payment.paid'),
      livemode: z.boolean(),
      data: checkoutSession,
    }),
  }),
});
const transfer = z.object({ id: z.string(), status: z.string(), reference_number: z.string() });

class PayMongoError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function createPayMongoGateway(options: PayMongoOptions): PaymentGateway {
  const http = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const live = options.secretKey.startsWith('sk_live_');
  const key = (channel: string) => channel.toLowerCase().replace(/\s/g, '');

  /** status 0: no answer (unreachable, timed out). */
  async function request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    const response = await http(`${base}${path}`, {
      method,
      headers: {
        authorization: auth,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    }).catch((error: unknown) => {
      throw new PayMongoError(`PayMongo unreachable: ${String(error)}`, 0);
    });
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new PayMongoError(
        `PayMongo answered HTTP ${response.status}: ${text.slice(0, 200)}`,
        response.status,
      );
    }
    return response.json();
  }

  const sessionState = (s: z.infer<typeof checkoutSession>): CheckoutState => {
    if (s.attributes.payments.some((p) => p.attributes.status === 'paid')) return 'paid';
    return s.attributes.status === 'expired' ? 'expired' : 'pending';
  };

  return {
    kind: 'paymongo',

    async createCheckout(r) {
      const reply = await request('POST', '/v1/checkout_sessions', {
        data: {
          attributes: {
            line_items: [
              { name: `Deposit ${r.reference}`, amount: r.amount, currency: 'PHP', quantity: 1 },
            ],
            payment_method_types: PAYMENT_METHODS[key(r.channel)] ?? BANK_METHODS,
            reference_number: r.reference,
            description: `PisoPlay deposit ${r.reference} via ${r.channel}`,
            success_url: r.returnUrl,
            cancel_url: r.returnUrl,
            send_email_receipt: false,
            show_line_items: true,
          },
        },
      });
      const session = z.object({ data: checkoutSession }).safeParse(reply);
      const url = session.success ? session.data.data.attributes.checkout_url : undefined;
      if (!session.success || !url) throw new PayMongoError('PayMongo answered no checkout', 502);
      return { gatewayRef: session.data.data.id, payUrl: url };
    },

    async checkoutStatus(gatewayRef) {
      try {
        const reply = await request(
          'GET',
          `/v1/checkout_sessions/${encodeURIComponent(gatewayRef)}`,
        );
        const session = z.object({ data: checkoutSession }).safeParse(reply);
        return session.success ? sessionState(session.data.data) : 'unknown';
      } catch {
        return 'unknown';
      }
    },

    verifyNotification(rawBody, headers, now): PaymentNotification | null {
      const parts = parseSignatureHeader(headers['paymongo-signature']);
      const signature = live ? parts.li : parts.te;
      if (!verifySignedBody(options.webhookSecret, rawBody, parts.t, signature, now)) return null;
      let event;
      try {
        event = paidEvent.safeParse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        return null;
      }
      if (!event.success || event.data.data.attributes.livemode !== live) return null;
      const session = event.data.data.attributes.data;
      const paid = session.attributes.payments.filter((p) => p.attributes.status === 'paid');
      if (!session.attributes.reference_number || paid.length === 0) return null;
      return {
        eventId: event.data.data.id,
        reference: session.attributes.reference_number,
        gatewayRef: session.id,
        state: 'paid',
        amount: paid.reduce((sum, p) => sum + p.attributes.amount, 0),
      };
    },

    async createPayout(r): Promise<PayoutAnswer> {
      const bic = RECEIVING_BIC[key(r.channel)];
      if (!bic)
        return { state: 'failed', reason: `${r.channel} cannot receive PayMongo transfers` };
      try {
        const reply = await request(
          'POST',
          '/v2/batch_transfers',
          {
            data: {
              attributes: {
                transfers: [
                  {
                    source_account: options.wallet,
                    destination_account: { number: r.account, name: r.accountName, bic },
                    amount: r.amount,
                    currency: 'PHP',
                    provider: 'instapay',
                    reference_number: r.reference,
                    purpose: 'PisoPlay withdrawal',
                  },
                ],
              },
            },
          },
          { 'idempotency-key': r.reference },
        );
        const batch = z
          .object({ data: z.object({ transfers: z.array(transfer) }) })
          .safeParse(reply);
        const made = batch.success
          ? batch.data.data.transfers.find((t) => t.reference_number === r.reference)
          : undefined;
        if (!made) return { state: 'unknown', reason: 'PayMongo answered no transfer' };
        return made.status === 'failed'
          ? { state: 'failed', reason: 'Refused by PayMongo' }
          : { state: 'accepted' };
      } catch (error) {
        const status = error instanceof PayMongoError ? error.status : 0;
        // A 4xx is a definite refusal; no answer or a 5xx leaves the outcome unknown.
        return status >= 400 && status < 500
          ? { state: 'failed', reason: (error as Error).message }
          : { state: 'unknown', reason: String(error) };
      }
    },

    async payoutStatus(reference): Promise<PayoutState> {
      try {
        const reply = await request(
          'GET',
          `/v2/transfers?reference_number=${encodeURIComponent(reference)}`,
        );
        const list = z.object({ data: z.array(transfer) }).safeParse(reply);
        if (!list.success) return { state: 'unknown' };
        const found = list.data.data.find((t) => t.reference_number === reference);
        if (!found) return { state: 'not_found' };
        if (found.status === 'succeeded') return { state: 'paid' };
        if (found.status === 'failed' || found.status === 'cancelled') {
          return { state: 'failed', reason: `PayMongo transfer ${found.status}` };
        }
        return { state: 'processing' };
      } catch {
        return { state: 'unknown' };
      }
    },
  };
}
