import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import type { OutboxEmail } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import { call, decodeReply, randomPhone, signIn, testApp } from '../../../test/harness.ts';
import { proveEmail, randomEmail } from './helpers.ts';

describe('development SMS and email outboxes', () => {
  const clock = manualClock(Date.parse('2026-03-05T02:00:00Z'));
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({}, { clock });
  });
  afterAll(() => app.close());

  it('lists simulated texts as JSON, newest first, filtered by phone', async () => {
    const phone = randomPhone();
    await call(app, calls.sendSms, { phone, country_code: '63' });
    clock.advance(31_000);
    await call(app, calls.sendSms, { phone, country_code: '63' });
    await call(app, calls.sendSms, { phone: randomPhone(), country_code: '63' });

    const response = await app.inject({ method: 'GET', url: `/dev/outbox/sms?phone=${phone}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const rows = response.json() as { code: string; sent_at: string; text: string }[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      country_code: '63',
      phone,
      code: expect.stringMatching(/^\d{6}$/),
      text: expect.stringContaining(rows[0]!.code),
      sent_at: new Date(clock.now()).toISOString(),
    });
    expect(Date.parse(rows[0]!.sent_at)).toBeGreaterThan(Date.parse(rows[1]!.sent_at));

    const all = (await app.inject({ method: 'GET', url: '/dev/outbox/sms' })).json() as unknown[];
    expect(all.length).toBeGreaterThanOrEqual(3);
  });

  it('lists simulated emails as JSON, newest first, filtered by address in any case', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const email = randomEmail();
    await proveEmail(app, player, email);
    clock.advance(1000);
    await call(app, calls.sendResetEmail, { email });

    const response = await app.inject({
      method: 'GET',
      url: `/dev/outbox/email?email=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = response.json() as OutboxEmail[];
    expect(rows.map((r) => r.subject)).toEqual([
      'Your PisoPlay password reset code',
      'Your PisoPlay email verification code',
    ]);
    expect(rows[0]).toEqual({
      to: email,
      subject: 'Your PisoPlay password reset code',
      code: expect.stringMatching(/^\d{6}$/),
      text: expect.stringContaining(rows[0]!.code),
      tag: 'password-reset',
      sent_at: new Date(clock.now()).toISOString(),
    });
    const one = await app.inject({ method: 'GET', url: `/dev/outbox/email?limit=1` });
    expect(one.json()).toHaveLength(1);
  });

  it.each(['/dev/outbox/sms', '/dev/outbox/email'])(
    'answers %s only to callers on this machine, even in development',
    async (url) => {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      const remote = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode).toBe(404);
      expect(decodeReply(remote)).toMatchObject({ status: false, code: 'ERR_NOT_FOUND' });
      // Through a trusted proxy, the client's address counts too.
      const proxied = await app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(proxied.statusCode).toBe(404);
    },
  );

  it('does not exist in production', async () => {
    const production = await testApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'production-test-secret-0123456789abcdef',
    });
    try {
      for (const url of ['/dev/outbox/sms', '/dev/outbox/email']) {
        expect((await production.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
