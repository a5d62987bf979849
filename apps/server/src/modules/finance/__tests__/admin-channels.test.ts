import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { operatorCalls } from '@pisoplay/contract';
import {
  okData,
  signIn,
  signInOperator,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';

describe('the back office’s channel settings: the list', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ AUTH_SECRET: 'channel-list-test-secret-0123456789abcdef' });
  });
  afterAll(() => app.close());

  it('lists every channel by id, switched off ones too, with its limits', async () => {
    const db = await testDatabase();
    const id = 900_000 + randomInt(0, 99_999);
    await db.query(
      `INSERT INTO payment_channels (id, name, img, flag, for_deposit, for_withdraw, enabled,
                                     min_amount, max_amount)
       VALUES ($1, $2, '', 1, false, true, false, 500, 20000)`,
      [id, `Test bank ${id}`],
    );
    const operator = await signInOperator(app, `channels-finance-${process.pid}`, 'finance');
    const list = await okData(signedCall(app, operator, operatorCalls.adminChannelList, {}));

    const rows = await db.query<{ id: number }>('SELECT id FROM payment_channels ORDER BY id');
    expect(list.map((c) => c.id)).toEqual(rows.map((r) => r.id));
    expect(list.find((c) => c.id === id)).toEqual({
      id,
      name: `Test bank ${id}`,
      flag: 1,
      for_deposit: false,
      for_withdraw: true,
      enabled: false,
      min_amount: 500,
      max_amount: 20000,
    });
    // Nothing beyond the settings (no images, tips or account rules).
    for (const channel of list) {
      expect(Object.keys(channel).sort()).toEqual([
        'enabled',
        'flag',
        'for_deposit',
        'for_withdraw',
        'id',
        'max_amount',
        'min_amount',
        'name',
      ]);
    }
  });

  it('is an operator call', async () => {
    const player = await signIn(app);
    expect((await signedCall(app, player, operatorCalls.adminChannelList, {})).statusCode).toBe(
      401,
    );
  });
});
