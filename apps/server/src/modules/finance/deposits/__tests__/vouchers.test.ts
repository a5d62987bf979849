import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, operatorCalls } from '@pisoplay/contract';
import type { Session } from '@pisoplay/contract';
import {
  approveHeld,
  okData,
  signedCall,
  signIn,
  signInOperator,
  testDatabase,
} from '../../../../test/harness.ts';
import type { TestPlayer } from '../../../../test/harness.ts';
import { DEPOSIT_MESSAGES } from '../messages.ts';
import { balanceOf, depositApp } from './helpers.ts';

let app: FastifyInstance;
let operator: Session;
const operatorName = `cashier${randomInt(1_000_000)}`;

beforeAll(async () => {
  const setup = await depositApp();
  app = setup.app;
  operator = await signInOperator(app, operatorName, 'finance');
});
afterAll(() => app.close());

/** A batch of codes: held for four eyes, made when a second finance operator approves it. */
async function newCodes(amount: number, count: number): Promise<string[]> {
  const held = await okData(
    signedCall(app, operator, operatorCalls.adminVoucherCreate, {
      amount,
      count,
      reason: 'Shop partner batch',
    }),
  );
  const approved = await approveHeld(app, held, 'finance');
  expect(approved.state).toBe('approved');
  return (approved.result as { codes: string[] }).codes;
}

const redeem = (player: TestPlayer, exchangeCode: string) =>
  signedCall(app, player, calls.voucherExchange, { exchangeCode, device: 'web' });

/** The audit rows of an action by this test's operator, or by the one who approved it. */
async function audits(action: string) {
  return (await testDatabase()).query<{ detail: Record<string, unknown> | string }>(
    `SELECT detail FROM audit_log WHERE operator_username IN ($1, 'second-finance')
       AND action = $2 ORDER BY id`,
    [operatorName, action],
  );
}

describe('vouchers', () => {
  it('creates codes that are shown once and stored as hashes only, audited', async () => {
    const codes = await newCodes(500, 3);
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    const stored = await (
      await testDatabase()
    ).query<{ code_hash: string }>('SELECT code_hash FROM vouchers ORDER BY id DESC LIMIT 3');
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((c) => code_hash.includes(c.replace(/-/g, '')))).toBe(false);
    }
    expect((await audits('voucher.create')).length).toBeGreaterThanOrEqual(1);
  });

  it('redeems a code once for its face value, typed loosely, and lists it as a deposit', async () => {
    const [code] = await newCodes(500, 1);
    const player = await signIn(app, { kycStatus: 'fully_kyc' });
    const typed = code!.toLowerCase().replace(/-/g, ' ');
    const reply = await redeem(player, typed);
    expect(reply.body).toEqual({
      status: true,
      data: DEPOSIT_MESSAGES.voucherRedeemed('500.00'),
    });
    expect(await balanceOf(app, player)).toBe('500.00');
    const list = await signedCall(app, player, calls.depositList, { page: 1, page_size: 10 });
    expect(list.body.status && list.body.data.d).toMatchObject([
      { channel_name: 'Voucher', amount: '500.00', status: 'completed' },
    ]);

    const again = await redeem(player, code!);
    expect(again.body).toMatchObject({
      status: false,
      code: 'ERR_BUSINESS',
      data: DEPOSIT_MESSAGES.voucherUsed,
    });
    const wrong = await redeem(player, 'AAAA-BBBB-CCCC-DDDD');
    expect(wrong.body).toMatchObject({ status: false, data: DEPOSIT_MESSAGES.voucherWrong });
    expect(await balanceOf(app, player)).toBe('500.00');
  });

  it('credits once when the same code is redeemed 10 times at once', async () => {
    const [code] = await newCodes(1000, 1);
    const player = await signIn(app, { kycStatus: 'fully_kyc' });
    const replies = await Promise.all(Array.from({ length: 10 }, () => redeem(player, code!)));
    expect(replies.filter((r) => r.body.status)).toHaveLength(1);
    expect(
      replies.filter((r) => !r.body.status && r.body.data === DEPOSIT_MESSAGES.voucherUsed),
    ).toHaveLength(9);
    expect(await balanceOf(app, player)).toBe('1000.00');
  });

  it('stops a player after 10 wrong codes in an hour, even with a right one', async () => {
    const [code] = await newCodes(100, 1);
    const player = await signIn(app, { kycStatus: 'fully_kyc' });
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => redeem(player, `WRONG-CODE-${i}`)),
    );
    const limited = guesses.filter(
      (r) => !r.body.status && r.body.data.startsWith('Too many wrong voucher codes'),
    );
    expect(limited).toHaveLength(2);
    const right = await redeem(player, code!);
    expect(right.body).toMatchObject({ status: false, data: DEPOSIT_MESSAGES.voucherTooMany(60) });
    expect(await balanceOf(app, player)).toBe('0.00');
  });

  it('refuses a player the KYC gate stops, leaving the code unused', async () => {
    const [code] = await newCodes(200, 1);
    const unverified = await signIn(app);
    const refused = await redeem(unverified, code!);
    expect(refused.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
    expect(refused.body.data).not.toBe(DEPOSIT_MESSAGES.voucherWrong);
    const player = await signIn(app, { kycStatus: 'fully_kyc' });
    expect((await redeem(player, code!)).body.status).toBe(true);
    expect(await balanceOf(app, player)).toBe('200.00');
  });

  it('refuses codes outside 5 to 50 characters before looking them up', async () => {
    const player = await signIn(app, { kycStatus: 'fully_kyc' });
    expect((await redeem(player, 'AB C')).body).toMatchObject({
      status: false,
      code: 'ERR_VALIDATION',
    });
    expect((await redeem(player, 'A'.repeat(51))).body).toMatchObject({ status: false });
  });
});

describe("the operator's channel update", () => {
  it('changes a channel, audited, and refuses an unknown id', async () => {
    const db = await testDatabase();
    // A channel of this test only (offered for neither mode, so no list shows it).
    const id = 9000 + randomInt(900);
    await db.query(
      `INSERT INTO payment_channels (id, name, img, flag, for_deposit, for_withdraw)
       VALUES ($1, $2, 'payments/test.svg', 2, false, false)`,
      [id, `Test channel ${id}`],
    );
    const update = { id, enabled: false, min_amount: 200, max_amount: 9000, reason: 'Test' };
    const reply = await signedCall(app, operator, operatorCalls.adminChannelUpdate, update);
    expect(reply.body).toEqual({ status: true, data: true });
    const [row] = await db.query(
      'SELECT enabled, min_amount, max_amount FROM payment_channels WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ enabled: false, min_amount: 200, max_amount: 9000 });
    const [audit] = (await audits('channel.update')).slice(-1);
    const detail = typeof audit!.detail === 'string' ? JSON.parse(audit!.detail) : audit!.detail;
    expect(detail).toMatchObject({ ...update, before: { enabled: true, min_amount: 100 } });

    const unknown = await signedCall(app, operator, operatorCalls.adminChannelUpdate, {
      ...update,
      id: 8999,
    });
    expect(unknown.body).toMatchObject({ status: false, data: 'payment method not found' });
    const player = await signIn(app, { kycStatus: 'fully_kyc' });
    expect(
      (await signedCall(app, player, operatorCalls.adminChannelUpdate, update)).statusCode,
    ).toBe(401);
  });
});
