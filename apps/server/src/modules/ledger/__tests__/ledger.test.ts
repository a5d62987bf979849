import { beforeAll, describe, expect, it } from 'vitest';
import { CASH_TYPES, GAME_TYPES } from '@pisoplay/contract';
import type { Database } from '../../../db/database.ts';
import { insertMember, testDatabase } from '../../../test/harness.ts';
import { createLedger, LEDGER_MESSAGES } from '../ledger-service.ts';
import type { Ledger } from '../ledger-service.ts';
import { reconcile } from '../reconcile.ts';

let db: Database;
let ledger: Ledger;
let run = 0;
const key = (name: string) => `test:${process.pid}:${Date.now()}:${run++}:${name}`;

beforeAll(async () => {
  db = await testDatabase();
  ledger = await createLedger({ db, depositTurnoverMultiplier: 1 });
});

async function fundedPlayer(centavos: number, turnover = false): Promise<number> {
  const uid = await insertMember(db);
  const l = turnover ? ledger : await createLedger({ db, depositTurnoverMultiplier: 0 });
  await l.creditDeposit({
    key: key('fund'),
    uid,
    source: 'gateway',
    amount: centavos,
    reason: 'deposit',
    cashType: CASH_TYPES.deposit,
  });
  return uid;
}

const toHouse = (uid: number, amount: number, k = key('spend')) =>
  ledger.transfer({
    key: k,
    from: { kind: 'player_cash', uid },
    to: { kind: 'house' },
    amount,
    reason: 'bet',
    cashType: CASH_TYPES.bet,
  });

describe('ledger transfers', () => {
  it('moves money between two accounts and records the balances after', async () => {
    const uid = await fundedPlayer(10_000);
    const transfer = await toHouse(uid, 2_550);
    expect(transfer).toMatchObject({ amount: 2_550, debit_balance_after: 7_450, replayed: false });
    expect((await ledger.balances(uid)).cash).toBe(7_450);
  });

  it('moves money once per idempotency key, and refuses the key for a different transfer', async () => {
    const uid = await fundedPlayer(10_000);
    const k = key('once');
    const first = await toHouse(uid, 1_000, k);
    const again = await toHouse(uid, 1_000, k);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    await expect(toHouse(uid, 2_000, k)).rejects.toThrow(LEDGER_MESSAGES.keyReused);
    expect((await ledger.balances(uid)).cash).toBe(9_000);
  });

  it('never takes a player below zero and leaves balances unchanged on refusal', async () => {
    const uid = await fundedPlayer(500);
    await expect(toHouse(uid, 501)).rejects.toThrow(LEDGER_MESSAGES.insufficient);
    expect((await ledger.balances(uid)).cash).toBe(500);
  });

  it('lets exactly as many concurrent debits through as the balance covers', async () => {
    const uid = await fundedPlayer(10 * 700);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => toHouse(uid, 700, key(`race-${i}`))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect((await ledger.balances(uid)).cash).toBe(0);
  });

  it('repeats a key sent concurrently ten times as one transfer', async () => {
    const uid = await fundedPlayer(5_000);
    const k = key('dup');
    const results = await Promise.all(Array.from({ length: 10 }, () => toHouse(uid, 1_000, k)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await ledger.balances(uid)).cash).toBe(4_000);
  });

  it('opens a new player’s account once when their first transfers arrive together', async () => {
    const uid = await insertMember(db);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction((tx) =>
          ledger.creditDeposit(
            {
              key: key(`first-${i}`),
              uid,
              source: 'gateway',
              amount: 100,
              reason: 'deposit',
              cashType: CASH_TYPES.deposit,
            },
            tx,
          ),
        ),
      ),
    );
    expect((await ledger.balances(uid)).cash).toBe(1_000);
  });

  // Two connections are needed: the embedded database runs one transaction at a time anyway.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'does not make one player’s bet wait for another’s open transaction on the house',
    async () => {
      const [first, second] = [await fundedPlayer(10_000), await fundedPlayer(10_000)];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstMoved!: () => void;
      const moved = new Promise<void>((resolve) => (firstMoved = resolve));
      const open = db.transaction(async (tx) => {
        await ledger.transfer(
          {
            key: key('open'),
            from: { kind: 'player_cash', uid: first },
            to: { kind: 'house' },
            amount: 100,
            reason: 'bet',
            cashType: CASH_TYPES.bet,
          },
          tx,
        );
        firstMoved();
        await held;
      });
      await moved;
      const other = await Promise.race([
        toHouse(second, 100).then(() => 'moved'),
        new Promise((resolve) => setTimeout(() => resolve('waited'), 2_000)),
      ]);
      release();
      await open;
      expect(other).toBe('moved');
      expect((await reconcile(db)).ok).toBe(true);
    },
  );

  it('keeps transfers append-only', async () => {
    const uid = await fundedPlayer(1_000);
    const transfer = await toHouse(uid, 100);
    await expect(
      db.query('UPDATE ledger_transfers SET amount = 1 WHERE id = $1', [transfer.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.query('DELETE FROM ledger_transfers WHERE id = $1', [transfer.id]),
    ).rejects.toThrow(/append-only/);
  });
});

describe('holds', () => {
  const hold = (uid: number, amount: number, k = key('hold')) =>
    ledger.hold({ key: k, uid, amount, cashType: CASH_TYPES.withdraw, reference: 'test' });

  it('takes the money at once and resolves exactly once, by post or by void', async () => {
    const uid = await fundedPlayer(10_000);
    const { hold: held } = await hold(uid, 4_000);
    expect((await ledger.balances(uid)).cash).toBe(6_000);
    const outcomes = await Promise.all([
      ledger.postHold(held.id, 'test'),
      ledger.voidHold(held.id, 'test', 'race'),
      ledger.postHold(held.id, 'test'),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const cash = (await ledger.balances(uid)).cash;
    expect([6_000, 10_000]).toContain(cash);
    expect((await ledger.findHold(held.id))?.state).toBe(cash === 6_000 ? 'posted' : 'voided');
  });

  it('returns a voided hold to the player', async () => {
    const uid = await fundedPlayer(3_000);
    const { hold: held } = await hold(uid, 3_000);
    expect(await ledger.voidHold(held.id, 'test', 'declined')).toBe(true);
    expect((await ledger.balances(uid)).cash).toBe(3_000);
  });

  it('lets 50 concurrent holds on a balance for 10 succeed exactly 10 times', async () => {
    const uid = await fundedPlayer(10 * 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => hold(uid, 10_000, key(`h${i}`))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect((await ledger.balances(uid)).cash).toBe(0);
  });

  it('holds a repeated key once', async () => {
    const uid = await fundedPlayer(5_000);
    const k = key('hold-once');
    const [a, b] = await Promise.all([hold(uid, 2_000, k), hold(uid, 2_000, k)]);
    expect(a.hold.id).toBe(b.hold.id);
    expect((await ledger.balances(uid)).cash).toBe(3_000);
  });
});

describe('withdrawable and wagering', () => {
  it('keeps a deposit out of withdrawable until it is turned over once', async () => {
    const uid = await fundedPlayer(10_000, true);
    expect(await ledger.balances(uid)).toMatchObject({
      cash: 10_000,
      withdrawable: 0,
      wageringRemaining: 10_000,
    });
    await expect(
      ledger.hold({ key: key('early'), uid, amount: 100, cashType: CASH_TYPES.withdraw }),
    ).rejects.toThrow(LEDGER_MESSAGES.notWithdrawable);
    const stake = (amount: number, keyPrefix: string) =>
      ledger.countStake({
        uid,
        stake: amount,
        gameType: GAME_TYPES.slot,
        keyPrefix,
        now: Date.now(),
      });
    await stake(6_000, key('w1'));
    expect(await ledger.balances(uid)).toMatchObject({ withdrawable: 0, wageringRemaining: 4_000 });
    await stake(4_000, key('w2'));
    expect(await ledger.balances(uid)).toMatchObject({
      withdrawable: 10_000,
      wageringRemaining: 0,
    });
  });

  it('converts a bonus grant to cash once it is wagered two times', async () => {
    const uid = await insertMember(db);
    await ledger.grantBonus({
      uid,
      source: 'operator',
      sourceRef: key('bonus'),
      amount: 5_000,
      cashType: CASH_TYPES.mysteryBox,
      now: Date.now(),
    });
    expect(await ledger.balances(uid)).toMatchObject({
      cash: 0,
      bonus: 5_000,
      withdrawable: 0,
      wageringRemaining: 10_000,
    });
    await ledger.countStake({
      uid,
      stake: 10_000,
      gameType: GAME_TYPES.slot,
      keyPrefix: key('bw'),
      now: Date.now(),
    });
    expect(await ledger.balances(uid)).toMatchObject({
      cash: 5_000,
      bonus: 0,
      withdrawable: 5_000,
      wageringRemaining: 0,
    });
  });
});

describe('reconciliation', () => {
  it('passes on the ledger as it is and finds a balance that is not the sum of its transfers', async () => {
    expect(await reconcile(db)).toMatchObject({ ok: true, total: 0, mismatched: [] });
    const uid = await fundedPlayer(1_000);
    const tampered = await db
      .transaction(async (tx) => {
        await tx.query(
          "UPDATE ledger_accounts SET balance = balance + 1 WHERE uid = $1 AND kind = 'player_cash'",
          [uid],
        );
        const report = await reconcile(tx);
        throw Object.assign(new Error('roll back'), { report });
      })
      .catch((error: { report: unknown }) => error.report);
    expect(tampered).toMatchObject({
      ok: false,
      total: 1,
      mismatched: [{ uid, kind: 'player_cash' }],
    });
  });
});
