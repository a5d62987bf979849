import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FEEDBACK_TOO_LONG, calls } from '@pisoplay/contract';
import type { Session } from '@pisoplay/contract';
import {
  call,
  signedCall,
  signIn,
  signInOperator,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import { fromIp, randomIp } from '../../members/__tests__/helpers.ts';
import { FEEDBACK_LIMIT_MESSAGE, FEEDBACK_PER_HOUR } from '../support-service.ts';

const SECRET = 'support-test-secret-0123456789abcdef01';

describe('help, news and feedback', () => {
  let app: FastifyInstance;
  let operator: Session;

  beforeAll(async () => {
    app = await testApp({ AUTH_SECRET: SECRET });
    operator = await signInOperator(app, `support${randomInt(1e6)}`, 'support');
  });
  afterAll(() => app.close());

  it('serves the seeded help centre to anyone, by category and in order', async () => {
    const reply = await call(app, calls.helpList, {});
    if (!reply.body.status) throw new Error(reply.body.data);
    const { types, items } = reply.body.data;
    expect(types.map((t) => t.typeName)).toEqual([
      'Account',
      'Verification',
      'Deposit & Withdraw',
      'Bonus & VIP',
      'Responsible Gaming',
    ]);
    const verification = items.filter((i) => i.helpTypeId === types[1]!.id);
    expect(verification[0]).toMatchObject({
      title: 'Why do I need to verify my identity (KYC)?',
      language: 'en_US',
      status: 1,
    });
    expect(verification[0]!.content).toContain('within 72 hours of registering');
    expect(items.find((i) => i.title === 'How long do withdrawals take?')!.content).toContain(
      'within 5 minutes',
    );
  });

  it('lists news newest first, paged', async () => {
    const first = await call(app, calls.newsList, { page: 1, page_size: 2 });
    if (!first.body.status) throw new Error(first.body.data);
    expect(first.body.data.t).toBeGreaterThanOrEqual(5);
    const dates = first.body.data.d.map((n) => n.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await call(app, calls.newsList, { page: 2, page_size: 2 });
    if (!second.body.status) throw new Error(second.body.data);
    expect(second.body.data.d[0]!.published_at < dates[1]!).toBe(true);
  });

  it('stores feedback from players and visitors; operators read it newest first', async () => {
    const player = await signIn(app);
    const text = `The withdraw page is great ${randomInt(1e9)}`;
    expect((await signedCall(app, player, calls.feedbackSubmit, { content: text })).body).toEqual({
      status: true,
      data: true,
    });
    const visitorText = `Anonymous idea ${randomInt(1e9)}`;
    const visitor = await call(
      app,
      calls.feedbackSubmit,
      { content: visitorText },
      fromIp(randomIp()),
    );
    expect(visitor.body.status).toBe(true);

    const list = await signedCall(app, operator, calls.adminFeedbackList, {
      page: 1,
      page_size: 50,
    });
    if (!list.body.status) throw new Error(list.body.data);
    const mine = list.body.data.d.filter((f) => f.content === text || f.content === visitorText);
    expect(mine.map((f) => f.content)).toEqual([visitorText, text]);
    expect(mine[1]!.uid).toBeGreaterThan(0);
    expect(mine[0]!.uid).toBeNull();
  });

  it('checks the length rule of spec 5.7 again and stores nothing bad', async () => {
    const db = await testDatabase();
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback'))[0]!.n;
    const before = await count();
    const ip = fromIp(randomIp());
    const tooLong = await call(app, calls.feedbackSubmit, { content: 'x'.repeat(1001) }, ip);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toMatchObject({
      status: false,
      code: 'ERR_VALIDATION',
      data: FEEDBACK_TOO_LONG,
    });
    const blank = await call(app, calls.feedbackSubmit, { content: '   \n ' }, ip);
    expect(blank.body).toMatchObject({ status: false, code: 'ERR_VALIDATION' });
    expect(
      (await call(app, calls.feedbackSubmit, { content: 'y'.repeat(1000) }, ip)).body.status,
    ).toBe(true);
    expect(await count()).toBe(before + 1);
  });

  it('rate limits feedback before storing it, also when the sends arrive at once', async () => {
    const player = await signIn(app);
    const db = await testDatabase();
    const sends = await Promise.all(
      Array.from({ length: FEEDBACK_PER_HOUR.max + 4 }, (_, i) =>
        signedCall(app, player, calls.feedbackSubmit, { content: `burst ${i}` }),
      ),
    );
    const refused = sends.filter((s) => !s.body.status);
    expect(sends.length - refused.length).toBe(FEEDBACK_PER_HOUR.max);
    expect(refused[0]!.body).toMatchObject({ code: 'ERR_BUSINESS', data: FEEDBACK_LIMIT_MESSAGE });
    const [stored] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM feedback f JOIN members m ON m.uid = f.uid
        WHERE m.phone = $1`,
      [player.phone],
    );
    expect(stored!.n).toBe(FEEDBACK_PER_HOUR.max);
  });

  it('keeps the feedback list for operators', async () => {
    const player = await signIn(app);
    const asPlayer = await signedCall(app, player, calls.adminFeedbackList, {});
    expect(asPlayer.statusCode).toBe(401);
    expect((await call(app, calls.adminFeedbackList, {})).statusCode).toBe(401);
  });
});
