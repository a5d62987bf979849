import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CBOR_CONTENT_TYPE,
  EMPTY_BODY_SHA256,
  TOKEN_ERROR_DATA,
  calls,
  encodeCbor,
  securityHeaders,
  sha256Hex,
  signatureBase,
} from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import {
  call,
  decodeReply,
  signHeaders,
  signIn,
  signedCall,
  testApp,
} from '../../../test/harness.ts';
import { randomPassword } from './helpers.ts';

const MINUTE = 60_000;
/** Shared by two apps below, like two servers behind one load balancer. */
const AUTH_SECRET = 'sessions-test-secret-0123456789abcdef';

describe('sessions and the security header', () => {
  const clock = manualClock(Date.parse('2026-03-03T02:00:00Z'));
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ AUTH_SECRET }, { clock });
  });
  afterAll(() => app.close());

  const expectTokenError = (result: { statusCode: number; body: unknown }) => {
    expect(result.statusCode).toBe(401);
    expect(result.body).toEqual({ status: false, code: 'ERR_AUTH', data: TOKEN_ERROR_DATA });
  };

  it('answers 401 with data token when the token is missing or unknown', async () => {
    expectTokenError(await call(app, calls.memberDetail));
    expectTokenError(await call(app, calls.memberDetail, {}, { token: 'not-a-token' }));
    const stranger = { token: 'x'.repeat(43), secret: 'y'.repeat(43) };
    expectTokenError(await signedCall(app, stranger, calls.memberDetail));
  });

  it('accepts a correctly signed GET and POST', async () => {
    const player = await signIn(app);
    expect((await signedCall(app, player, calls.memberDetail)).statusCode).toBe(200);
    const post = await signedCall(app, player, calls.authSms, {
      phone: player.phone,
      country_code: '63',
      otp_id: 'nope',
      code: '123456',
    });
    // Authenticated and validated; the business answer is about the code.
    expect(post.body).toMatchObject({ code: 'ERR_BUSINESS' });
  });

  it('refuses a token without the signature headers', async () => {
    const player = await signIn(app);
    const unsigned = await call(app, calls.memberDetail, {}, { token: player.token });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.body).toEqual({ status: false, code: 'ERR_AUTH', data: 'Invalid signature' });
  });

  it('refuses a signature made with another secret, another path or another body', async () => {
    const player = await signIn(app);
    const wrongSecret = await signedCall(
      app,
      { ...player, secret: 'z'.repeat(43) },
      calls.memberDetail,
    );
    expect(wrongSecret.body).toMatchObject({ code: 'ERR_AUTH', data: 'Invalid signature' });

    const ts = clock.now();
    const forLogout = await securityHeaders(
      player.secret,
      { method: 'GET', pathWithQuery: '/member/logout' },
      ts,
    );
    const moved = await app.inject({
      method: 'GET',
      url: '/member/detail',
      headers: { t: player.token, ...forLogout },
    });
    expect(moved.statusCode).toBe(401);
    expect(decodeReply(moved)).toMatchObject({ data: 'Invalid signature' });

    const signedBody = encodeCbor({ password: 'abc12345' });
    const sentBody = encodeCbor({ password: 'abc99999' });
    const headers = await signHeaders(app, player, {
      method: 'POST',
      pathWithQuery: '/member/auth/password',
      body: signedBody,
    });
    const tampered = await app.inject({
      method: 'POST',
      url: '/member/auth/password',
      headers: { ...headers, 'content-type': CBOR_CONTENT_TYPE },
      payload: Buffer.from(sentBody),
    });
    expect(tampered.statusCode).toBe(401);
    expect(decodeReply(tampered)).toMatchObject({ data: 'Invalid signature' });
  });

  it('covers the query string', async () => {
    const player = await signIn(app);
    const headers = await signHeaders(app, player, {
      method: 'GET',
      pathWithQuery: '/member/detail',
    });
    const withQuery = await app.inject({
      method: 'GET',
      url: '/member/detail?x=1',
      headers,
    });
    expect(decodeReply(withQuery)).toMatchObject({ data: 'Invalid signature' });
  });

  it('refuses a replayed signature, also on another server', async () => {
    const player = await signIn(app);
    const headers = await signHeaders(app, player, {
      method: 'GET',
      pathWithQuery: '/member/detail',
    });
    const first = await app.inject({ method: 'GET', url: '/member/detail', headers });
    expect(first.statusCode).toBe(200);
    const replay = await app.inject({ method: 'GET', url: '/member/detail', headers });
    expect(replay.statusCode).toBe(401);
    expect(decodeReply(replay)).toEqual({
      status: false,
      code: 'ERR_AUTH',
      data: 'This request was already received',
    });
    const other = await testApp({ AUTH_SECRET }, { clock });
    try {
      const elsewhere = await other.inject({ method: 'GET', url: '/member/detail', headers });
      expect(decodeReply(elsewhere)).toMatchObject({ data: 'This request was already received' });
      // A fresh signature of the same session works on the other server.
      expect((await signedCall(other, player, calls.memberDetail)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('refuses a timestamp more than 5 minutes off, either way', async () => {
    const player = await signIn(app);
    for (const skew of [-5 * MINUTE - 1000, 5 * MINUTE + 1000]) {
      const stale = await signedCall(app, player, calls.memberDetail, undefined, {
        timestamp: clock.now() + skew,
      });
      expect(stale.statusCode).toBe(401);
      expect(stale.body).toEqual({
        status: false,
        code: 'ERR_AUTH',
        data: 'Request time is out of range, please check the device clock',
      });
    }
    const edge = await signedCall(app, player, calls.memberDetail, undefined, {
      timestamp: clock.now() - 4 * MINUTE,
    });
    expect(edge.statusCode).toBe(200);
  });

  it('signs exactly the documented string', async () => {
    const player = await signIn(app);
    const ts = clock.now() + 7;
    const body = encodeCbor({ password: 'abc12345' });
    const base = signatureBase('POST', '/member/auth/password', ts, await sha256Hex(body));
    expect(base).toBe(`POST\n/member/auth/password\n${ts}\n${await sha256Hex(body)}`);
    const { createHmac } = await import('node:crypto');
    const sign = createHmac('sha256', player.secret).update(base).digest('base64url');
    const response = await app.inject({
      method: 'POST',
      url: '/member/auth/password',
      headers: {
        t: player.token,
        'x-ts': String(ts),
        'x-sign': sign,
        'content-type': CBOR_CONTENT_TYPE,
      },
      payload: Buffer.from(body),
    });
    // Signed correctly; the player has no password, so the answer is the business one.
    expect(decodeReply(response)).toEqual({
      status: false,
      code: 'ERR_BUSINESS',
      data: 'Invalid old password',
    });
    expect(await sha256Hex('')).toBe(EMPTY_BODY_SHA256);
  });

  it('logout revokes the token', async () => {
    const player = await signIn(app);
    expect((await signedCall(app, player, calls.logout)).body).toEqual({
      status: true,
      data: true,
    });
    expectTokenError(await signedCall(app, player, calls.memberDetail));
  });

  it('refresh issues a new token and secret and revokes the old', async () => {
    const player = await signIn(app);
    clock.advance(3 * 24 * 60 * MINUTE);
    const refreshed = await signedCall(app, player, calls.refreshToken);
    expect(refreshed.body.status).toBe(true);
    if (!refreshed.body.status) return;
    const next = refreshed.body.data;
    expect(next.token).not.toBe(player.token);
    expect(next.secret).not.toBe(player.secret);
    expect(Date.parse(next.expires_at)).toBe(clock.now() + 7 * 24 * 60 * MINUTE);
    expectTokenError(await signedCall(app, player, calls.memberDetail));
    expect((await signedCall(app, next, calls.memberDetail)).statusCode).toBe(200);
  });

  it('a session expires after 7 days', async () => {
    const player = await signIn(app);
    clock.advance(7 * 24 * 60 * MINUTE - 1000);
    expect((await signedCall(app, player, calls.memberDetail)).statusCode).toBe(200);
    clock.advance(2000);
    expectTokenError(await signedCall(app, player, calls.memberDetail));
  });

  it('a password change ends the other sessions and keeps the current one', async () => {
    const phone = (await signIn(app)).phone;
    clock.advance(31_000);
    const a = await signIn(app, { phone });
    clock.advance(31_000);
    const b = await signIn(app, { phone });
    const password = randomPassword();
    await signedCall(app, a, calls.passwordUpdate, { password: '', new_password: password });
    // Creating the first password keeps every session.
    expect((await signedCall(app, b, calls.memberDetail)).statusCode).toBe(200);
    const changed = await signedCall(app, a, calls.passwordUpdate, {
      password,
      new_password: randomPassword(),
    });
    expect(changed.body).toEqual({ status: true, data: true });
    expect((await signedCall(app, a, calls.memberDetail)).statusCode).toBe(200);
    expectTokenError(await signedCall(app, b, calls.memberDetail));
  });

  it('refuses a CBOR call sent as text/plain with 415 and the validation envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/member/sms',
      headers: { 'content-type': 'text/plain' },
      payload: 'phone=9171234567',
    });
    expect(response.statusCode).toBe(415);
    expect(decodeReply(response)).toEqual({
      status: false,
      code: 'ERR_VALIDATION',
      data: 'Unsupported content type',
    });
  });
});
