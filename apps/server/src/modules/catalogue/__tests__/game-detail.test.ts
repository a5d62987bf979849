import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import { call, testApp, testDatabase } from '../../../test/harness.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

describe('a game by its code (GET /member/game/detail)', () => {
  it('names the game the game page opens, and says when there is none', async () => {
    const [seeded] = await (
      await testDatabase()
    ).query<{ code: string; en_name: string }>(
      'SELECT code, en_name FROM games ORDER BY id LIMIT 1',
    );
    const found = await call(app, calls.gameDetail, { code: seeded!.code });
    expect(found.body).toMatchObject({
      status: true,
      data: { code: seeded!.code, en_name: seeded!.en_name },
    });
    const missing = await call(app, calls.gameDetail, { code: 'no_such_game' });
    expect(missing.body).toMatchObject({ status: false, code: 'ERR_NOT_FOUND' });
  });
});
