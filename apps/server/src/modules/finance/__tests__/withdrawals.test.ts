import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls, operatorCalls } from '@pisoplay/contract';
import type { Session } from '@pisoplay/contract';
import { signedCall, signInOperator, testApp, testDatabase } from '../../../test/harness.ts';
import { manualClock } from '../../../providers/clock.ts';
import { LEDGER_MESSAGES } from '../../ledger/index.ts';
import { FINANCE_MESSAGES } from '../messages.ts';
import { WITHDRAW_MESSAGES } from '../withdrawals/messages.ts';
import { addAccount, cash, fund, kycPlayer, payoutGateway } from './withdraw-fixtures.ts';
import type { Player } from './withdraw-fixtures.ts';

const SECRET = 'withdraw-test-secret-0123456789abcdef';
const gateway = payoutGateway();
const clock = manualClock(Date.parse('2026-07-01T02:00:00Z'));
let app: FastifyInstance;
let operator: Session;
/** Reads the audit log (finance may not). */
let auditor: Session;

beforeAll(async () => {
  app = await testApp(
    {
      AUTH_SECRET: SECRET,
      DEPOSIT_TURNOVER_MULTIPLIER: '0',
      WITHDRAW_AUTO_APPROVE_MAX: '5000',
      WITHDRAW_AUTO_APPROVE_DAILY_MAX: '20000',
    },
    { clock, payments: gateway.gateway },
  );
  operator = await signInOperator(app, 'cashier', 'finance');
  auditor = await signInOperator(app, 'auditor', 'risk');
});
afterAll(() => app.close());

/** A verified player with an account and `pesos` to withdraw. */
async function fundedPlayer(pesos: number): Promise<Player & { accountId: number }> {
  const player = await kycPlayer(app);
  await fund(app, player.uid, pesos * 100);
  const account = await addAccount(app, player);
  return { ...player, accountId: account.id };
}

const withdraw = (
  player: Player,
  fields: { account_id: number; amount: string; idempotency_key?: string },
) => signedCall(app, player.session, calls.withdraw, fields);

const detail = async (player: Player, id: number) => {
  const reply = await signedCall(app, player.session, calls.withdrawDetail, { id });
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
};

const orderCount = async (uid: number) => {
  const [row] = await (
    await testDatabase()
  ).query<{ n: number }>('SELECT count(*)::int AS n FROM withdraw_orders WHERE uid = $1', [uid]);
  return row!.n;
};

describe('withdraw', () => {
  it('holds the amount at once, approves a small one automatically and asks the gateway to pay', async () => {
    const player = await fundedPlayer(1000);
    const reply = await withdraw(player, { account_id: player.accountId, amount: '300' });
    expect(reply.body).toMatchObject({
      status: true,
      data: { channel_name: 'GCash', amount: '300.00', status: 'paying' },
    });
    const id = reply.body.status ? reply.body.data.id : 0;
    expect(await cash(app, player.uid)).toBe(70_000);
    expect(gateway.requests.filter((r) => r.reference === `W${id}`)).toEqual([
      {
        reference: `W${id}`,
        amount: 30_000,
        channel: 'GCash',
        account: '09171234567',
        accountName: 'Juan Santos Dela Cruz',
      },
    ]);
    expect(await detail(player, id)).toMatchObject({
      status: 'paying',
      account: '09171234567',
      steps: [{ status: 'under_review' }, { status: 'paying' }],
    });
    const wallet = await signedCall(app, player.session, calls.wallet);
    expect(wallet.body.data).toMatchObject({ balance: '700.00', withdrawable: '700.00' });
  });

  it('refuses, changing nothing: without KYC, another’s or a hidden account, outside the limits, beyond the withdrawable', async () => {
    const player = await fundedPlayer(1000);
    const other = await fundedPlayer(1000);
    const hidden = await addAccount(app, player, '1234567890', 'BPI');
    await signedCall(app, player.session, calls.accountDelete, { id: hidden.id });
    const unverified = await kycPlayer(app, { kycStatus: 'basic_kyc' });
    await fund(app, unverified.uid, 100_000);

    const gate = await withdraw(unverified, { account_id: player.accountId, amount: '100' });
    expect(gate.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
    expect(gate.body.data).toMatch(/KYC/);
    const refusals = [
      [{ account_id: other.accountId, amount: '100' }, WITHDRAW_MESSAGES.accountNotFound],
      [{ account_id: hidden.id, amount: '500' }, WITHDRAW_MESSAGES.accountNotFound],
      [{ account_id: player.accountId, amount: '99' }, FINANCE_MESSAGES.minimum(100)],
      [{ account_id: player.accountId, amount: '50001' }, FINANCE_MESSAGES.maximum(50000)],
      [{ account_id: player.accountId, amount: '1001' }, LEDGER_MESSAGES.notWithdrawable],
    ] as const;
    for (const [fields, message] of refusals) {
      const reply = await withdraw(player, fields);
      expect(reply.body, JSON.stringify(fields)).toMatchObject({ status: false, data: message });
    }
    expect(await cash(app, player.uid)).toBe(100_000);
    expect(await cash(app, other.uid)).toBe(100_000);
    expect(await cash(app, unverified.uid)).toBe(100_000);
    expect(await orderCount(player.uid)).toBe(0);
    expect(await orderCount(unverified.uid)).toBe(0);
  });

  it('lets 50 concurrent withdrawals on a balance for 10 succeed exactly 10 times', async () => {
    const player = await fundedPlayer(10 * 100);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        withdraw(player, {
          account_id: player.accountId,
          amount: '100',
          idempotency_key: `race-${i}`,
        }),
      ),
    );
    expect(replies.filter((r) => r.body.status)).toHaveLength(10);
    for (const refused of replies.filter((r) => !r.body.status)) {
      expect(refused.body.data).toBe(LEDGER_MESSAGES.notWithdrawable);
    }
    expect(await cash(app, player.uid)).toBe(0);
    expect(await orderCount(player.uid)).toBe(10);
  });

  it('holds once for a repeated idempotency key, sent again or concurrently', async () => {
    const player = await fundedPlayer(1000);
    const request = { account_id: player.accountId, amount: '200', idempotency_key: 'same-key-1' };
    const first = await withdraw(player, request);
    const again = await withdraw(player, request);
    expect(again.body).toEqual(first.body);
    const concurrent = { ...request, idempotency_key: 'same-key-2' };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => withdraw(player, concurrent)),
    );
    expect(replies.every((r) => r.body.status)).toBe(true);
    expect(new Set(replies.map((r) => (r.body.status ? r.body.data.id : 0))).size).toBe(1);
    expect(await cash(app, player.uid)).toBe(60_000);
    expect(await orderCount(player.uid)).toBe(2);
  });
});

describe('approval', () => {
  const queue = async (status: 'under_review' | 'canceled', page = 1) => {
    const reply = await signedCall(app, operator, operatorCalls.adminWithdrawList, {
      status,
      page,
      page_size: 50,
    });
    if (!reply.body.status) throw new Error(String(reply.body.data));
    return reply.body.data;
  };
  /** The order in the operator's list of a status, looked for page by page (other files add some). */
  const queued = async (status: 'under_review' | 'canceled', id: number) => {
    for (let page = 1; ; page++) {
      const { d } = await queue(status, page);
      const found = d.find((o) => o.id === id);
      if (found || d.length === 0) return found;
    }
  };
  const review = (id: number, decision: 'approve' | 'reject', reason = 'Account checked') =>
    signedCall(app, operator, operatorCalls.adminWithdrawReview, { id, decision, reason });

  it('sends a large withdrawal to an operator, whose approval starts the payout', async () => {
    const player = await fundedPlayer(20_000);
    const reply = await withdraw(player, { account_id: player.accountId, amount: '5001' });
    expect(reply.body.data).toMatchObject({ status: 'under_review' });
    const id = reply.body.status ? reply.body.data.id : 0;
    expect(gateway.requests.some((r) => r.reference === `W${id}`)).toBe(false);
    expect(await cash(app, player.uid)).toBe(1_499_900);

    const ids = (await queue('under_review')).d.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(await queued('under_review', id)).toMatchObject({
      uid: player.uid,
      amount: '5001.00',
      account: '09171234567',
      status: 'under_review',
    });

    // Approving needs a reason too, kept in the audit log.
    const unexplained = await review(id, 'approve', ' ');
    expect(unexplained.body).toMatchObject({ status: false, code: 'ERR_VALIDATION' });
    const approved = await review(id, 'approve');
    expect(approved.body.data).toMatchObject({ id, status: 'paying' });
    expect(gateway.requests.filter((r) => r.reference === `W${id}`)).toHaveLength(1);
    const twice = await review(id, 'reject', 'too late');
    expect(twice.body).toEqual({
      status: false,
      code: 'ERR_BUSINESS',
      data: WITHDRAW_MESSAGES.alreadyReviewed('paying'),
    });
    expect(await queued('under_review', id)).toBeUndefined();
    expect(await cash(app, player.uid)).toBe(1_499_900);
  });

  it('decides a withdrawal once when operators race, returning a rejected one’s money once, audited', async () => {
    const player = await fundedPlayer(10_000);
    const reply = await withdraw(player, { account_id: player.accountId, amount: '8000' });
    const id = reply.body.status ? reply.body.data.id : 0;
    expect(await cash(app, player.uid)).toBe(200_000);

    const decisions = await Promise.all([
      review(id, 'reject', 'Account name differs from the bank’s records'),
      review(id, 'reject', 'second operator'),
      review(id, 'approve'),
    ]);
    expect(decisions.filter((d) => d.body.status)).toHaveLength(1);
    const [winner] = decisions.filter((d) => d.body.status);
    const status =
      winner!.body.status && 'status' in winner!.body.data ? winner!.body.data.status : '';
    expect(await cash(app, player.uid)).toBe(status === 'canceled' ? 1_000_000 : 200_000);

    const audit = await signedCall(app, auditor, operatorCalls.adminAuditList, {});
    const entries = (audit.body.status ? audit.body.data.d : []).filter(
      (e) => e.target_uid === player.uid,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operator: 'cashier',
      action: expect.stringMatching(/^withdraw\./),
    });
  });

  it('shows the player the reason and the steps of a rejected withdrawal', async () => {
    const player = await fundedPlayer(10_000);
    const next = await withdraw(player, { account_id: player.accountId, amount: '6000' });
    const nextId = next.body.status ? next.body.data.id : 0;
    const before = await cash(app, player.uid);
    const rejected = await review(nextId, 'reject', 'Suspicious activity');
    expect(rejected.body.data).toMatchObject({ status: 'canceled', reason: 'Suspicious activity' });
    expect(await cash(app, player.uid)).toBe(before + 600_000);
    expect(await detail(player, nextId)).toMatchObject({
      status: 'canceled',
      reason: 'Suspicious activity',
      steps: [{ status: 'under_review' }, { status: 'canceled' }],
    });
    expect(await queued('canceled', nextId)).toMatchObject({ reason: 'Suspicious activity' });
  });

  it('refuses a review of an order that does not exist', async () => {
    const reply = await review(2_000_000_000, 'approve');
    expect(reply.body).toMatchObject({ status: false, code: 'ERR_NOT_FOUND' });
  });

  it('waits for an operator once the day’s withdrawals pass the daily limit', async () => {
    const player = await fundedPlayer(30_000);
    for (let i = 0; i < 4; i++) {
      const reply = await withdraw(player, { account_id: player.accountId, amount: '5000' });
      expect(reply.body.data).toMatchObject({ status: 'paying' });
    }
    const fifth = await withdraw(player, { account_id: player.accountId, amount: '100' });
    expect(fifth.body.data).toMatchObject({ status: 'under_review' });
    // (Last in the file: the clock moves a day on, past the operator's session.)
    clock.advance(24 * 3600_000 + 60_000);
    const nextDay = await withdraw(player, { account_id: player.accountId, amount: '100' });
    expect(nextDay.body.data).toMatchObject({ status: 'paying' });
  });
});
