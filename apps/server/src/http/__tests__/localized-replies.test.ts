import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import { call, decodeReply, testApp } from '../../test/harness.ts';

// docs/i18n.md, "On the server": every refusal is sent in the language of the lang header.
describe('refusals in the language of the lang header', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  const gameDetail = (lang: string) =>
    call(app, calls.gameDetail, { code: 'no-such-game-xyz' }, { headers: { lang } });

  it('answers a module’s refusal in Filipino to fil_PH', async () => {
    const reply = await gameDetail('fil_PH');
    expect(reply.statusCode).toBe(404);
    expect(reply.body).toEqual({
      status: false,
      code: 'ERR_NOT_FOUND',
      data: 'Hindi nahanap ang laro',
    });
  });

  it('answers the same refusal in English to en_US, and to a language it does not know', async () => {
    for (const lang of ['en_US', 'tl_PH', '']) {
      const reply = await gameDetail(lang);
      expect(reply.statusCode, lang).toBe(404);
      expect(reply.body, lang).toEqual({
        status: false,
        code: 'ERR_NOT_FOUND',
        data: 'Game not found',
      });
    }
  });

  it('translates the contract’s rules and the server’s own failures, values kept', async () => {
    const blank = await call(
      app,
      calls.feedbackSubmit,
      { content: '   ' },
      { headers: { lang: 'fil_PH' } },
    );
    expect(blank.body).toMatchObject({ status: false, data: 'Ilagay ang feedback mo' });

    const unknownPath = await app.inject({
      method: 'GET',
      url: '/member/no-such-thing',
      headers: { lang: 'fil_PH' },
    });
    expect(decodeReply(unknownPath)).toEqual({
      status: false,
      code: 'ERR_NOT_FOUND',
      data: 'Walang ganitong path: GET /member/no-such-thing',
    });
  });
});
