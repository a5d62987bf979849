import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import type { WithdrawDetail } from '@pisoplay/contract';
import { signedCall, testApp, testDatabase } from '../../../test/harness.ts';
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
    transitions: createOrderTransitions({ clock, ledger: app.ledger }),
    log: {
      info: () => {},
      warn: (_details, message) => warnings.push(message),
      error: (_details, message) => warnings.push(message),
    },
    settings: { retryAfterMs: MINUTE, timeoutMs: 30 * MINUTE },
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
