import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { operatorCalls } from '@pisoplay/contract';
import type { Session } from '@pisoplay/contract';
import {
  approveHeld,
  call,
  insertMember,
  okData,
  signIn,
  signInOperator,
  signedCall,
  testApp,
  testDatabase,
  servicesOf,
} from '../../../test/harness.ts';

let app: FastifyInstance;
let operator: Session;

beforeAll(async () => {
  app = await testApp();
  operator = await signInOperator(app, 'ledger-desk', 'finance');
});
afterAll(() => app.close());

describe('the operator’s ledger check (GET /admin/ledger/check)', () => {
  it('proves the ledger while the server runs, the latest transfer included', async () => {
    const uid = await insertMember(await testDatabase());
    const before = await signedCall(app, operator, operatorCalls.adminLedgerCheck, {});
    if (!before.body.status) throw new Error(String(before.body.data));
    expect(before.body.data).toMatchObject({ ok: true, total: 0, mismatched: [], negative: 0 });

    const credit = await okData(
      signedCall(app, operator, operatorCalls.adminLedgerAdjust, {
        uid,
        amount: '12.50',
        reason: 'ledger check test',
        idempotency_key: `check-${uid}`,
      }),
    );
    await approveHeld(app, credit, 'finance');
    const after = await signedCall(app, operator, operatorCalls.adminLedgerCheck, {});
    expect(after.body.status && after.body.data).toMatchObject({ ok: true, holdGap: 0 });
    expect(after.body.status && after.body.data.transfers).toBeGreaterThan(
      before.body.data.transfers,
    );
  });

  it('holds a credit for a second operator, once for its key, whether retried or sent twice', async () => {
    const uid = await insertMember(await testDatabase());
    const adjust = (amount: string, key: string) =>
      signedCall(app, operator, operatorCalls.adminLedgerAdjust, {
        uid,
        amount,
        reason: 'goodwill credit',
        idempotency_key: key,
      });
    const [first, second] = await Promise.all([
      adjust('50', 'goodwill-1'),
      adjust('50', 'goodwill-1'),
    ]);
    const retried = await adjust('50', 'goodwill-1');
    expect(first.body).toEqual(second.body);
    expect(retried.body).toEqual(first.body);
    expect(first.body).toMatchObject({ status: true, data: { approval: { state: 'pending' } } });
    expect((await servicesOf(app).ledger.balances(uid)).cash).toBe(0);
    const changed = await adjust('70', 'goodwill-1');
    expect(changed.body).toMatchObject({
      status: false,
      data: 'This request id was already used for a different request',
    });

    const approved = await approveHeld(app, first.body.data, 'finance');
    expect(approved).toMatchObject({ state: 'approved', result: { balance: '50.00' } });
    expect((await servicesOf(app).ledger.balances(uid)).cash).toBe(5_000);
    const again = await approveHeld(app, first.body.data, 'finance').catch((e: Error) => e.message);
    expect(again).toBe('This request has already been decided');
    expect((await servicesOf(app).ledger.balances(uid)).cash).toBe(5_000);
  });

  it('takes money back at once, once for its key', async () => {
    const uid = await insertMember(await testDatabase());
    await approveHeld(
      app,
      await okData(
        signedCall(app, operator, operatorCalls.adminLedgerAdjust, {
          uid,
          amount: '120',
          reason: 'goodwill credit',
          idempotency_key: `credit-${uid}`,
        }),
      ),
      'finance',
    );
    const debit = () =>
      signedCall(app, operator, operatorCalls.adminLedgerAdjust, {
        uid,
        amount: '-20',
        reason: 'duplicate credit',
        idempotency_key: `debit-${uid}`,
      });
    const [first, second] = await Promise.all([debit(), debit()]);
    expect(first.body).toEqual(second.body);
    expect(first.body).toMatchObject({ status: true, data: { balance: '100.00' } });
    expect((await servicesOf(app).ledger.balances(uid)).cash).toBe(10_000);
  });

  it('is the operators’ only: a player’s session and no session are refused', async () => {
    const player = await signIn(app);
    const asPlayer = await signedCall(app, player, operatorCalls.adminLedgerCheck, {});
    expect(asPlayer.statusCode).toBe(401);
    const anonymous = await call(app, operatorCalls.adminLedgerCheck, {});
    expect(anonymous.statusCode).toBe(401);
  });
});
