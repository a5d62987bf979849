import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CASH_TYPES, calls } from '@pisoplay/contract';
import type { LedgerCheck, LedgerInvariant } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import { signedCall, testApp, testDatabase, servicesOf } from '../../../test/harness.ts';
import {
  addAccount,
  fund,
  kycPlayer,
  payoutGateway,
} from '../../finance/__tests__/withdraw-fixtures.ts';
import {
  GAME_SECRET,
  launchableGame,
  providerClient,
  startSession,
  txid,
} from '../../play/__tests__/play-fixtures.ts';
import { reconcile } from '../reconcile.ts';

// Each business invariant of the reconciliation (docs/wallet.md, "Proof") fails on data
// corrupted the way a defect would leave it. The corruption runs in a transaction that is rolled
// back after the check, so the shared test database stays sound.
let app: FastifyInstance;
let provider: ReturnType<typeof providerClient>;
let game: { id: number; code: string };

beforeAll(async () => {
  app = await testApp(
    { GAME_BUILTIN_SECRET: GAME_SECRET, DEPOSIT_TURNOVER_MULTIPLIER: '1' },
    { payments: payoutGateway().gateway },
  );
  provider = providerClient(app);
  game = await launchableGame();
});
afterAll(() => app.close());

class RolledBack extends Error {}

/** The check's report on the data as `corrupt` leaves it, which is then rolled back. */
async function reportAfter(corrupt: (tx: Queryable) => Promise<void>): Promise<LedgerCheck> {
  let report: LedgerCheck | undefined;
  await (
    await testDatabase()
  )
    .transaction(async (tx) => {
      await corrupt(tx);
      report = await reconcile(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return report!;
}

const examplesOf = (report: LedgerCheck, name: LedgerInvariant) =>
  report.invariants.find((invariant) => invariant.name === name)?.examples ?? [];

/** The invariant holds for `label` now, and breaks for it once the data is corrupted. */
async function expectBrokenBy(
  name: LedgerInvariant,
  label: string,
  corrupt: (tx: Queryable) => Promise<void>,
) {
  const sound = await reconcile(await testDatabase());
  expect(examplesOf(sound, name)).not.toContain(label);
  const report = await reportAfter(corrupt);
  expect(report.ok).toBe(false);
  expect(examplesOf(report, name)).toContain(label);
}

/** A player who played one round: a bet of 20 pesos and a closing win of 30. */
async function playedRound(): Promise<{ uid: number; roundId: number }> {
  const player = await kycPlayer(app);
  await fund(app, player.uid, 10_000);
  const session = await startSession(app, player.session, game);
  const round = txid();
  const ids = {
    session_id: session.session_id,
    player_id: session.player_id,
    game_code: game.code,
  };
  await provider('bet', { ...ids, transaction_id: txid(), round_id: round, amount: 2_000 });
  await provider('win', {
    ...ids,
    transaction_id: txid(),
    round_id: round,
    amount: 3_000,
    round_closed: true,
  });
  const [row] = await (
    await testDatabase()
  ).query<{ id: number }>('SELECT id FROM game_rounds WHERE round_id = $1', [round]);
  return { uid: player.uid, roundId: row!.id };
}

describe('the ledger check’s business invariants', () => {
  it('reports every invariant on sound data', async () => {
    const report = await reconcile(await testDatabase());
    expect(report.invariants.map((invariant) => invariant.name)).toEqual([
      'depositCredits',
      'withdrawalHolds',
      'roundMoney',
      'closedRounds',
      'bonusGrants',
      'withdrawable',
      'dayStakes',
      'points',
    ]);
    expect(report).toMatchObject({ ok: true });
  });

  it('fails on a completed deposit that no transfer credited', async () => {
    const { uid } = await kycPlayer(app);
    const [order] = await (
      await testDatabase()
    ).query<{ id: number }>(
      `INSERT INTO deposit_orders (uid, channel_id, amount, status, gateway, created_at,
         updated_at, expires_at)
       SELECT $1, id, 50000, 'pending', 'test-gateway', now(), now(), now() FROM payment_channels
       WHERE for_deposit LIMIT 1 RETURNING id`,
      [uid],
    );
    await expectBrokenBy('depositCredits', `deposit ${order!.id}`, async (tx) => {
      await tx.query(`UPDATE deposit_orders SET status = 'completed' WHERE id = $1`, [order!.id]);
    });
  });

  it('fails on a withdrawal whose hold is not resolved as the order says', async () => {
    const player = await kycPlayer(app);
    await fund(app, player.uid, 100_000);
    // The deposit counts as played through, so it can be withdrawn.
    await (
      await testDatabase()
    ).query(`UPDATE wagering_requirements SET wagered = required, met_at = now() WHERE uid = $1`, [
      player.uid,
    ]);
    const account = await addAccount(app, player);
    const reply = await signedCall(app, player.session, calls.withdraw, {
      account_id: account.id,
      amount: '400',
    });
    if (!reply.body.status) throw new Error(String(reply.body.data));
    const id = reply.body.data.id;
    await expectBrokenBy('withdrawalHolds', `withdrawal ${id}`, async (tx) => {
      await tx.query(`UPDATE withdraw_orders SET status = 'completed' WHERE id = $1`, [id]);
    });
  });

  it('leaves no room for a second withdrawal on one hold, or a second deposit on one credit', async () => {
    const player = await kycPlayer(app);
    await fund(app, player.uid, 100_000);
    await (
      await testDatabase()
    ).query(`UPDATE wagering_requirements SET wagered = required, met_at = now() WHERE uid = $1`, [
      player.uid,
    ]);
    const account = await addAccount(app, player);
    const reply = await signedCall(app, player.session, calls.withdraw, {
      account_id: account.id,
      amount: '300',
    });
    if (!reply.body.status) throw new Error(String(reply.body.data));
    const db = await testDatabase();
    await expect(
      db.query(
        `INSERT INTO withdraw_orders (uid, account_id, channel_id, account, amount, hold_id,
           gateway, created_at, updated_at)
         SELECT uid, account_id, channel_id, account, amount, hold_id, gateway, now(), now()
         FROM withdraw_orders WHERE id = $1`,
        [reply.body.data.id],
      ),
    ).rejects.toThrow(/withdraw_orders_hold/);
    const [credit] = await db.query<{ id: number }>(
      `SELECT t.id FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account
       WHERE a.uid = $1 AND t.reason = 'deposit'`,
      [player.uid],
    );
    // Two deposit orders naming one credit, inside a transaction that is rolled back.
    const order = (tx: Queryable) =>
      tx.query(
        `INSERT INTO deposit_orders (uid, channel_id, amount, status, gateway, transfer_id,
           created_at, updated_at, expires_at)
         SELECT $1, id, 100000, 'completed', 'test-gateway', $2, now(), now(), now()
         FROM payment_channels WHERE for_deposit LIMIT 1`,
        [player.uid, credit!.id],
      );
    await expect(
      reportAfter(async (tx) => {
        await order(tx);
        await order(tx);
      }),
    ).rejects.toThrow(/deposit_orders_transfer/);
  });

  it('fails on a round whose stake or win differs from its transfers', async () => {
    const { roundId } = await playedRound();
    await expectBrokenBy('roundMoney', `round ${roundId}`, async (tx) => {
      await tx.query('UPDATE game_rounds SET bet_cash = bet_cash - 100 WHERE id = $1', [roundId]);
    });
    await expectBrokenBy('roundMoney', `round ${roundId}`, async (tx) => {
      await tx.query('UPDATE game_rounds SET win_amount = win_amount + 1 WHERE id = $1', [roundId]);
    });
  });

  it('fails on a closed round without its bet record or its wagering', async () => {
    const { roundId } = await playedRound();
    await expectBrokenBy('closedRounds', `round ${roundId}`, async (tx) => {
      await tx.query('DELETE FROM bet_records WHERE round = $1', [roundId]);
    });
    await expectBrokenBy('closedRounds', `round ${roundId}`, async (tx) => {
      await tx.query('UPDATE game_rounds SET counted_xp = NULL WHERE id = $1', [roundId]);
    });
  });

  it('fails on bonus money its grants do not hold, and on a grant ended still holding bonus', async () => {
    const { uid } = await kycPlayer(app);
    const { grant } = await servicesOf(app).ledger.grantBonus({
      uid,
      source: 'operator',
      sourceRef: `test-bonus:${txid()}`,
      amount: 1_000,
      cashType: CASH_TYPES.mysteryBox,
      now: Date.now(),
    });
    await expectBrokenBy('bonusGrants', `player ${uid}`, async (tx) => {
      await tx.query('UPDATE bonus_grants SET balance = balance - 1 WHERE id = $1', [grant.id]);
    });
    await expectBrokenBy('bonusGrants', `grant ${grant.id}`, async (tx) => {
      await tx.query(
        "UPDATE bonus_grants SET state = 'completed', ended_at = now() WHERE id = $1",
        [grant.id],
      );
    });
  });

  it('fails on a requirement counted as met without the play, which would free cash early', async () => {
    const { uid } = await kycPlayer(app);
    await fund(app, uid, 10_000);
    const [requirement] = await (
      await testDatabase()
    ).query<{ id: number }>('SELECT id FROM wagering_requirements WHERE uid = $1', [uid]);
    expect((await servicesOf(app).ledger.balances(uid)).withdrawable).toBe(0);
    await expectBrokenBy('withdrawable', `requirement ${requirement!.id}`, async (tx) => {
      await tx.query('UPDATE wagering_requirements SET met_at = now() WHERE id = $1', [
        requirement!.id,
      ]);
    });
  });

  it('fails on a day total of stakes its rounds do not add up to (what the contest ranks)', async () => {
    const { uid } = await playedRound();
    const [total] = await (
      await testDatabase()
    ).query<{ day: string; game_type: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, game_type FROM settled_stakes_daily
       WHERE uid = $1`,
      [uid],
    );
    await expectBrokenBy(
      'dayStakes',
      `stakes of ${uid} on ${total!.day} type ${total!.game_type}`,
      async (tx) => {
        await tx.query(
          'UPDATE settled_stakes_daily SET cash_staked = cash_staked + 100 WHERE uid = $1',
          [uid],
        );
      },
    );
  });

  it('fails on points its movements do not add up to', async () => {
    const { uid } = await playedRound();
    await expectBrokenBy('points', `points of ${uid}`, async (tx) => {
      await tx.query(
        `INSERT INTO points_balances AS b (uid, balance) VALUES ($1, 5)
         ON CONFLICT (uid) DO UPDATE SET balance = b.balance + 5`,
        [uid],
      );
    });
  });
});
