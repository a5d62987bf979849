import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CASH_TYPES,
  GAME_TYPES,
  amountToCentavos,
  calls,
  centavosToAmount,
  operatorCalls,
} from '@pisoplay/contract';
import type { Session } from '@pisoplay/contract';
import {
  okData,
  servicesOf,
  signIn,
  signInOperator,
  signedCall,
  testApp,
  creditTestDeposit,
} from '../../../test/harness.ts';
import type { TestPlayer } from '../../../test/harness.ts';

let n = 0;
const key = (name: string) => `player-page-test:${process.pid}:${Date.now()}:${n++}:${name}`;

describe('the back office’s player page (ledger): balances and movements', () => {
  let app: FastifyInstance;
  let operator: Session;

  beforeAll(async () => {
    // A deposit turnover keeps deposits out of the withdrawable balance until played through.
    app = await testApp({
      AUTH_SECRET: 'ledger-page-test-secret-0123456789abcdef',
      DEPOSIT_TURNOVER_MULTIPLIER: '1',
    });
    operator = await signInOperator(app, `ledger-page-support-${process.pid}`, 'support');
  });
  afterAll(() => app.close());

  async function player(): Promise<TestPlayer & { uid: number }> {
    const session = await signIn(app);
    const { uid } = await okData(signedCall(app, session, calls.memberDetail));
    // The same object: the harness keeps each session's request timestamps by it.
    return Object.assign(session, { uid });
  }
  const ledger = () => servicesOf(app).ledger;
  const deposit = (uid: number, amount: number, reference: string) =>
    creditTestDeposit(app, uid, amount, { reference });
  const bonus = (uid: number, amount: number) =>
    ledger().grantBonus({
      uid,
      source: 'operator',
      sourceRef: key('bonus'),
      amount,
      cashType: CASH_TYPES.mysteryBox,
      now: Date.now(),
    });
  const bet = (uid: number, amount: number, reference: string) =>
    ledger().transfer({
      key: key('bet'),
      from: { kind: 'player_cash', uid },
      to: { kind: 'house' },
      amount,
      reason: 'bet',
      cashType: CASH_TYPES.bet,
      reference,
    });
  const movements = (uid: number, page: number, page_size: number) =>
    okData(signedCall(app, operator, operatorCalls.adminMemberLedger, { uid, page, page_size }));

  it('shows the balances the player’s own wallet shows', async () => {
    const p = await player();
    await deposit(p.uid, 150_050, 'deposit:1');
    await bonus(p.uid, 10_000);
    await bet(p.uid, 2_525, 'test-round-1');
    const page = await okData(
      signedCall(app, operator, operatorCalls.adminMemberDetail, { uid: p.uid }),
    );
    const wallet = await okData(signedCall(app, p, calls.wallet));
    expect(page.balances).toEqual({ cash: '1475.25', bonus: '100.00', withdrawable: '0.00' });
    const cashAndBonus =
      amountToCentavos(page.balances.cash)! + amountToCentavos(page.balances.bonus)!;
    expect(centavosToAmount(cashAndBonus)).toBe(wallet.balance);
    expect(page.balances.withdrawable).toBe(wallet.withdrawable);
    expect(page.profile.uid).toBe(p.uid);
  });

  it('lists the player’s cash and bonus movements newest first, paged, no one else’s', async () => {
    const p = await player();
    const other = await player();
    await deposit(p.uid, 50_000, 'deposit:10');
    await deposit(other.uid, 70_000, 'deposit:11');
    await bonus(p.uid, 2_000);
    await bet(p.uid, 1_250, 'test-round-7');

    const first = await movements(p.uid, 1, 2);
    expect(first.t).toBe(3);
    expect(first.d).toEqual([
      {
        transfer_id: expect.any(Number),
        kind: 'bet',
        account: 'cash',
        amount: '-12.50',
        balance_after: '487.50',
        reference: 'test-round-7',
        created_at: expect.any(String),
      },
      expect.objectContaining({
        kind: 'bonus',
        account: 'bonus',
        amount: '20.00',
        balance_after: '20.00',
      }),
    ]);
    const second = await movements(p.uid, 2, 2);
    expect(second).toMatchObject({ t: 3, s: 1 });
    expect(second.d).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        account: 'cash',
        amount: '500.00',
        balance_after: '500.00',
        reference: 'deposit:10',
      }),
    ]);
    const ids = [...first.d, ...second.d].map((m) => m.transfer_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Date(second.d[0]!.created_at).toISOString()).toBe(second.d[0]!.created_at);
    expect((await movements(p.uid, 3, 2)).d).toEqual([]);
    expect((await movements(other.uid, 1, 20)).d.map((m) => m.reference)).toEqual(['deposit:11']);
  });

  it('shows a transfer between the player’s own accounts on each of them', async () => {
    const p = await player();
    await bonus(p.uid, 3_000);
    // Wagered two times: the grant's bonus converts to cash (one transfer, bonus to cash).
    await ledger().countStake({
      uid: p.uid,
      stake: 6_000,
      gameType: GAME_TYPES.slot,
      keyPrefix: key('stake'),
      now: Date.now(),
    });
    const page = await movements(p.uid, 1, 20);
    expect(page.t).toBe(3);
    // Cash before bonus within one transfer.
    expect(page.d.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: 'bonus_release',
        account: 'cash',
        amount: '30.00',
        balance_after: '30.00',
        reference: expect.stringMatching(/^grant:\d+$/),
      }),
      expect.objectContaining({
        kind: 'bonus_release',
        account: 'bonus',
        amount: '-30.00',
        balance_after: '0.00',
      }),
    ]);
    expect(page.d[0]!.transfer_id).toBe(page.d[1]!.transfer_id);
  });

  it('refuses an unknown player and bad pages', async () => {
    const unknown = await signedCall(app, operator, operatorCalls.adminMemberLedger, {
      uid: 2_000_000_000,
      page: 1,
      page_size: 20,
    });
    expect(unknown.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
    const p = await player();
    for (const [page, page_size] of [
      [0, 20],
      [1, 0],
      [1, 101],
    ] as const) {
      const reply = await signedCall(app, operator, operatorCalls.adminMemberLedger, {
        uid: p.uid,
        page,
        page_size,
      });
      expect(reply.statusCode, `${page}/${page_size}`).toBe(400);
    }
  });
});
