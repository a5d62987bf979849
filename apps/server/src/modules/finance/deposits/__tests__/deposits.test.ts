import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, operatorCalls } from '@pisoplay/contract';
import type { Session } from '@pisoplay/contract';
import type { ManualClock } from '../../../../providers/clock.ts';
import type { PaymentSimulator } from '../../../../providers/payments/simulator.ts';
import { SIM_SIGNATURE_HEADER } from '../../../../providers/payments/simulator.ts';
import { signBody } from '../../../../providers/payments/signature.ts';
import {
  insertMember,
  signIn,
  signInOperator,
  signedCall,
  testDatabase,
  servicesOf,
} from '../../../../test/harness.ts';
import type { TestPlayer } from '../../../../test/harness.ts';
import { randomIp } from '../../../members/__tests__/helpers.ts';
import { REFUSED_NOTIFICATIONS, createDepositService } from '../deposit-service.ts';
import type { DepositContext } from '../deposit-service.ts';
import { DEPOSIT_MESSAGES } from '../messages.ts';
import { SIM_SECRET, balanceOf, depositApp } from './helpers.ts';

let app: FastifyInstance;
let clock: ManualClock;
let payments: PaymentSimulator;
let delivered: number[];
let failDeliveries: (n: number) => void;

beforeAll(async () => {
  ({ app, clock, payments, delivered, failDeliveries } = await depositApp());
});
afterAll(() => app.close());

const verified = () => signIn(app, { kycStatus: 'fully_kyc' });

async function deposit(player: TestPlayer, amount = '500', pid = 101, key?: string) {
  return signedCall(app, player, calls.deposit, {
    amount,
    pid,
    device: 'web',
    ...(key ? { idempotency_key: key } : {}),
  });
}

async function started(player: TestPlayer, amount = '500') {
  const reply = await deposit(player, amount);
  if (!reply.body.status) throw new Error(`deposit failed: ${reply.body.data}`);
  return reply.body.data;
}

const checkoutRef = (payUrl: string) => payUrl.split('/').pop()!;

async function order(id: number) {
  const [row] = await (
    await testDatabase()
  ).query<{ status: string; reason: string; transfer_id: number | null }>(
    'SELECT status, reason, transfer_id FROM deposit_orders WHERE id = $1',
    [id],
  );
  return row!;
}

async function notificationsOf(reference: string) {
  return (await testDatabase()).query<{ verified: boolean; outcome: string }>(
    `SELECT verified, outcome FROM payment_notifications WHERE body LIKE '%' || $1 || '%' ORDER BY id`,
    [`"${reference}"`],
  );
}

/** Posts a notification to the notify route as a gateway would, signed with `secret`. */
function notify(body: Buffer, header?: string) {
  return app.inject({
    method: 'POST',
    url: '/finance/payment/notify/simulator',
    headers: {
      'content-type': 'application/json',
      ...(header ? { [SIM_SIGNATURE_HEADER]: header } : {}),
    },
    payload: body,
  });
}

const paidBody = (id: number, checkout: string, amount: number, event = `evt_test_${id}`) =>
  Buffer.from(
    JSON.stringify({
      id: event,
      type: 'checkout.paid',
      data: { reference: `D${id}`, checkout_id: checkout, amount, state: 'paid' },
    }),
  );
const signature = (body: Buffer, at = clock.now(), secret = SIM_SECRET) => {
  const t = Math.floor(at / 1000);
  return `t=${t},v1=${signBody(secret, t, body)}`;
};

describe('a deposit through the simulator checkout page', () => {
  it('shows the page, pays, notifies through the webhook, returns to the status page and credits', async () => {
    const player = await verified();
    expect(await balanceOf(app, player)).toBe('0.00');
    const { pay_url, id } = await started(player, '1000');
    expect(pay_url).toMatch(/^\/sim\/pay\/checkout\/simco_/);

    const page = await app.inject({ method: 'GET', url: pay_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('PHP 1,000.00');
    expect(page.body).toContain('GCash');
    expect(page.body).toContain('PisoPlay');
    expect(page.body).toMatch(/\d{1,2}:\d{2} [AP]M PHT/);
    for (const button of ['Pay', 'Cancel', 'Fail', 'Let it time out']) {
      expect(page.body).toContain(`>${button}</button>`);
    }

    const paid = await app.inject({
      method: 'POST',
      url: pay_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=pay',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/s-transaction/status?id=${id}&type=deposit`);
    expect(delivered.at(-1)).toBe(200);
    expect(await balanceOf(app, player)).toBe('1000.00');

    const detail = await signedCall(app, player, calls.depositDetail, { id });
    expect(detail.body.status && detail.body.data).toMatchObject({
      status: 'completed',
      amount: '1000.00',
      steps: [{ status: 'pending' }, { status: 'completed' }],
    });
    // The page of a finished checkout says so instead of offering to pay again.
    expect((await app.inject({ method: 'GET', url: pay_url })).statusCode).toBe(410);
    const again = await app.inject({
      method: 'POST',
      url: pay_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=pay',
    });
    expect(again.statusCode).toBe(410);
    expect(await balanceOf(app, player)).toBe('1000.00');
  });

  it('cancels and fails with a reason, crediting nothing', async () => {
    const player = await verified();
    for (const [choice, reason] of [
      ['cancel', DEPOSIT_MESSAGES.canceledByPlayer],
      ['fail', DEPOSIT_MESSAGES.paymentFailed],
    ] as const) {
      const { pay_url, id } = await started(player);
      const reply = await app.inject({
        method: 'POST',
        url: pay_url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `choice=${choice}`,
      });
      expect(reply.statusCode).toBe(303);
      expect(await order(id)).toMatchObject({ status: 'canceled', reason });
    }
    expect(await balanceOf(app, player)).toBe('0.00');
  });

  it('retries a failed delivery with backoff until our server takes it', async () => {
    const player = await verified();
    const { pay_url, id } = await started(player);
    failDeliveries(2);
    await app.inject({
      method: 'POST',
      url: pay_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=pay',
    });
    expect((await order(id)).status).toBe('pending');
    expect(await payments.deliverDue()).toBe(0); // not due yet: the first retry waits 5 s
    clock.advance(5_000);
    await payments.deliverDue(); // the second attempt fails too
    expect((await order(id)).status).toBe('pending');
    clock.advance(15_000);
    await payments.deliverDue();
    expect((await order(id)).status).toBe('completed');
    expect(await balanceOf(app, player)).toBe('500.00');
    expect(delivered.slice(-3)).toEqual([503, 503, 200]);
  });
});

describe('starting a deposit', () => {
  it('refuses a player the KYC gate stops, with no order', async () => {
    const player = await signIn(app);
    const reply = await deposit(player);
    expect(reply.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
    const rows = await (
      await testDatabase()
    ).query('SELECT 1 FROM deposit_orders o JOIN members m USING (uid) WHERE m.phone = $1', [
      player.phone,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('refuses unknown, disabled and voucher channels and amounts outside the limits', async () => {
    const player = await verified();
    const refusals = [
      [await deposit(player, '500', 999), 'payment method not found'],
      [await deposit(player, '500', 1008), 'payment method not found'],
      [await deposit(player, '99', 101), 'Minimum value is 100'],
      [await deposit(player, '50001', 101), 'Maximum value is 50000'],
    ] as const;
    for (const [reply, message] of refusals) {
      expect(reply.body).toMatchObject({ status: false, code: 'ERR_BUSINESS', data: message });
    }
    expect(await balanceOf(app, player)).toBe('0.00');
  });

  it('answers the same order for a repeated idempotency key, even concurrently', async () => {
    const player = await verified();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => deposit(player, '300', 102, 'attempt-1')),
    );
    const ids = new Set(replies.map((r) => (r.body.status ? r.body.data.id : -1)));
    const urls = new Set(replies.map((r) => (r.body.status ? r.body.data.pay_url : '')));
    expect(ids.size).toBe(1);
    expect(urls.size).toBe(1);
    expect([...urls][0]).toMatch(/^\/sim\/pay\/checkout\//);
    const later = await deposit(player, '300', 102, 'attempt-1');
    expect(later.body.status && later.body.data.id).toBe([...ids][0]);
    const other = await deposit(player, '400', 102, 'attempt-1');
    expect(other.body).toMatchObject({ status: false, data: DEPOSIT_MESSAGES.keyReused });
    const list = await signedCall(app, player, calls.depositList, { page: 1, page_size: 10 });
    expect(list.body.status && list.body.data.t).toBe(1);
  });
});

describe('the notification webhook', () => {
  it('credits once when a paid notification arrives 10 times at once', async () => {
    const player = await verified();
    const { pay_url, id } = await started(player, '700');
    const body = paidBody(id, checkoutRef(pay_url), 70_000);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => notify(body, signature(body))),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await balanceOf(app, player)).toBe('700.00');
    const outcomes = (await notificationsOf(`D${id}`)).map((n) => n.outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
  });

  it('credits once when it is delivered again later, under a new event id too', async () => {
    const player = await verified();
    const { pay_url, id } = await started(player, '200');
    const body = paidBody(id, checkoutRef(pay_url), 20_000);
    for (let i = 0; i < 3; i++) expect((await notify(body, signature(body))).statusCode).toBe(200);
    const other = paidBody(id, checkoutRef(pay_url), 20_000, 'evt_other');
    expect((await notify(other, signature(other))).statusCode).toBe(200);
    expect(await balanceOf(app, player)).toBe('200.00');
  });

  it('refuses unsigned, tampered, stale and foreign-key notifications, logs them and changes nothing', async () => {
    const player = await verified();
    const { pay_url, id } = await started(player, '500');
    const body = paidBody(id, checkoutRef(pay_url), 50_000);
    const tampered = Buffer.from(body.toString().replace('50000', '500000'));
    const attempts = [
      await notify(body),
      await notify(tampered, signature(body)),
      await notify(body, signature(body, clock.now() - 6 * 60_000)),
      await notify(body, signature(body, clock.now(), 'another-secret-of-enough-length-000000')),
      await notify(body, 't=abc,v1=zz'),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    const other = await app.inject({
      method: 'POST',
      url: '/finance/payment/notify/paymongo',
      headers: { 'content-type': 'application/json', [SIM_SIGNATURE_HEADER]: signature(body) },
      payload: body,
    });
    expect(other.statusCode).toBe(401);
    expect(await order(id)).toMatchObject({ status: 'pending', transfer_id: null });
    expect(await balanceOf(app, player)).toBe('0.00');
    const logged = await notificationsOf(`D${id}`);
    expect(logged).toHaveLength(6);
    expect(logged.every((n) => !n.verified)).toBe(true);
  });

  it('keeps only the first bytes of a refused notification, and stores no flood from one address', async () => {
    const junk = Buffer.from(`{"reference":"${randomUUID()}","pad":"${'x'.repeat(10_000)}"}`);
    const digest = createHash('sha256').update(junk).digest('hex');
    const ip = randomIp();
    const sent = await Promise.all(
      Array.from({ length: REFUSED_NOTIFICATIONS.max + 5 }, () =>
        app.inject({
          method: 'POST',
          url: '/finance/payment/notify/simulator',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          payload: junk,
        }),
      ),
    );
    const codes = sent.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(REFUSED_NOTIFICATIONS.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
    const stored = await (
      await testDatabase()
    ).query<{ body: string; body_bytes: number }>(
      'SELECT body, body_bytes FROM payment_notifications WHERE body_sha256 = $1',
      [digest],
    );
    expect(stored).toHaveLength(REFUSED_NOTIFICATIONS.max);
    expect(stored.every((row) => row.body.length === 512 && row.body_bytes === junk.length)).toBe(
      true,
    );
    // Another address is not held back by that one.
    const other = await app.inject({
      method: 'POST',
      url: '/finance/payment/notify/simulator',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      payload: junk,
    });
    expect(other.statusCode).toBe(401);
  });

  it('puts a paid notification of another amount under review without crediting', async () => {
    const player = await verified();
    const { pay_url, id } = await started(player, '500');
    const body = paidBody(id, checkoutRef(pay_url), 40_000);
    expect((await notify(body, signature(body))).statusCode).toBe(200);
    expect(await order(id)).toMatchObject({
      status: 'under_review',
      reason: DEPOSIT_MESSAGES.amountMismatch('400.00'),
    });
    expect(await balanceOf(app, player)).toBe('0.00');
  });
});

describe('an operator settles a deposit under review', () => {
  /** A deposit of 500 pesos paid as 400: under review, nothing credited. */
  async function underReview() {
    const player = await verified();
    const { pay_url, id } = await started(player, '500');
    const checkout = checkoutRef(pay_url);
    const body = paidBody(id, checkout, 40_000);
    await notify(body, signature(body));
    return { player, id, checkout };
  }
  const settle = (operator: Session, payload: Record<string, unknown>) =>
    signedCall(app, operator, operatorCalls.adminDepositSettle, payload as never);
  const audited = async (id: number) =>
    (await testDatabase()).query<{ action: string; detail: unknown }>(
      `SELECT action, detail FROM audit_log WHERE action LIKE 'deposit.%'
       AND (detail::jsonb ->> 'id')::int = $1`,
      [id],
    );

  it('credits what was received, once, with the evidence audited', async () => {
    const operator = await signInOperator(app, `deposit-desk-${Date.now()}`, 'finance');
    const { player, id } = await underReview();
    const queue = await signedCall(app, operator, operatorCalls.adminDepositList, {});
    expect(queue.body.status && queue.body.data.d.find((d) => d.id === id)).toMatchObject({
      amount: '500.00',
      notified_amount: '400.00',
      status: 'under_review',
    });
    const above = await settle(operator, {
      id,
      outcome: 'credit',
      amount: '450',
      evidence: 'GCash ref 88231',
    });
    expect(above.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
    const credited = await settle(operator, {
      id,
      outcome: 'credit',
      amount: '400',
      evidence: 'GCash ref 88231',
    });
    expect(credited.body).toMatchObject({
      status: true,
      data: { status: 'completed', credited_amount: '400.00' },
    });
    expect(await balanceOf(app, player)).toBe('400.00');
    const again = await settle(operator, { id, outcome: 'refunded', evidence: 'GCash ref 88231' });
    expect(again.body).toMatchObject({
      status: false,
      data: DEPOSIT_MESSAGES.notUnderReview('completed'),
    });
    expect(await balanceOf(app, player)).toBe('400.00');
    expect(await audited(id)).toMatchObject([
      { action: 'deposit.credit', detail: { credited: '400.00', evidence: 'GCash ref 88231' } },
    ]);
  });

  it('closes one refunded through the gateway, crediting nothing; refuses it without evidence', async () => {
    const operator = await signInOperator(app, `deposit-desk-${Date.now()}`, 'finance');
    const { player, id } = await underReview();
    const bare = await settle(operator, { id, outcome: 'refunded', evidence: '' });
    expect(bare.body).toMatchObject({ status: false, code: 'ERR_VALIDATION' });
    expect(await order(id)).toMatchObject({ status: 'under_review' });
    const refunded = await settle(operator, {
      id,
      outcome: 'refunded',
      evidence: 'Refund R-5521 on the gateway statement',
    });
    expect(refunded.body).toMatchObject({ status: true, data: { status: 'canceled' } });
    expect(await order(id)).toMatchObject({
      status: 'canceled',
      reason: DEPOSIT_MESSAGES.refundedAfterReview,
      transfer_id: null,
    });
    expect(await balanceOf(app, player)).toBe('0.00');
    expect(
      (await settle(player, { id, outcome: 'refunded', evidence: 'x'.repeat(9) })).statusCode,
    ).toBe(401);
  });

  it('keeps a refunded decision when the gateway delivers the payment again', async () => {
    const operator = await signInOperator(app, `deposit-desk-${Date.now()}`, 'finance');
    const { player, id, checkout } = await underReview();
    const evidence = 'Refund R-7730 on the gateway statement';
    expect((await settle(operator, { id, outcome: 'refunded', evidence })).body.status).toBe(true);
    // The same payment delivered again, under its own and under a new event id.
    for (const event of [`evt_test_${id}`, `evt_again_${id}`]) {
      const body = paidBody(id, checkout, 40_000, event);
      expect((await notify(body, signature(body))).statusCode).toBe(200);
    }
    expect(await order(id)).toMatchObject({ status: 'canceled', transfer_id: null });
    const credit = await settle(operator, { id, outcome: 'credit', amount: '400', evidence });
    expect(credit.body).toMatchObject({
      status: false,
      data: DEPOSIT_MESSAGES.notUnderReview('canceled'),
    });
    expect(await balanceOf(app, player)).toBe('0.00');
  });
});

describe('the deposit service: gateway failures and the deadline', () => {
  const context = async (): Promise<DepositContext> => ({
    db: await testDatabase(),
    clock,
    ledger: servicesOf(app).ledger,
    payments,
    playerGate: async () => undefined,
    expiresMinutes: 15,
    publicBaseUrl: '',
    warn: () => undefined,
  });
  const service = Object.assign(async () => createDepositService(await context()), { context });

  it('times out an unpaid order, and still credits a payment that arrives late', async () => {
    const player = await verified();
    const { pay_url, id } = await started(player, '600');
    // 'Let it time out': back to the app, nothing sent.
    const left = await app.inject({
      method: 'POST',
      url: pay_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=timeout',
    });
    expect(left.statusCode).toBe(303);
    const deposits = await service();
    clock.advance(14 * 60_000);
    await deposits.expireOverdue();
    expect((await order(id)).status).toBe('pending');
    clock.advance(60_000);
    await deposits.expireOverdue();
    expect(await order(id)).toMatchObject({
      status: 'timeout',
      reason: DEPOSIT_MESSAGES.notPaidInTime(15),
    });
    expect((await app.inject({ method: 'GET', url: pay_url })).statusCode).toBe(410);
    expect(await balanceOf(app, player)).toBe('0.00');

    // The gateway took the money after all: the late notification credits, once.
    const body = paidBody(id, checkoutRef(pay_url), 60_000);
    expect((await notify(body, signature(body))).statusCode).toBe(200);
    expect((await notify(body, signature(body))).statusCode).toBe(200);
    expect(await order(id)).toMatchObject({ status: 'completed' });
    expect(await balanceOf(app, player)).toBe('600.00');
  });

  it('cancels the order when the gateway cannot make a checkout, and says so', async () => {
    const uid = await insertMember(await testDatabase());
    const down = createDepositService({
      ...(await service.context()),
      payments: {
        ...payments,
        kind: 'simulator',
        createCheckout: () => Promise.reject(new Error('gateway down')),
      },
    });
    const input = { amount: '500', pid: 101, idempotency_key: 'down-1' };
    await expect(down.start(uid, input)).rejects.toThrow(DEPOSIT_MESSAGES.gatewayDown);
    await expect(down.start(uid, input)).rejects.toThrow(DEPOSIT_MESSAGES.gatewayDown);
    const rows = await (
      await testDatabase()
    ).query<{ status: string; reason: string }>(
      'SELECT status, reason FROM deposit_orders WHERE uid = $1',
      [uid],
    );
    expect(rows).toEqual([{ status: 'canceled', reason: DEPOSIT_MESSAGES.gatewayDownReason }]);
  });

  it('asks the gateway at the deadline and credits an order it reports paid', async () => {
    const player = await verified();
    const { pay_url, id } = await started(player, '800');
    failDeliveries(6); // every delivery fails: only the status query can tell
    await app.inject({
      method: 'POST',
      url: pay_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=pay',
    });
    expect((await order(id)).status).toBe('pending');
    clock.advance(15 * 60_000);
    failDeliveries(0);
    await (await service()).expireOverdue();
    expect((await order(id)).status).toBe('completed');
    expect(await balanceOf(app, player)).toBe('800.00');
  });
});
