import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, operatorCalls } from '@pisoplay/contract';
import type { AdminLoginStep, Held, Session } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import {
  call,
  okData,
  signInOperator,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import { addAccount, cash, fund, kycPlayer } from '../../finance/__tests__/withdraw-fixtures.ts';
import { saveOperator } from '../index.ts';
import { APPROVAL_MESSAGES } from '../approvals/approval-service.ts';
import { OPERATOR_MESSAGES } from '../operator-service.ts';

const MINUTE = 60_000;
const clock = manualClock(Date.parse('2026-11-20T02:00:00Z'));
let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp(
    { DEPOSIT_TURNOVER_MULTIPLIER: '0', WITHDRAW_AUTO_APPROVE_MAX: '5000' },
    { clock },
  );
});
afterAll(() => app.close());

/** The code an authenticator app shows for a base32 secret at the test clock's time. */
const codeOf = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now() });

const login = (username: string, password: string) =>
  okData(call(app, operatorCalls.adminLogin, { username, password }));

describe('roles, enforced by the server on every /admin call', () => {
  it('refuses a support operator a withdrawal approval with 403, and nothing changes', async () => {
    const player = await kycPlayer(app);
    await fund(app, player.uid, 1_000_000);
    const account = await addAccount(app, player);
    const order = await okData(
      signedCall(app, player.session, calls.withdraw, { account_id: account.id, amount: '6000' }),
    );
    expect(order.status).toBe('under_review');

    const support = await signInOperator(app, 'desk-support', 'support');
    const refused = await signedCall(app, support, operatorCalls.adminWithdrawReview, {
      id: order.id,
      decision: 'approve',
      reason: 'Account checked',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({
      status: false,
      code: 'ERR_BUSINESS',
      data: OPERATOR_MESSAGES.notAllowed('support', ['finance']),
    });
    const listed = await okData(
      signedCall(app, support, operatorCalls.adminWithdrawList, { status: 'under_review' }),
    );
    expect(listed.d.find((o) => o.id === order.id)).toMatchObject({ status: 'under_review' });

    const finance = await signInOperator(app, 'desk-finance', 'finance');
    const approved = await okData(
      signedCall(app, finance, operatorCalls.adminWithdrawReview, {
        id: order.id,
        decision: 'approve',
        reason: 'Account checked',
      }),
    );
    expect(approved).toMatchObject({ id: order.id, status: 'paying' });
  });

  it('lets an admin manage settings and operators but approve no money', async () => {
    const admin = await signInOperator(app, 'desk-admin', 'admin');
    const adjust = await signedCall(app, admin, operatorCalls.adminLedgerAdjust, {
      uid: 1,
      amount: '-1',
      reason: 'test',
      idempotency_key: 'admin-may-not-1',
    });
    expect(adjust.statusCode).toBe(403);
    const operators = await okData(signedCall(app, admin, operatorCalls.adminOperatorList, {}));
    expect(operators.map((o) => o.username)).toContain('desk-admin');
  });
});

describe('four eyes', () => {
  it('switches a channel off at once; back on only when a second operator approves', async () => {
    const db = await testDatabase();
    const id = 9100 + Math.floor(Math.random() * 800);
    await db.query(
      `INSERT INTO payment_channels (id, name, img, flag, for_deposit, for_withdraw)
       VALUES ($1, $2, 'payments/test.svg', 2, false, false)`,
      [id, `Four eyes ${id}`],
    );
    const enabled = async () =>
      (
        await db.query<{ enabled: boolean }>('SELECT enabled FROM payment_channels WHERE id = $1', [
          id,
        ])
      )[0]!.enabled;
    const first = await signInOperator(app, 'channels-first', 'admin');
    const change = { id, min_amount: 100, max_amount: 50_000, reason: 'Gateway outage' };
    const off = await okData(
      signedCall(app, first, operatorCalls.adminChannelUpdate, { ...change, enabled: false }),
    );
    expect(off).toBe(true);
    expect(await enabled()).toBe(false);

    const held = (await okData(
      signedCall(app, first, operatorCalls.adminChannelUpdate, {
        ...change,
        enabled: true,
        reason: 'Gateway back',
      }),
    )) as Held;
    expect(held.approval).toMatchObject({ action: 'channel.enable', state: 'pending' });
    expect(await enabled()).toBe(false);

    const own = await signedCall(app, first, operatorCalls.adminApprovalDecide, {
      id: held.approval.id,
      decision: 'approve',
      reason: 'mine',
    });
    expect(own.body).toMatchObject({ status: false, data: APPROVAL_MESSAGES.ownRequest });
    const compliance = await signInOperator(app, 'channels-compliance', 'compliance');
    const wrongRole = await signedCall(app, compliance, operatorCalls.adminApprovalDecide, {
      id: held.approval.id,
      decision: 'approve',
      reason: 'not mine to decide',
    });
    expect(wrongRole.statusCode).toBe(403);
    expect(await enabled()).toBe(false);

    const second = await signInOperator(app, 'channels-second', 'finance');
    const pending = await okData(
      signedCall(app, second, operatorCalls.adminApprovalList, { state: 'pending' }),
    );
    expect(pending.d.map((a) => a.id)).toContain(held.approval.id);
    const decided = await okData(
      signedCall(app, second, operatorCalls.adminApprovalDecide, {
        id: held.approval.id,
        decision: 'approve',
        reason: 'Gateway confirmed healthy',
      }),
    );
    expect(decided).toMatchObject({
      state: 'approved',
      requested_by: 'channels-first',
      decided_by: 'channels-second',
    });
    expect(await enabled()).toBe(true);
    const [audit] = await db.query<{ operator_username: string }>(
      `SELECT operator_username FROM audit_log WHERE action = 'channel.update'
         AND detail->>'id' = $1 AND detail->>'enabled' = 'true'`,
      [String(id)],
    );
    expect(audit).toEqual({ operator_username: 'channels-second' });
  });

  it('holds a large withdrawal for a second finance operator; a rejection pays nothing', async () => {
    const player = await kycPlayer(app);
    await fund(app, player.uid, 12_000_000);
    const account = await addAccount(app, player);
    const order = await okData(
      signedCall(app, player.session, calls.withdraw, { account_id: account.id, amount: '50000' }),
    );
    const first = await signInOperator(app, 'large-first', 'finance');
    const held = (await okData(
      signedCall(app, first, operatorCalls.adminWithdrawReview, {
        id: order.id,
        decision: 'approve',
        reason: 'Account checked',
      }),
    )) as Held;
    expect(held.approval).toMatchObject({ action: 'withdraw.approve', target_uid: player.uid });
    const second = await signInOperator(app, 'large-second', 'finance');
    const rejected = await okData(
      signedCall(app, second, operatorCalls.adminApprovalDecide, {
        id: held.approval.id,
        decision: 'reject',
        reason: 'Source of funds not shown',
      }),
    );
    expect(rejected).toMatchObject({
      state: 'rejected',
      decision_reason: 'Source of funds not shown',
    });
    const listed = await okData(
      signedCall(app, second, operatorCalls.adminWithdrawList, { status: 'under_review' }),
    );
    expect(listed.d.find((o) => o.id === order.id)).toMatchObject({ status: 'under_review' });
    expect(await cash(app, player.uid)).toBe(7_000_000);
  });
});

describe('sessions', () => {
  it('ends after 30 minutes without a call, and signs out everywhere', async () => {
    const operator = await signInOperator(app, 'idle-desk', 'risk');
    clock.advance(29 * MINUTE);
    expect((await signedCall(app, operator, operatorCalls.adminMe, {})).statusCode).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await signedCall(app, operator, operatorCalls.adminMe, {})).statusCode).toBe(200);
    clock.advance(31 * MINUTE);
    const idle = await signedCall(app, operator, operatorCalls.adminMe, {});
    expect(idle.statusCode).toBe(401);

    const here = await signInOperator(app, 'idle-desk', 'risk');
    const there = await signInOperator(app, 'idle-desk', 'risk');
    await okData(signedCall(app, here, operatorCalls.adminLogout, { everywhere: true }));
    expect((await signedCall(app, there, operatorCalls.adminMe, {})).statusCode).toBe(401);
  });
});

describe('the second factor', () => {
  let required: FastifyInstance;
  beforeAll(async () => {
    required = await testApp({ OPERATOR_TOTP: 'required' }, { clock });
  });
  afterAll(() => required.close());

  const send = <T>(def: Parameters<typeof call>[1], payload: unknown) =>
    okData(call(required, def, payload as never)) as Promise<T>;

  it('enrols at the first sign-in, then asks for a code once per code', async () => {
    await saveOperator(
      { db: await testDatabase(), clock },
      { username: 'totp-desk', password: 'totp-desk-password', role: 'compliance' },
    );
    const credentials = { username: 'totp-desk', password: 'totp-desk-password' };
    const first = await send<AdminLoginStep>(operatorCalls.adminLogin, credentials);
    if (first.step !== 'enrol') throw new Error(`expected enrolment, got ${first.step}`);
    expect(first.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const wrong = await call(required, operatorCalls.adminLoginTotp, {
      ticket: first.ticket,
      code: '000000',
    });
    expect(wrong.body).toMatchObject({ status: false, data: OPERATOR_MESSAGES.codeInvalid });
    const code = codeOf(first.totp_secret);
    const signedIn = await send<{ session: Session }>(operatorCalls.adminLoginTotp, {
      ticket: first.ticket,
      code,
    });
    const me = await okData(signedCall(required, signedIn.session, operatorCalls.adminMe, {}));
    expect(me).toMatchObject({ username: 'totp-desk', role: 'compliance', totp_enrolled: true });

    const again = await send<AdminLoginStep>(operatorCalls.adminLogin, credentials);
    expect(again.step).toBe('totp');
    if (again.step !== 'totp') return;
    const replayed = await call(required, operatorCalls.adminLoginTotp, {
      ticket: again.ticket,
      code,
    });
    expect(replayed.body).toMatchObject({ status: false, data: OPERATOR_MESSAGES.codeInvalid });
    clock.advance(30_000);
    const next = codeOf(first.totp_secret);
    await send(operatorCalls.adminLoginTotp, { ticket: again.ticket, code: next });
    const [stored] = await (
      await testDatabase()
    ).query<{ totp_secret: string }>(
      "SELECT totp_secret FROM operators WHERE username = 'totp-desk'",
    );
    expect(stored!.totp_secret).not.toContain(first.totp_secret);
  });

  it('gives up a ticket after five wrong codes', async () => {
    await saveOperator(
      { db: await testDatabase(), clock },
      { username: 'totp-guess', password: 'totp-guess-password', role: 'support' },
    );
    const step = await send<AdminLoginStep>(operatorCalls.adminLogin, {
      username: 'totp-guess',
      password: 'totp-guess-password',
    });
    if (step.step !== 'enrol') throw new Error('expected enrolment');
    for (let i = 0; i < 5; i++) {
      await call(required, operatorCalls.adminLoginTotp, { ticket: step.ticket, code: '111111' });
    }
    const right = codeOf(step.totp_secret);
    const late = await call(required, operatorCalls.adminLoginTotp, {
      ticket: step.ticket,
      code: right,
    });
    expect(late.body).toMatchObject({ status: false, data: OPERATOR_MESSAGES.ticketExpired });
  });
});

describe('guessing codes', () => {
  let required: FastifyInstance;
  beforeAll(async () => {
    required = await testApp({ OPERATOR_TOTP: 'required' }, { clock });
  });
  afterAll(() => required.close());

  it('locks an operator after ten wrong codes, whatever the number of tickets', async () => {
    await saveOperator(
      { db: await testDatabase(), clock },
      { username: 'totp-brute', password: 'totp-brute-password', role: 'risk' },
    );
    const ticket = async () => {
      const step = await okData(
        call(required, operatorCalls.adminLogin, {
          username: 'totp-brute',
          password: 'totp-brute-password',
        }),
      );
      if (step.step !== 'enrol') throw new Error('expected enrolment');
      return step;
    };
    // A ticket takes five codes at most: the ten are tried on three tickets.
    let current = await ticket();
    for (let i = 0; i < 10; i++) {
      if (i > 0 && i % 4 === 0) current = await ticket();
      const wrong = await call(required, operatorCalls.adminLoginTotp, {
        ticket: current.ticket,
        code: '222222',
      });
      expect(wrong.body).toMatchObject({ data: OPERATOR_MESSAGES.codeInvalid });
    }
    const fresh = await ticket();
    const locked = await call(required, operatorCalls.adminLoginTotp, {
      ticket: fresh.ticket,
      code: codeOf(fresh.totp_secret),
    });
    expect(locked.body).toMatchObject({ status: false, data: OPERATOR_MESSAGES.loginLocked(15) });
  });
});

describe('operator accounts', () => {
  it('creates, changes and disables operators, audited; an admin cannot demote themselves', async () => {
    const admin = await signInOperator(app, 'team-admin', 'admin');
    const created = await okData(
      signedCall(app, admin, operatorCalls.adminOperatorSave, {
        username: 'team-new',
        role: 'support',
        password: 'team-new-password',
        phone: '639171230000',
        reason: 'New hire',
      }),
    );
    expect(created).toMatchObject({
      username: 'team-new',
      role: 'support',
      created_by: 'team-admin',
    });
    const step = await login('team-new', 'team-new-password');
    if (step.step !== 'session') throw new Error('expected a session');
    const disabled = await okData(
      signedCall(app, admin, operatorCalls.adminOperatorSave, {
        username: 'team-new',
        role: 'support',
        disabled: true,
        reason: 'Left the company',
      }),
    );
    expect(disabled.disabled).toBe(true);
    expect((await signedCall(app, step.session, operatorCalls.adminMe, {})).statusCode).toBe(401);
    const self = await signedCall(app, admin, operatorCalls.adminOperatorSave, {
      username: 'team-admin',
      role: 'finance',
      reason: 'Promote myself',
    });
    expect(self.body).toMatchObject({ status: false });
    const support = await signInOperator(app, 'team-support', 'support');
    expect((await signedCall(app, support, operatorCalls.adminOperatorList, {})).statusCode).toBe(
      403,
    );
  });
});
