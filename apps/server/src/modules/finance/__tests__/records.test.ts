import { CHANNEL_TIP_MESSAGES } from '../messages.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CASH_TYPES, calls } from '@pisoplay/contract';
import { DEPOSIT_MESSAGES } from '../deposits/messages.ts';
import { insertOrderStep } from '../records/record-queries.ts';
import {
  creditTestDeposit,
  signIn,
  signedCall,
  testApp,
  testDatabase,
  servicesOf,
} from '../../../test/harness.ts';
import type { TestPlayer } from '../../../test/harness.ts';

let app: FastifyInstance;
let n = 0;
const key = (name: string) => `records-test:${process.pid}:${Date.now()}:${n++}:${name}`;

async function player(): Promise<{ session: TestPlayer; uid: number }> {
  const session = await signIn(app, { kycStatus: 'fully_kyc' });
  const detail = await signedCall(app, session, calls.memberDetail);
  if (!detail.body.status) throw new Error(String(detail.body.data));
  return { session, uid: detail.body.data.uid };
}

const deposit = (uid: number, amount: number) =>
  creditTestDeposit(app, uid, amount, { remark: 'GCash' });

beforeAll(async () => {
  app = await testApp({ DEPOSIT_TURNOVER_MULTIPLIER: '1' });
});

describe('wallet', () => {
  it('derives balance, withdrawable and the remaining wagering from the ledger', async () => {
    const { session, uid } = await player();
    const empty = await signedCall(app, session, calls.wallet);
    expect(empty.body).toMatchObject({
      status: true,
      data: { uid, balance: '0.00', withdrawable: '0.00', wagering_remaining: '0.00' },
    });
    await deposit(uid, 150_050);
    await servicesOf(app).ledger.grantBonus({
      uid,
      source: 'operator',
      sourceRef: key('bonus'),
      amount: 10_000,
      cashType: CASH_TYPES.mysteryBox,
      now: Date.now(),
    });
    const after = await signedCall(app, session, calls.wallet);
    expect(after.body.data).toMatchObject({
      balance: '1600.50',
      withdrawable: '0.00',
      wagering_remaining: '1700.50',
    });
  });
});

describe('transaction records', () => {
  it('lists the player’s own movements newest first, with the balance after each, filtered by type', async () => {
    const { session, uid } = await player();
    const other = await player();
    await deposit(uid, 50_000);
    await deposit(uid, 20_000);
    await servicesOf(app).ledger.transfer({
      key: key('bet'),
      from: { kind: 'player_cash', uid },
      to: { kind: 'house' },
      amount: 5_000,
      reason: 'bet',
      cashType: CASH_TYPES.bet,
    });
    const all = await signedCall(app, session, calls.transactionList, { page: 1, time_flag: 0 });
    expect(all.body.data).toMatchObject({
      t: 3,
      d: [
        { amount: '-50.00', after_amount: '650.00', cash_type: 3001, name: 'Bet' },
        { amount: '200.00', after_amount: '700.00', cash_type: 1001, name: 'Deposit' },
        { amount: '500.00', after_amount: '500.00', remark: 'GCash' },
      ],
    });
    const deposits = await signedCall(app, session, calls.transactionList, {
      page: 1,
      type: CASH_TYPES.deposit,
    });
    expect(deposits.body.data).toMatchObject({ t: 2 });
    const paged = await signedCall(app, session, calls.transactionList, { page: 2, page_size: 2 });
    expect(paged.body.data).toMatchObject({ t: 3, d: [{ amount: '500.00' }] });
    const yesterday = await signedCall(app, session, calls.transactionList, {
      page: 1,
      time_flag: 1,
    });
    expect(yesterday.body.data).toMatchObject({ t: 0, d: [] });
    const theirs = await signedCall(app, other.session, calls.transactionList, { page: 1 });
    expect(theirs.body.data).toMatchObject({ t: 0, d: [] });
  });

  it('names every cash type and lists bonuses apart', async () => {
    const { session, uid } = await player();
    const types = await signedCall(app, session, calls.transactionTypes);
    expect(types.body.data).toContainEqual({ cash_type: 4004, name: 'Birthday Bonus' });
    await servicesOf(app).ledger.grantBonus({
      uid,
      source: 'operator',
      sourceRef: key('birthday'),
      amount: 30_000,
      cashType: CASH_TYPES.birthdayBonus,
      now: Date.now(),
    });
    const bonuses = await signedCall(app, session, calls.bonusTransactions, { page: 1 });
    expect(bonuses.body.data).toMatchObject({ t: 1, d: [{ bonus: '300.00', cash_type: 4004 }] });
  });

  it('names the cash types in the lang header’s language', async () => {
    const { session } = await player();
    const types = await signedCall(app, session, calls.transactionTypes, undefined, {
      headers: { lang: 'fil_PH' },
    });
    expect(types.body.data).toContainEqual({ cash_type: 3001, name: 'Taya' });
    expect(types.body.data).toContainEqual({ cash_type: 3002, name: 'Panalo' });
    expect(types.body.data).toContainEqual({ cash_type: 4004, name: 'Birthday Bonus' });
  });

  it('refuses a time filter the spec does not offer', async () => {
    const { session } = await player();
    const bad = await signedCall(app, session, calls.transactionList, {
      page: 1,
      time_flag: 3 as never,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('deposit and withdrawal records', () => {
  it('shows a player their own orders with the steps, and another player’s as not found', async () => {
    const { session, uid } = await player();
    const other = await player();
    const db = await testDatabase();
    const now = new Date();
    const [order] = await db.query<{ id: number }>(
      `INSERT INTO deposit_orders (uid, channel_id, amount, status, gateway, reason, created_at,
         updated_at, expires_at)
       VALUES ($1, 101, 50000, 'canceled', 'simulator', 'Canceled by the player', $2, $2, $2)
       RETURNING id`,
      [uid, now],
    );
    for (const status of ['pending', 'canceled']) {
      await insertOrderStep(db, { kind: 'deposit', orderId: order!.id, status, at: now });
    }
    const list = await signedCall(app, session, calls.depositList, {
      page: 1,
      status: 'CANCELED' as never,
    });
    expect(list.body.data).toMatchObject({
      t: 1,
      d: [{ id: order!.id, channel_name: 'GCash', amount: '500.00', status: 'canceled' }],
    });
    const detail = await signedCall(app, session, calls.depositDetail, { id: order!.id });
    expect(detail.body.data).toMatchObject({
      channel_img: 'payments/gcash.svg',
      reason: 'Canceled by the player',
      steps: [{ status: 'pending' }, { status: 'canceled' }],
    });
    // The reason in the player's language where the server wrote it (DEPOSIT_MESSAGES).
    await db.query('UPDATE deposit_orders SET reason = $2 WHERE id = $1', [
      order!.id,
      DEPOSIT_MESSAGES.notPaidInTime(15),
    ]);
    const filipino = await signedCall(
      app,
      session,
      calls.depositDetail,
      { id: order!.id },
      { headers: { lang: 'fil_PH' } },
    );
    expect(filipino.body.data).toMatchObject({ reason: 'Hindi nabayaran sa loob ng 15 minuto' });
    const stranger = await signedCall(app, other.session, calls.depositDetail, { id: order!.id });
    expect(stranger.body).toMatchObject({ status: false, code: 'ERR_NOT_FOUND' });
    const completed = await signedCall(app, session, calls.depositList, {
      page: 1,
      status: 'completed',
    });
    expect(completed.body.data).toMatchObject({ t: 0 });
  });
});

describe('channels', () => {
  it('offers the deposit channels with the voucher, and the withdraw channels without it', async () => {
    const { session } = await player();
    const deposit = await signedCall(app, session, calls.channelList, { mode: '1' });
    const ids = deposit.body.status ? deposit.body.data.map((c) => c.id) : [];
    expect(ids).toEqual([101, 102, 103, 201, 202, 203, 1008]);
    expect(deposit.body.data).toContainEqual(
      expect.objectContaining({ name: 'GCash', min_amount: '100', max_amount: '50000', flag: 2 }),
    );
    const withdraw = await signedCall(app, session, calls.channelList, { mode: '2' });
    expect(withdraw.body.status && withdraw.body.data.map((c) => c.id)).not.toContain(1008);
  });

  it('writes the seeded channels’ notes in the player’s language', async () => {
    const { session } = await player();
    const notes = async (lang: string) => {
      const reply = await signedCall(
        app,
        session,
        calls.channelList,
        { mode: '1' },
        { headers: { lang } },
      );
      if (!reply.body.status) throw new Error(String(reply.body.data));
      return new Set(reply.body.data.map((channel) => channel.tips).filter(Boolean));
    };
    // Every seeded note is one of CHANNEL_TIP_MESSAGES, so the translations cover them.
    expect([...(await notes('en_US'))].sort()).toEqual(Object.values(CHANNEL_TIP_MESSAGES).sort());
    const filipino = [...(await notes('fil_PH'))];
    expect(filipino).toHaveLength(3);
    expect(filipino).toContain(
      'Ilagay ang code na naka-print sa voucher mo. Isang beses lang magagamit ang bawat code.',
    );
    expect(filipino.filter((note) => note.includes('patakaran ng PAGCOR'))).toHaveLength(2);
  });
});
