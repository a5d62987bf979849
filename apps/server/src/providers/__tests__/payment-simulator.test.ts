import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import {
  createPaymentSimulator,
  SIM_PAYOUT_REASONS,
  SIM_SIGNATURE_HEADER,
} from '../payments/simulator.ts';
import type { PaymentSimulator } from '../payments/simulator.ts';
import { testApp, testDatabase } from '../../test/harness.ts';

const clock = manualClock(Date.parse('2026-07-02T04:00:00Z'));
const SECRET = 'simulator-secret-for-provider-tests-0123456789';
let run = 0;
const ref = (name: string) => `W${process.pid}${Date.now()}${run++}${name}`;
let sent: { url: string; body: Buffer; headers: Record<string, string> }[];
let simulator: PaymentSimulator;

beforeAll(async () => {
  sent = [];
  simulator = createPaymentSimulator({
    db: await testDatabase(),
    clock,
    secret: SECRET,
    payoutDelayMs: 3000,
    async send(n) {
      sent.push(n);
      return 200;
    },
  });
});

const payout = (reference: string) =>
  simulator.createPayout({
    reference,
    amount: 50_000,
    channel: 'GCash',
    account: '9171234567',
    accountName: 'Juan Dela Cruz',
  });

describe('the payment simulator: payouts', () => {
  it('takes a payout, pays it after the delay, and answers a repeated reference the same', async () => {
    simulator.setPayoutMode('pay');
    const reference = ref('pay');
    expect(await payout(reference)).toEqual({ state: 'accepted' });
    expect(await payout(reference)).toEqual({ state: 'accepted' });
    expect(await simulator.payoutStatus(reference)).toEqual({ state: 'processing' });
    clock.advance(3000);
    expect(await simulator.payoutStatus(reference)).toEqual({ state: 'paid' });
    const rows = await (
      await testDatabase()
    ).query('SELECT 1 FROM sim_payment_payouts WHERE reference = $1', [reference]);
    expect(rows).toHaveLength(1);
  });

  it('fails a payout after the delay when told to fail, and refuses one at once when told to refuse', async () => {
    simulator.setPayoutMode('fail');
    const failing = ref('fail');
    expect(await payout(failing)).toEqual({ state: 'accepted' });
    clock.advance(3000);
    expect(await simulator.payoutStatus(failing)).toEqual({
      state: 'failed',
      reason: SIM_PAYOUT_REASONS.failed,
    });
    simulator.setPayoutMode('refuse');
    const refused = ref('refuse');
    expect(await payout(refused)).toEqual({ state: 'failed', reason: SIM_PAYOUT_REASONS.refused });
    expect(await simulator.payoutStatus(refused)).toEqual({ state: 'not_found' });
  });

  it("answers 'unknown' both for a payout it took (paid later) and one it lost (not found)", async () => {
    simulator.setPayoutMode('unknown');
    const taken = ref('unknown');
    expect((await payout(taken)).state).toBe('unknown');
    simulator.setPayoutMode('timeout');
    const lost = ref('timeout');
    expect((await payout(lost)).state).toBe('unknown');
    clock.advance(3000);
    expect(await simulator.payoutStatus(taken)).toEqual({ state: 'paid' });
    expect(await simulator.payoutStatus(lost)).toEqual({ state: 'not_found' });
    simulator.setPayoutMode('pay');
  });
});

describe('the payment simulator: checkouts and notifications', () => {
  it('answers the same checkout for a reference, expires it, and signs what it sends', async () => {
    const reference = `D${process.pid}${Date.now()}`;
    const request = {
      reference,
      amount: 10_000,
      channel: 'Maya',
      returnUrl: '/s-transaction/status?id=1&type=deposit',
      notifyUrl: '/finance/payment/notify/simulator',
      expiresAt: new Date(clock.now() + 60_000),
    };
    const first = await simulator.createCheckout(request);
    expect(await simulator.createCheckout(request)).toEqual(first);
    expect(await simulator.checkoutStatus(first.gatewayRef)).toBe('pending');
    expect(await simulator.checkoutStatus('simco_missing')).toBe('unknown');

    expect(await simulator.finishCheckout(first.gatewayRef, 'paid')).not.toBeNull();
    expect(await simulator.finishCheckout(first.gatewayRef, 'canceled')).toBeNull();
    expect(await simulator.checkoutStatus(first.gatewayRef)).toBe('paid');
    const [notification] = sent.slice(-1);
    const notice = simulator.verifyNotification(
      notification!.body,
      notification!.headers,
      clock.now(),
    );
    expect(notice).toMatchObject({
      reference,
      gatewayRef: first.gatewayRef,
      state: 'paid',
      amount: 10_000,
    });
    expect(simulator.verifyNotification(notification!.body, {}, clock.now())).toBeNull();
    expect(
      simulator.verifyNotification(
        notification!.body,
        notification!.headers,
        clock.now() + 301_000,
      ),
    ).toBeNull();

    const late = await simulator.createCheckout({ ...request, reference: `${reference}x` });
    clock.advance(60_000);
    expect(await simulator.checkoutStatus(late.gatewayRef)).toBe('expired');
    expect(await simulator.finishCheckout(late.gatewayRef, 'paid')).toBeNull();
    expect(notification!.headers[SIM_SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });
});

describe('the payout-mode control', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({}, { clock });
  });
  afterAll(() => app.close());

  it('sets the mode for callers on this machine only, and checks the mode', async () => {
    const set = (mode: string, ip = '127.0.0.1') =>
      app.inject({
        method: 'POST',
        url: '/sim/pay/payout-mode',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ mode }),
      });
    expect((await set('fail')).json()).toEqual({ mode: 'fail' });
    expect((await set('sometimes')).statusCode).toBe(400);
    expect((await set('pay', '203.0.113.9')).statusCode).toBe(404);
  });
});
