import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_TYPES,
  RG_MESSAGES,
  WITHDRAW_ONLY_SESSION_MINUTES,
  calls,
  operatorCalls,
} from '@pisoplay/contract';
import type { Session } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import {
  appProviders,
  call,
  creditTestDeposit,
  okData,
  signInOperator,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import { WITHDRAW_ONLY_CALLS } from '../../members/sessions/withdraw-only.ts';
import { reconcile } from '../../ledger/reconcile.ts';
import { codeSignIn, ticketOf } from './exclusion-fixtures.ts';
import { NAMES, cash, fund, kycPlayer } from '../../finance/__tests__/withdraw-fixtures.ts';
import { completeKycForm } from '../../kyc/__tests__/kyc-form-fixtures.ts';
import type { Player } from '../../finance/__tests__/withdraw-fixtures.ts';
import {
  atGame,
  forwardOnly,
  fundedPlayer,
  gameOfType,
  rewardsApp,
} from '../../promotions/__tests__/rewards-fixtures.ts';

// Issue 25: self-exclusion "still lets the player withdraw their cash". A self-excluded player's
// sign-in (code, password, a partner's entry) is refused with the date as before, and the refusal
// carries a one-time ticket; the ticket opens a withdraw-only session: 30 minutes at most, and
// every call but the withdrawal's is refused by the one place sessions are authenticated.
// Tuesday 10:00 in Manila; the clock only moves forward (signatures are monotonic).
const clock = manualClock(Date.UTC(2034, 6, 4, 2));
let app: FastifyInstance;

beforeAll(async () => {
  app = await rewardsApp(clock);
});
afterAll(() => app.close());

const setClock = forwardOnly(clock);
const later = (ms: number) => setClock(clock.now() + ms);
const MINUTE = 60_000;

/** A code sign-in to this file's app (exclusion-fixtures.ts). */
const signInByCode = (phone: string) => codeSignIn(app, phone, later);

const withdrawOnlyLogin = (ticket: string) => call(app, calls.withdrawOnlyLogin, { ticket });

/** A verified player with ₱500 cash, self-excluded for 6 months: the exclusion's end. */
async function excludedPlayer(p: Player): Promise<string> {
  const { until } = await okData(signedCall(app, p.session, calls.rgExclude, { period: '6m' }));
  return until;
}

const refusedAsWithdrawOnly = {
  statusCode: 403,
  body: { status: false, code: 'ERR_BUSINESS', data: RG_MESSAGES.withdrawOnly },
};

describe('a self-excluded player’s sign-in', () => {
  it('is refused with the date, and the refusal’s ticket opens a withdraw-only session that can withdraw', async () => {
    const p = await fundedPlayer(app, 50_000);
    // A game session opened before the exclusion.
    const slot = await atGame(app, p, GAME_TYPES.slot, clock.now);
    const until = await excludedPlayer(p);
    later(MINUTE);

    const refused = await signInByCode(p.session.phone);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      status: false,
      code: 'ERR_BUSINESS',
      data: RG_MESSAGES.excluded(until),
    });
    const ticket = ticketOf(refused);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is kept.
    const db = await testDatabase();
    expect(
      await db.query('SELECT 1 FROM member_withdraw_tickets WHERE ticket_hash = $1', [ticket]),
    ).toHaveLength(0);

    const opened = await withdrawOnlyLogin(ticket);
    const session = await okData(Promise.resolve(opened));
    expect(session.withdraw_only).toEqual({ excluded_until: until });
    expect(Date.parse(session.expires_at)).toBe(
      clock.now() + WITHDRAW_ONLY_SESSION_MINUTES * MINUTE,
    );
    // A ticket works once.
    expect((await withdrawOnlyLogin(ticket)).body).toMatchObject({
      status: false,
      data: RG_MESSAGES.withdrawTicketInvalid,
    });

    // What the app boots with, and the withdrawal.
    const profile = await okData(signedCall(app, session, calls.memberDetail));
    expect(profile).toMatchObject({ uid: p.uid, withdraw_only: { excluded_until: until } });
    await okData(signedCall(app, session, calls.kycDetail));
    expect(await okData(signedCall(app, session, calls.wallet))).toMatchObject({
      balance: '500.00',
      withdrawable: '500.00',
    });
    await okData(signedCall(app, session, calls.channelList, { mode: '2' }));
    const account = await okData(
      signedCall(app, session, calls.accountInsert, {
        account: '09171234567',
        channel_name: 'GCash',
        ...NAMES,
      }),
    );
    expect(await okData(signedCall(app, session, calls.accountList))).toEqual([
      expect.objectContaining({ id: account.id }),
    ]);
    const order = await okData(
      signedCall(app, session, calls.withdraw, { account_id: account.id, amount: '300' }),
    );
    expect(order).toMatchObject({ amount: '300.00' });
    expect(await cash(app, p.uid)).toBe(20_000);
    const records = await okData(signedCall(app, session, calls.withdrawList, { page: 1 }));
    expect(JSON.stringify(records)).toContain(String(order.id));
    await okData(signedCall(app, session, calls.withdrawDetail, { id: order.id }));

    // Play, deposits, bonuses and account changes are refused, with the same message.
    const code = (await gameOfType(GAME_TYPES.slot)).code;
    const refusedCalls = [
      () => signedCall(app, session, calls.deposit, { amount: '200', pid: 101, device: 'web' }),
      () => signedCall(app, session, calls.gameLaunchV2, { code }),
      () => signedCall(app, session, calls.gameLaunch, { code }),
      () => signedCall(app, session, calls.checkinClaim),
      () => signedCall(app, session, calls.blindboxClaim, { box_id: 1, pid: '1' }),
      () =>
        signedCall(app, session, calls.pointsExchange, {
          item_id: 'bonus-10',
          idempotency_key: 'withdraw-only-1',
        }),
      () => signedCall(app, session, calls.detailUpdate, { nick_name: 'Someone' }),
      () =>
        signedCall(app, session, calls.passwordUpdate, { password: '', new_password: 'abcd1234' }),
      () => signedCall(app, session, calls.accountDelete, { id: account.id }),
      () => signedCall(app, session, calls.rg),
      () => signedCall(app, session, calls.rgLimit, { limit: 'deposit_day', value: '100' }),
      () => signedCall(app, session, calls.refreshToken),
      () => signedCall(app, session, calls.transactionList, { page: 1 }),
    ];
    for (const refusedCall of refusedCalls) {
      expect(await refusedCall()).toMatchObject(refusedAsWithdrawOnly);
    }
    // The game session opened before cannot bet either (the exclusion, in the bet).
    expect(await slot.bet(100)).toMatchObject({ status: 'PLAYER_BLOCKED' });
    expect(await cash(app, p.uid)).toBe(20_000);
    // Refused in Filipino too.
    const filipino = await signedCall(
      app,
      session,
      calls.deposit,
      { amount: '200', pid: 101, device: 'web' },
      { headers: { lang: 'fil_PH' } },
    );
    expect(filipino.body).toMatchObject({
      status: false,
      data: expect.stringMatching(/^Habang naka-self-exclusion ka/),
    });

    // The operators' session list says which session it is.
    const operator = await signInOperator(app, 'withdraw-only-support', 'support');
    const page = await okData(
      signedCall(app, operator, operatorCalls.adminMemberDetail, { uid: p.uid }),
    );
    expect(page.sessions).toEqual([expect.objectContaining({ scope: 'withdraw' })]);

    // Logout ends it like any session.
    await okData(signedCall(app, session, calls.logout));
    expect((await signedCall(app, session, calls.wallet)).statusCode).toBe(401);
  });

  it('ends after 30 minutes; its ticket after 10; nothing else opens one', async () => {
    const p = await fundedPlayer(app, 10_000);
    await excludedPlayer(p);
    later(MINUTE);
    const session = await okData(withdrawOnlyLogin(ticketOf(await signInByCode(p.session.phone))));
    later(WITHDRAW_ONLY_SESSION_MINUTES * MINUTE - 1000);
    await okData(signedCall(app, session, calls.wallet));
    later(1000);
    expect((await signedCall(app, session, calls.wallet)).statusCode).toBe(401);

    const late = ticketOf(await signInByCode(p.session.phone));
    later(10 * MINUTE);
    expect((await withdrawOnlyLogin(late)).body).toMatchObject({
      status: false,
      data: RG_MESSAGES.withdrawTicketInvalid,
    });
    expect((await withdrawOnlyLogin('made-up-ticket-0123456789')).body).toMatchObject({
      status: false,
      data: RG_MESSAGES.withdrawTicketInvalid,
    });
  });

  it('is refused with a ticket after a right password too, and after a partner’s entry', async () => {
    const p = await fundedPlayer(app, 10_000);
    const password = 'abcd1234x';
    await okData(
      signedCall(app, p.session, calls.passwordUpdate, { password: '', new_password: password }),
    );
    const until = await excludedPlayer(p);
    later(MINUTE);
    const wrong = await call(app, calls.passwordLogin, {
      country_code: '63',
      phone: p.session.phone,
      password: 'wrong-password-1',
    });
    expect(wrong.body).not.toHaveProperty('withdraw_ticket');
    const refused = await call(app, calls.passwordLogin, {
      country_code: '63',
      phone: p.session.phone,
      password,
    });
    expect(refused.body).toMatchObject({ status: false, data: RG_MESSAGES.excluded(until) });
    const session = await okData(withdrawOnlyLogin(ticketOf(refused)));
    expect(session.withdraw_only).toEqual({ excluded_until: until });

    // The shopping app's mini app: its code works once, so the ticket is the only way back.
    const { shop } = appProviders(app);
    const shopper = { id: `shopper-${Math.random().toString(36).slice(2)}`, name: 'Ana' };
    const shopSession = await okData(
      call(app, calls.miniAppLogin, { authCode: shop.issue(shopper) }),
    );
    const shopUntil = (
      await okData(signedCall(app, shopSession, calls.rgExclude, { period: '1y' }))
    ).until;
    const shopRefused = await call(app, calls.miniAppLogin, { authCode: shop.issue(shopper) });
    expect(shopRefused.body).toMatchObject({ data: RG_MESSAGES.excluded(shopUntil) });
    const shopWithdraw = await okData(withdrawOnlyLogin(ticketOf(shopRefused)));
    expect(shopWithdraw.withdraw_only).toEqual({ excluded_until: shopUntil });
    expect(await signedCall(app, shopWithdraw, calls.checkinClaim)).toMatchObject(
      refusedAsWithdrawOnly,
    );
  });

  it('lets a player who never completed KYC complete it, and withdraw once it is approved', async () => {
    // Signed up and funded, never verified: a withdrawal needs an approved KYC.
    const p = await kycPlayer(app, { kycStatus: 'unset', names: null });
    await fund(app, p.uid, 50_000);
    await excludedPlayer(p);
    later(MINUTE);
    const session = await okData(withdrawOnlyLogin(ticketOf(await signInByCode(p.session.phone))));
    const account = {
      account: '09171234567',
      channel_name: 'GCash',
      first_name: 'Juan',
      middle_name: 'Santos',
      last_name: 'Dela Cruz',
    };

    await okData(signedCall(app, session, calls.kycShops));
    const form = await completeKycForm(app, session);
    expect(await okData(signedCall(app, session, calls.kycInsert, form))).toBe(true);
    expect(await okData(signedCall(app, session, calls.kycDetail))).toMatchObject({
      status: 'under_review',
    });
    const early = await signedCall(app, session, calls.accountInsert, account);
    expect(early.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });

    const compliance = await signInOperator(app, 'withdraw-only-kyc', 'compliance');
    await okData(
      signedCall(app, compliance, operatorCalls.adminKycReview, {
        uid: p.uid,
        decision: 'approve',
        reason: 'ID and selfie match',
      }),
    );
    const saved = await okData(signedCall(app, session, calls.accountInsert, account));
    const order = await okData(
      signedCall(app, session, calls.withdraw, { account_id: saved.id, amount: '500' }),
    );
    expect(order).toMatchObject({ amount: '500.00' });
    expect(await cash(app, p.uid)).toBe(0);
    // KYC opened nothing else: the avatar the upload could become is an account change.
    expect(
      await signedCall(app, session, calls.detailUpdate, { avatar: form.id_photo }),
    ).toMatchObject(refusedAsWithdrawOnly);
  });

  it('gives a normal session to a player who is not excluded', async () => {
    // A player on a break (not excluded) signs in as always: no ticket, a full session.
    const p = await fundedPlayer(app, 10_000);
    await okData(signedCall(app, p.session, calls.rgCoolOff, { period: '24h' }));
    const login = await signInByCode(p.session.phone);
    const session = await okData(Promise.resolve(login));
    expect(session.withdraw_only).toBeUndefined();
    expect(Date.parse(session.expires_at)).toBe(clock.now() + 7 * 24 * 60 * MINUTE);
    const profile = await okData(signedCall(app, session, calls.memberDetail));
    expect(profile).not.toHaveProperty('withdraw_only');
    await okData(signedCall(app, session, calls.rg));

    // A ticket whose exclusion has ended by the time it is used opens a normal session.
    const q = await fundedPlayer(app, 10_000);
    await excludedPlayer(q);
    const ticket = ticketOf(await signInByCode(q.session.phone));
    const db = await testDatabase();
    await db.query('UPDATE rg_restrictions SET ends_at = $2 WHERE uid = $1', [
      q.uid,
      new Date(clock.now() + MINUTE),
    ]);
    await db.query('UPDATE members SET rg_paused_until = $2 WHERE uid = $1', [
      q.uid,
      new Date(clock.now() + MINUTE),
    ]);
    later(2 * MINUTE);
    const normal = await okData(withdrawOnlyLogin(ticket));
    expect(normal.withdraw_only).toBeUndefined();
    await okData(signedCall(app, normal, calls.rg));
    await okData(
      signedCall(app, normal, calls.deposit, { amount: '200', pid: 101, device: 'web' }),
    );
  });
});

describe('a self-excluded player’s deposits', () => {
  it('need no more turnover: the whole cash is withdrawable, and the ledger check holds', async () => {
    // The app as it runs: a deposit is turned over once before it may be withdrawn.
    const depositApp = await testApp({}, { clock });
    try {
      const p = await kycPlayer(depositApp);
      await creditTestDeposit(depositApp, p.uid, 40_000);
      const wallet = (session: Session) => okData(signedCall(depositApp, session, calls.wallet));
      expect(await wallet(p.session)).toMatchObject({ balance: '400.00', withdrawable: '0.00' });
      await okData(signedCall(depositApp, p.session, calls.rgExclude, { period: '6m' }));
      later(MINUTE);
      const refused = await codeSignIn(depositApp, p.session.phone, later);
      const session = await okData(
        call(depositApp, calls.withdrawOnlyLogin, { ticket: ticketOf(refused) }),
      );
      expect(await wallet(session)).toMatchObject({ balance: '400.00', withdrawable: '400.00' });
      const db = await testDatabase();
      expect(
        await db.query(
          `SELECT waived_reason FROM wagering_requirements WHERE uid = $1 AND kind = 'deposit'`,
          [p.uid],
        ),
      ).toEqual([{ waived_reason: 'Self-exclusion: no play, the cash may be withdrawn' }]);
      expect((await reconcile(db)).ok).toBe(true);
    } finally {
      await depositApp.close();
    }
  });
});

describe('the allow-list', () => {
  it('names only calls a signed-in player makes', () => {
    for (const allowed of WITHDRAW_ONLY_CALLS) expect(allowed.auth).not.toBe(false);
  });
});
