import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayMongoGateway } from '../payments/paymongo.ts';
import { signBody } from '../payments/signature.ts';

const SECRET_KEY = 'sk_test_standin0123456789';
const WEBHOOK_SECRET = 'whsk_standin_secret_0123456789';
const WALLET = { number: '1234567890', name: 'PisoPlay Inc', bic: 'PAEYPHM2XXX' };

/** The parts of PayMongo request bodies the stand-in checks. */
type RequestBody = {
  data?: {
    attributes?: {
      line_items?: { amount?: number }[];
      reference_number?: string;
      success_url?: string;
      transfers?: {
        source_account?: { number?: string };
        destination_account?: { bic?: string };
        reference_number?: string;
      }[];
    };
  };
};
type Seen = {
  method: string;
  path: string;
  auth: string;
  idempotency: string;
  body: RequestBody;
};

/** A stand-in for PayMongo's API on loopback: checks auth, records calls, answers like it. */
function standIn() {
  const seen: Seen[] = [];
  const transfers = new Map<string, { id: string; status: string; reference_number: string }>();
  const sessions = new Map<string, { reference: string; paid: boolean }>();
  let failWith = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '', 'http://x');
      const body = (raw ? JSON.parse(raw) : {}) as RequestBody;
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        auth: String(req.headers.authorization ?? ''),
        idempotency: String(req.headers['idempotency-key'] ?? ''),
        body,
      });
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (
        req.headers.authorization !== `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`
      ) {
        return json(401, { errors: [{ code: 'unauthorized' }] });
      }
      if (failWith) return json(failWith, { errors: [{ code: 'failed' }] });
      const session = (id: string) => {
        const s = sessions.get(id)!;
        return {
          id,
          type: 'checkout_session',
          attributes: {
            checkout_url: `https://checkout.paymongo.com/${id}`,
            reference_number: s.reference,
            status: 'active',
            payments: s.paid
              ? [{ id: 'pay_1', attributes: { amount: 50_000, status: 'paid' } }]
              : [],
          },
        };
      };
      if (req.method === 'POST' && url.pathname === '/v1/checkout_sessions') {
        const a = body?.data?.attributes;
        if (!a?.line_items?.[0]?.amount || !a.reference_number || !a.success_url) {
          return json(400, { errors: [{ code: 'parameter_required' }] });
        }
        const id = `cs_${sessions.size + 1}`;
        sessions.set(id, { reference: a.reference_number, paid: false });
        return json(200, { data: session(id) });
      }
      const match = /^\/v1\/checkout_sessions\/(.+)$/.exec(url.pathname);
      if (req.method === 'GET' && match && sessions.has(match[1]!)) {
        return json(200, { data: session(match[1]!) });
      }
      if (req.method === 'POST' && url.pathname === '/v2/batch_transfers') {
        const t = body?.data?.attributes?.transfers?.[0];
        if (!t?.destination_account?.bic || !t.reference_number || !t.source_account?.number) {
          return json(400, { errors: [{ code: 'parameter_invalid' }] });
        }
        const made = {
          id: `tr_${transfers.size + 1}`,
          status: 'pending',
          reference_number: t.reference_number,
        };
        if (!transfers.has(t.reference_number)) transfers.set(t.reference_number, made);
        return json(200, {
          data: { id: 'batch_tr_1', transfers: [transfers.get(t.reference_number)] },
        });
      }
      if (req.method === 'GET' && url.pathname === '/v2/transfers') {
        const found = transfers.get(url.searchParams.get('reference_number') ?? '');
        return json(200, { data: found ? [found] : [] });
      }
      return json(404, { errors: [{ code: 'resource_not_found' }] });
    });
  });
  return {
    seen,
    transfers,
    pay: (id: string) => (sessions.get(id)!.paid = true),
    failWith: (status: number) => (failWith = status),
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const api = standIn();
let gateway: ReturnType<typeof createPayMongoGateway>;

beforeAll(async () => {
  gateway = createPayMongoGateway({
    baseUrl: await api.start(),
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    wallet: WALLET,
  });
});
afterAll(() => api.stop());

const paidEvent = (reference: string, livemode = false) =>
  Buffer.from(
    JSON.stringify({
      data: {
        id: 'evt_1',
        type: 'event',
        attributes: {
          type: 'checkout_session.payment.paid',
          livemode,
          data: {
            id: 'cs_1',
            type: 'checkout_session',
            attributes: {
              reference_number: reference,
              status: 'active',
              payments: [{ id: 'pay_1', attributes: { amount: 50_000, status: 'paid' } }],
            },
          },
        },
      },
    }),
  );

describe('the PayMongo adapter against a stand-in of its API', () => {
  it('creates a checkout session with our reference and amount, and reads its state', async () => {
    const checkout = await gateway.createCheckout({
      reference: 'D41',
      amount: 50_000,
      channel: 'GCash',
      returnUrl: 'https://play.example.ph/s-transaction/status?id=41&type=deposit',
      notifyUrl: 'https://play.example.ph/finance/payment/notify/paymongo',
      expiresAt: new Date(),
    });
    expect(checkout).toEqual({ gatewayRef: 'cs_1', payUrl: 'https://checkout.paymongo.com/cs_1' });
    const [request] = api.seen;
    expect(request!.body.data?.attributes).toMatchObject({
      line_items: [{ amount: 50_000, currency: 'PHP', quantity: 1 }],
      payment_method_types: ['gcash'],
      reference_number: 'D41',
      success_url: 'https://play.example.ph/s-transaction/status?id=41&type=deposit',
    });
    expect(await gateway.checkoutStatus('cs_1')).toBe('pending');
    api.pay('cs_1');
    expect(await gateway.checkoutStatus('cs_1')).toBe('paid');
    expect(await gateway.checkoutStatus('cs_missing')).toBe('unknown');
  });

  it('verifies the Paymongo-Signature over the raw body: valid, tampered, stale, unsigned, wrong mode', () => {
    const now = Date.parse('2026-07-03T00:00:00Z');
    const t = now / 1000;
    const body = paidEvent('D41');
    const te = signBody(WEBHOOK_SECRET, t, body);
    const headers = (value: string) => ({ 'paymongo-signature': value });
    expect(gateway.verifyNotification(body, headers(`t=${t},te=${te},li=`), now)).toEqual({
      eventId: 'evt_1',
      reference: 'D41',
      gatewayRef: 'cs_1',
      state: 'paid',
      amount: 50_000,
    });
    const tampered = Buffer.from(body.toString().replace('50000', '5000000'));
    expect(gateway.verifyNotification(tampered, headers(`t=${t},te=${te},li=`), now)).toBeNull();
    expect(
      gateway.verifyNotification(body, headers(`t=${t},te=${te},li=`), now + 6 * 60_000),
    ).toBeNull();
    expect(gateway.verifyNotification(body, {}, now)).toBeNull();
    // A test-mode key checks te, never li.
    expect(gateway.verifyNotification(body, headers(`t=${t},te=,li=${te}`), now)).toBeNull();
    const live = paidEvent('D41', true);
    expect(
      gateway.verifyNotification(
        live,
        headers(`t=${t},te=${signBody(WEBHOOK_SECRET, t, live)}`),
        now,
      ),
    ).toBeNull();
  });

  it('creates a payout once per reference and follows its status', async () => {
    const request = {
      reference: 'W9',
      amount: 25_000,
      channel: 'GCash',
      account: '09171234567',
      accountName: 'Juan Dela Cruz',
    };
    expect(await gateway.createPayout(request)).toEqual({ state: 'accepted' });
    const call = api.seen.at(-1)!;
    expect(call.idempotency).toBe('W9');
    expect(call.body.data?.attributes?.transfers?.[0]).toMatchObject({
      source_account: WALLET,
      destination_account: { number: '09171234567', name: 'Juan Dela Cruz', bic: 'GXCHPHM2XXX' },
      amount: 25_000,
      currency: 'PHP',
      reference_number: 'W9',
    });
    expect(await gateway.payoutStatus('W9')).toEqual({ state: 'processing' });
    api.transfers.get('W9')!.status = 'succeeded';
    expect(await gateway.payoutStatus('W9')).toEqual({ state: 'paid' });
    api.transfers.get('W9')!.status = 'failed';
    expect((await gateway.payoutStatus('W9')).state).toBe('failed');
    expect(await gateway.payoutStatus('W404')).toEqual({ state: 'not_found' });
    expect(
      (await gateway.createPayout({ ...request, reference: 'W10', channel: 'GrabPay' })).state,
    ).toBe('failed');
  });

  it('answers unknown for a payout without a clear answer and failed for a refusal', async () => {
    const request = {
      reference: 'W11',
      amount: 100,
      channel: 'BPI',
      account: '1234567890',
      accountName: 'Juan',
    };
    api.failWith(503);
    expect((await gateway.createPayout(request)).state).toBe('unknown');
    expect((await gateway.payoutStatus('W11')).state).toBe('unknown');
    api.failWith(422);
    expect((await gateway.createPayout(request)).state).toBe('failed');
    api.failWith(0);
    const unreachable = createPayMongoGateway({
      baseUrl: 'http://127.0.0.1:9',
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      wallet: WALLET,
    });
    expect((await unreachable.createPayout(request)).state).toBe('unknown');
    await expect(
      unreachable.createCheckout({
        reference: 'D1',
        amount: 100,
        channel: 'BPI',
        returnUrl: 'https://x/',
        notifyUrl: 'https://x/',
        expiresAt: new Date(),
      }),
    ).rejects.toThrow(/unreachable/);
  });

  it('sends the secret key as HTTP Basic auth on every call', () => {
    expect(api.seen.length).toBeGreaterThan(0);
    expect(new Set(api.seen.map((s) => s.auth))).toEqual(
      new Set([`Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`]),
    );
  });
});
