import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls, operatorCalls } from '@pisoplay/contract';
import type { Session } from '@pisoplay/contract';
import type { Database } from '../../../db/database.ts';
import {
  okData,
  signInOperator,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import {
  addAccount,
  fund,
  kycPlayer,
} from '../../../modules/finance/__tests__/withdraw-fixtures.ts';

// Every operator decision's audit row says who decided, from where and why: the operator, their
// address (light-my-request's default, 127.0.0.1) and the reason the call was given.

let app: FastifyInstance;
let db: Database;
let compliance: Session;
let finance: Session;
let admin: Session;
const IP = '127.0.0.1';

beforeAll(async () => {
  app = await testApp({ DEPOSIT_TURNOVER_MULTIPLIER: '0', WITHDRAW_AUTO_APPROVE_MAX: '5000' });
  db = await testDatabase();
  compliance = await signInOperator(app, 'actor-compliance', 'compliance');
  finance = await signInOperator(app, 'actor-finance', 'finance');
  admin = await signInOperator(app, 'actor-admin', 'admin');
});
afterAll(() => app.close());

type Row = {
  operator_id: number | null;
  operator_username: string;
  action: string;
  target_uid: number | null;
  ip: string;
  reason: string | null;
};

/** The newest audit row of an action by this operator, about this player or (detail) thing. */
async function lastRow(
  action: string,
  operator: string,
  where: { uid?: number; detail?: object },
): Promise<Row> {
  const [row] = await db.query<Row>(
    `SELECT operator_id, operator_username, action, target_uid, ip, reason FROM audit_log
     WHERE action = $1 AND operator_username = $2 AND ($3::int IS NULL OR target_uid = $3)
       AND detail @> $4::jsonb
     ORDER BY id DESC LIMIT 1`,
    [action, operator, where.uid ?? null, JSON.stringify(where.detail ?? {})],
  );
  if (!row) throw new Error(`no audit row ${action}`);
  return row;
}

const operatorId = async (username: string) =>
  (await db.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username]))[0]!
    .id;

describe('an audit row names the operator, the address and the reason', () => {
  it('for a KYC approval', async () => {
    const { uid } = await kycPlayer(app, { kycStatus: 'under_review' });
    await okData(
      signedCall(app, compliance, operatorCalls.adminKycReview, {
        uid,
        decision: 'approve',
        reason: 'ID, selfie and names match',
      }),
    );
    expect(await lastRow('kyc.approve', 'actor-compliance', { uid })).toEqual({
      operator_id: await operatorId('actor-compliance'),
      operator_username: 'actor-compliance',
      action: 'kyc.approve',
      target_uid: uid,
      ip: IP,
      reason: 'ID, selfie and names match',
    });
  });

  it('for a withdrawal rejection', async () => {
    const player = await kycPlayer(app);
    await fund(app, player.uid, 1_000_000);
    const account = await addAccount(app, player);
    const order = await okData(
      signedCall(app, player.session, calls.withdraw, { account_id: account.id, amount: '6000' }),
    );
    expect(order.status).toBe('under_review');
    await okData(
      signedCall(app, finance, operatorCalls.adminWithdrawReview, {
        id: order.id,
        decision: 'reject',
        reason: 'Account holder differs from the player',
      }),
    );
    expect(await lastRow('withdraw.reject', 'actor-finance', { uid: player.uid })).toMatchObject({
      operator_id: await operatorId('actor-finance'),
      operator_username: 'actor-finance',
      target_uid: player.uid,
      ip: IP,
      reason: 'Account holder differs from the player',
    });
  });

  it('for a payment channel switched off', async () => {
    // A channel of this test only (offered for neither mode, so no list shows it).
    const id = 7000 + randomInt(900);
    await db.query(
      `INSERT INTO payment_channels (id, name, img, flag, for_deposit, for_withdraw)
       VALUES ($1, $2, 'payments/test.svg', 2, false, false)`,
      [id, `Audit actor ${id}`],
    );
    await okData(
      signedCall(app, finance, operatorCalls.adminChannelUpdate, {
        id,
        enabled: false,
        min_amount: 100,
        max_amount: 50_000,
        reason: 'Gateway outage',
      }),
    );
    expect(await lastRow('channel.update', 'actor-finance', { detail: { id } })).toMatchObject({
      operator_username: 'actor-finance',
      target_uid: null,
      ip: IP,
      reason: 'Gateway outage',
    });
  });

  it('for a game update', async () => {
    // The game's own sorting again: a decision (audited) that changes nothing other tests see.
    const [game] = await db.query<{ id: number; sorting: number }>(
      'SELECT id, sorting FROM games ORDER BY id LIMIT 1',
    );
    await okData(
      signedCall(app, admin, operatorCalls.adminGameUpdate, {
        id: game!.id,
        sorting: game!.sorting,
        reason: 'Checking the order of the lobby',
      }),
    );
    expect(
      await lastRow('game_update', 'actor-admin', { detail: { game_id: game!.id } }),
    ).toMatchObject({
      operator_username: 'actor-admin',
      ip: IP,
      reason: 'Checking the order of the lobby',
    });
  });
});
