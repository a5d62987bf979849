import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls, operatorCalls } from '@pisoplay/contract';
import type { Session, WithdrawDetail } from '@pisoplay/contract';
import {
  okData,
  signInOperator,
  signedCall,
  testApp,
  testDatabase,
  servicesOf,
} from '../../../test/harness.ts';
import { manualClock } from '../../../providers/clock.ts';
import type { PaymentGateway } from '../../../providers/payments/payment-gateway.ts';
import { WITHDRAW_MESSAGES } from '../withdrawals/messages.ts';
import { createOrderTransitions } from '../withdrawals/order-transitions.ts';
import { createPayoutService } from '../withdrawals/payout-service.ts';
import { addAccount, cash, fund, kycPlayer, payoutGateway } from './withdraw-fixtures.ts';
import type { Player } from './withdraw-fixtures.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const clock = manualClock(Date.parse('2026-07-02T02:00:00Z'));
const gateway = payoutGateway();
const warnings: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp(
    {
      DEPOSIT_TURNOVER_MULTIPLIER: '0',
      WITHDRAW_PAYOUT_RETRY_SECONDS: '60',
      WITHDRAW_PAYOUT_TIMEOUT_MINUTES: '30',
    },
    { clock, payments: gateway.gateway },
  );
});
afterAll(() => app.close());

/** The payout job of one server instance (the app's own job is off: tests run its passes). */
async function payoutJob(through: PaymentGateway = gateway.gateway) {
  return createPayoutService({
    db: await testDatabase(),
    clock,
    gateway: through,
    transitions: createOrderTransitions({ clock, ledger: servicesOf(app).ledger }),
    log: {
      info: () => {},
      warn: (_details, message) => warnings.push(message),
      error: (_details, message) => warnings.push(message),
    },
    settings: { retryAfterMs: MINUTE, timeoutMs: 30 * MINUTE, leaseMs: 2 * MINUTE },
  });
}

/** A verified player with 1000 pesos who asks to withdraw 400 (approved automatically). */
async function withdrawing(): Promise<{ player: Player; id: number; reference: string }> {
  const player = await kycPlayer(app);
  await fund(app, player.uid, 100_000);
  const account = await addAccount(app, player);
  const reply = await signedCall(app, player.session, calls.withdraw, {
    account_id: account.id,
    amount: '400',
  });
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return { player, id: reply.body.data.id, reference: `W${reply.body.data.id}` };
}

const detail = async (player: Player, id: number): Promise<WithdrawDetail> => {
  const reply = await signedCall(app, player.session, calls.withdrawDetail, { id });
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
};
const requestsFor = (reference: string) =>
  gateway.requests.filter((r) => r.reference === reference).length;
const memberTotals = async (uid: number) => {
  const [row] = await (
    await testDatabase()
  ).query<{ withdraw_count: number; withdraw_total: number }>(
    'SELECT withdraw_count, withdraw_total FROM members WHERE uid = $1',
    [uid],
  );
  return row;
};

describe('payouts', () => {
  it('keeps the hold while the outcome is unknown, and completes on paid without a refund', async () => {
    const job = await payoutJob();
    gateway.answerPayouts({ state: 'unknown', reason: 'gateway timeout' });
    const { player, id, reference } = await withdrawing();
    expect(requestsFor(reference)).toBe(1);
    expect(await cash(app, player.uid)).toBe(60_000);

    for (const state of ['unknown', 'processing'] as const) {
      gateway.setStatus(reference, { state });
      clock.advance(5 * MINUTE);
      await job.pass();
      expect((await detail(player, id)).status).toBe('paying');
      expect(await cash(app, player.uid)).toBe(60_000);
    }
    gateway.setStatus(reference, { state: 'paid' });
    await Promise.all([job.pass(), (await payoutJob()).pass()]);
    expect(await detail(player, id)).toMatchObject({
      status: 'completed',
      steps: [{ status: 'under_review' }, { status: 'paying' }, { status: 'completed' }],
    });
    expect(await cash(app, player.uid)).toBe(60_000);
    expect(await memberTotals(player.uid)).toEqual({ withdraw_count: 1, withdraw_total: 40_000 });
    expect(requestsFor(reference)).toBe(1);
  });

  it('returns the money once when the gateway says the payout failed, even to two jobs', async () => {
    gateway.answerPayouts({ state: 'unknown' });
    const { player, id, reference } = await withdrawing();
    gateway.setStatus(reference, { state: 'failed', reason: 'account closed' });
    await Promise.all([(await payoutJob()).pass(), (await payoutJob()).pass()]);
    const order = await detail(player, id);
    expect(order).toMatchObject({
      status: 'canceled',
      reason: WITHDRAW_MESSAGES.payoutRefused('account closed'),
    });
    expect(order.steps.filter((s) => s.status === 'canceled')).toHaveLength(1);
    expect(await cash(app, player.uid)).toBe(100_000);
    expect(await memberTotals(player.uid)).toEqual({ withdraw_count: 0, withdraw_total: 0 });
  });

  it('cancels at once a payout the gateway refuses outright', async () => {
    gateway.answerPayouts({ state: 'failed', reason: 'invalid account' });
    const { player, id } = await withdrawing();
    expect(await detail(player, id)).toMatchObject({
      status: 'canceled',
      reason: WITHDRAW_MESSAGES.payoutRefused('invalid account'),
    });
    expect(await cash(app, player.uid)).toBe(100_000);
  });

  it('treats a gateway that cannot be reached as an unknown outcome', async () => {
    const unreachable = gateway.gateway.createPayout;
    gateway.gateway.createPayout = () => Promise.reject(new Error('ECONNRESET'));
    try {
      const { player, id } = await withdrawing();
      expect((await detail(player, id)).status).toBe('paying');
      expect(await cash(app, player.uid)).toBe(60_000);
    } finally {
      gateway.gateway.createPayout = unreachable;
    }
  });

  it('asks again with the same reference when the gateway never got it, and times out only when it still has not', async () => {
    const job = await payoutJob();
    gateway.answerPayouts({ state: 'unknown' });
    const { player, id, reference } = await withdrawing();
    // Right after the request the gateway may simply not have recorded it yet.
    await job.pass();
    expect(requestsFor(reference)).toBe(1);
    clock.advance(MINUTE + SECOND);
    await job.pass();
    expect(requestsFor(reference)).toBe(2);
    expect(gateway.requests.filter((r) => r.reference === reference)[1]).toMatchObject({
      amount: 40_000,
    });
    expect((await detail(player, id)).status).toBe('paying');

    clock.advance(30 * MINUTE);
    await job.pass();
    expect(await detail(player, id)).toMatchObject({
      status: 'timeout',
      reason: WITHDRAW_MESSAGES.payoutTimeout,
      steps: [{ status: 'under_review' }, { status: 'paying' }, { status: 'timeout' }],
    });
    expect(await cash(app, player.uid)).toBe(100_000);
    expect(requestsFor(reference)).toBe(2);
  });

  it('never times out a payout the gateway may still make: it stays paying for an operator', async () => {
    const job = await payoutJob();
    gateway.answerPayouts({ state: 'accepted' });
    const { player, id, reference } = await withdrawing();
    gateway.setStatus(reference, { state: 'processing' });
    const flagged = warnings.length;
    clock.advance(45 * MINUTE);
    await job.pass();
    await job.pass();
    expect((await detail(player, id)).status).toBe('paying');
    expect(await cash(app, player.uid)).toBe(60_000);
    expect(warnings.slice(flagged)).toEqual([
      'Withdrawal payout has no definite outcome in time: left paying for an operator',
    ]);
    const [row] = await (
      await testDatabase()
    ).query<{ flagged_at: Date | null }>('SELECT flagged_at FROM withdraw_orders WHERE id = $1', [
      id,
    ]);
    expect(row?.flagged_at).toBeInstanceOf(Date);
    // A definite answer later still settles it.
    gateway.setStatus(reference, { state: 'paid' });
    await job.pass();
    expect((await detail(player, id)).status).toBe('completed');
    expect(await cash(app, player.uid)).toBe(60_000);
  });

  it('leaves the orders made through another gateway to that gateway', async () => {
    gateway.answerPayouts({ state: 'unknown' });
    const { player, id } = await withdrawing();
    const other = payoutGateway();
    clock.advance(45 * MINUTE);
    await (await payoutJob({ ...other.gateway, kind: 'other-gateway' })).pass();
    expect(other.requests).toEqual([]);
    expect((await detail(player, id)).status).toBe('paying');
    expect(await cash(app, player.uid)).toBe(60_000);
  });
});

/**
 * The gateway as a slow one answers a pass about one payout: the status it reads when asked,
 * delivered only when the test lets it through (meanwhile another pass can run).
 */
function slowStatus(through: PaymentGateway, slowReference: string) {
  let asked!: () => void;
  let release!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const gateway: PaymentGateway = {
    ...through,
    async payoutStatus(reference) {
      const answer = await through.payoutStatus(reference);
      if (reference !== slowReference) return answer;
      asked();
      await released;
      return answer;
    },
  };
  return { gateway, wasAsked, release };
}

describe('two payout passes on one database', () => {
  it('never lets a pass ask again while another, which read the order before, may time it out', async () => {
    // The first request was lost: the gateway has no payout for it.
    gateway.answerPayouts({ state: 'unknown' });
    const { player, id, reference } = await withdrawing();
    clock.advance(29 * MINUTE);
    const slow = slowStatus(gateway.gateway, reference);
    const first = (await payoutJob(slow.gateway)).pass();
    await slow.wasAsked;
    // A second server's pass: the gateway would take and pay a payout asked of it now.
    gateway.answerPayouts({ state: 'accepted' });
    await (await payoutJob()).pass();
    clock.advance(2 * MINUTE);
    slow.release();
    await first;
    expect(await detail(player, id)).toMatchObject({ status: 'timeout' });
    expect(await cash(app, player.uid)).toBe(100_000);
    // Refunded, so nothing may have been asked of the gateway after the lost request.
    expect(requestsFor(reference)).toBe(1);
  });

  it('lets a pass take over an order whose owner died, and the dead pass’s stale answer changes nothing', async () => {
    gateway.answerPayouts({ state: 'unknown' });
    const { player, id, reference } = await withdrawing();
    clock.advance(20 * MINUTE);
    const slow = slowStatus(gateway.gateway, reference);
    const stalled = (await payoutJob(slow.gateway)).pass();
    await slow.wasAsked;
    // Its lease runs out; another pass takes the order and asks the gateway again.
    clock.advance(9 * MINUTE);
    gateway.answerPayouts({ state: 'accepted' });
    await (await payoutJob()).pass();
    expect(requestsFor(reference)).toBe(2);
    // The stalled pass wakes past the deadline with the gateway's old 'not_found'.
    clock.advance(2 * MINUTE);
    slow.release();
    await stalled;
    expect((await detail(player, id)).status).toBe('paying');
    expect(await cash(app, player.uid)).toBe(60_000);
    gateway.setStatus(reference, { state: 'paid' });
    await (await payoutJob()).pass();
    expect((await detail(player, id)).status).toBe('completed');
    expect(await cash(app, player.uid)).toBe(60_000);
  });
});

describe('an operator settles a withdrawal left paying', () => {
  const settle = (operator: Session, payload: Record<string, unknown>) =>
    signedCall(app, operator, operatorCalls.adminWithdrawSettle, payload as never);

  /** A withdrawal whose payout got no definite answer past the deadline: flagged, paying. */
  async function stuck() {
    gateway.answerPayouts({ state: 'accepted' });
    const order = await withdrawing();
    gateway.setStatus(order.reference, { state: 'processing' });
    clock.advance(45 * MINUTE);
    await (await payoutJob()).pass();
    expect((await detail(order.player, order.id)).status).toBe('paying');
    return order;
  }

  it('returns the hold on evidence that it was not paid, once, audited', async () => {
    const { player, id } = await stuck();
    // Signed in after the 45 minutes stuck() lets pass: an operator session ends after 30 idle.
    const operator = await signInOperator(app, `payout-desk-${Date.now()}`, 'finance');
    // The queue says which payouts wait for reconciling, and since when.
    const paying = await okData(
      signedCall(app, operator, operatorCalls.adminWithdrawList, {
        status: 'paying',
        page_size: 100,
      }),
    );
    expect(paying.d.find((o) => o.id === id)).toMatchObject({
      status: 'paying',
      payout_started_at: expect.any(String),
      flagged_at: new Date(clock.now()).toISOString(),
    });
    const bare = await settle(operator, { id, outcome: 'not_paid', evidence: 'no' });
    expect(bare.body).toMatchObject({ status: false, code: 'ERR_VALIDATION' });
    expect(await cash(app, player.uid)).toBe(60_000);
    const settled = await settle(operator, {
      id,
      outcome: 'not_paid',
      evidence: 'Gateway support ticket 4471: no transfer W' + id,
    });
    expect(settled.body).toMatchObject({
      status: true,
      data: { status: 'canceled', reason: WITHDRAW_MESSAGES.payoutNotMade },
    });
    expect(await cash(app, player.uid)).toBe(100_000);
    const again = await settle(operator, { id, outcome: 'paid', evidence: 'second thoughts' });
    expect(again.body).toMatchObject({
      status: false,
      data: WITHDRAW_MESSAGES.notPaying('canceled'),
    });
    expect(await cash(app, player.uid)).toBe(100_000);
    const [audit] = await (
      await testDatabase()
    ).query<{ action: string; detail: unknown }>(
      `SELECT action, detail FROM audit_log WHERE action LIKE 'withdraw.settle.%'
       AND (detail::jsonb ->> 'id')::int = $1`,
      [id],
    );
    expect(audit).toMatchObject({ action: 'withdraw.settle.not_paid' });
    expect(JSON.stringify(audit!.detail)).toContain('ticket 4471');
  });

  it('completes one the gateway paid, and waits while a payout pass holds the order', async () => {
    const { player, id } = await stuck();
    // Signed in after the 45 minutes stuck() lets pass: an operator session ends after 30 idle.
    const operator = await signInOperator(app, `payout-desk-${Date.now()}`, 'finance');
    const db = await testDatabase();
    await db.query(
      `UPDATE withdraw_orders SET payout_owner = 'another-pass', payout_lease_until = $2
       WHERE id = $1`,
      [id, new Date(clock.now() + MINUTE)],
    );
    const busy = await settle(operator, { id, outcome: 'paid', evidence: 'Statement line 22' });
    expect(busy.body).toMatchObject({ status: false, data: WITHDRAW_MESSAGES.payoutRunning });
    clock.advance(2 * MINUTE);
    const paid = await settle(operator, { id, outcome: 'paid', evidence: 'Statement line 22' });
    expect(paid.body).toMatchObject({ status: true, data: { status: 'completed' } });
    expect(await cash(app, player.uid)).toBe(60_000);
    expect(await memberTotals(player.uid)).toEqual({ withdraw_count: 1, withdraw_total: 40_000 });
    expect(
      (await settle(player.session, { id, outcome: 'paid', evidence: 'mine!' })).statusCode,
    ).toBe(401);
  });
});
