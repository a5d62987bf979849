import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import type { WithdrawDetail } from '@pisoplay/contract';
import {
  appProviders,
  signedCall,
  testApp,
  testDatabase,
  servicesOf,
} from '../../../test/harness.ts';
import { manualClock } from '../../../providers/clock.ts';
import { SIM_PAYOUT_REASONS, isPaymentSimulator } from '../../../providers/payments/simulator.ts';
import type { PaymentSimulator } from '../../../providers/payments/simulator.ts';
import { WITHDRAW_MESSAGES } from '../withdrawals/messages.ts';
import { createOrderTransitions } from '../withdrawals/order-transitions.ts';
import { createPayoutService } from '../withdrawals/payout-service.ts';
import type { PayoutService } from '../withdrawals/payout-service.ts';
import { addAccount, cash, fund, kycPlayer } from './withdraw-fixtures.ts';
import type { Player } from './withdraw-fixtures.ts';

// End to end through the built-in payment simulator (the default gateway): the app requests the
// payout, the payout job (run by hand here) settles it from the simulator's status query.
const SECOND = 1000;
const clock = manualClock(Date.parse('2026-07-03T02:00:00Z'));
let app: FastifyInstance;
let simulator: PaymentSimulator;
let job: PayoutService;

beforeAll(async () => {
  app = await testApp(
    { DEPOSIT_TURNOVER_MULTIPLIER: '0', PAYMENT_SIM_PAYOUT_MS: '3000' },
    { clock },
  );
  const { payments } = appProviders(app);
  if (!isPaymentSimulator(payments)) throw new Error('The test app should use the simulator');
  simulator = payments;
  job = createPayoutService({
    db: await testDatabase(),
    clock,
    gateway: simulator,
    transitions: createOrderTransitions({ clock, ledger: servicesOf(app).ledger }),
    log: { info: () => {}, warn: () => {}, error: () => {} },
    settings: { retryAfterMs: 60 * SECOND, timeoutMs: 30 * 60 * SECOND, leaseMs: 120 * SECOND },
  });
});
afterEach(() => simulator.setPayoutMode('pay'));
afterAll(() => app.close());

/** A verified player with 1000 pesos who withdraws 400 (approved automatically). */
async function withdrawing(): Promise<{ player: Player; id: number }> {
  const player = await kycPlayer(app);
  await fund(app, player.uid, 100_000);
  const account = await addAccount(app, player);
  const reply = await signedCall(app, player.session, calls.withdraw, {
    account_id: account.id,
    amount: '400',
  });
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return { player, id: reply.body.data.id };
}
const detail = async (player: Player, id: number): Promise<WithdrawDetail> => {
  const reply = await signedCall(app, player.session, calls.withdrawDetail, { id });
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
};
const simulatorPayouts = async (id: number) =>
  (
    await (
      await testDatabase()
    ).query('SELECT 1 FROM sim_payment_payouts WHERE reference = $1', [`W${id}`])
  ).length;

describe('withdrawals through the payment simulator', () => {
  it('pays out after the simulator’s delay and completes the order', async () => {
    const { player, id } = await withdrawing();
    await job.pass();
    expect((await detail(player, id)).status).toBe('paying');
    clock.advance(3 * SECOND);
    await job.pass();
    expect(await detail(player, id)).toMatchObject({
      status: 'completed',
      steps: [{ status: 'under_review' }, { status: 'paying' }, { status: 'completed' }],
    });
    expect(await cash(app, player.uid)).toBe(60_000);
    expect(await simulatorPayouts(id)).toBe(1);
  });

  it('asks again for a payout the simulator lost, and pays it once', async () => {
    simulator.setPayoutMode('timeout');
    const { player, id } = await withdrawing();
    expect(await simulatorPayouts(id)).toBe(0);
    simulator.setPayoutMode('pay');
    clock.advance(61 * SECOND);
    await job.pass();
    expect(await simulatorPayouts(id)).toBe(1);
    clock.advance(3 * SECOND);
    await job.pass();
    await job.pass();
    expect((await detail(player, id)).status).toBe('completed');
    expect(await cash(app, player.uid)).toBe(60_000);
  });

  it('keeps the hold through an ambiguous answer until the simulator says it paid', async () => {
    simulator.setPayoutMode('unknown');
    const { player, id } = await withdrawing();
    await job.pass();
    expect((await detail(player, id)).status).toBe('paying');
    expect(await cash(app, player.uid)).toBe(60_000);
    clock.advance(3 * SECOND);
    await job.pass();
    expect((await detail(player, id)).status).toBe('completed');
    expect(await cash(app, player.uid)).toBe(60_000);
  });

  it('returns the money once when the simulator fails or refuses the payout', async () => {
    simulator.setPayoutMode('fail');
    const failed = await withdrawing();
    clock.advance(3 * SECOND);
    await Promise.all([job.pass(), job.pass()]);
    expect(await detail(failed.player, failed.id)).toMatchObject({
      status: 'canceled',
      reason: WITHDRAW_MESSAGES.payoutRefused(SIM_PAYOUT_REASONS.failed),
    });
    expect(await cash(app, failed.player.uid)).toBe(100_000);

    simulator.setPayoutMode('refuse');
    const refused = await withdrawing();
    expect(await detail(refused.player, refused.id)).toMatchObject({
      status: 'canceled',
      reason: WITHDRAW_MESSAGES.payoutRefused(SIM_PAYOUT_REASONS.refused),
    });
    expect(await cash(app, refused.player.uid)).toBe(100_000);
  });
});
