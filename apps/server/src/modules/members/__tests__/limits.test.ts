import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OTP_MESSAGES, calls } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import {
  call,
  lastSmsCode,
  randomPhone,
  signIn,
  signedCall,
  testApp,
} from '../../../test/harness.ts';
import type { TestPlayer } from '../../../test/harness.ts';
import { cpuMs } from '../../../test/cpu-time.ts';
import { hashPassword } from '../../../platform/passwords/password-hasher.ts';
import { fromIp, imageForm, makeImage, randomIp, randomPassword } from './helpers.ts';

/**
 * Every limit is taken before the work it guards: concurrent tries never pass it, on the
 * embedded database and on a PostgreSQL pool (npm run test:pg). And a stranger who knows only a
 * phone number cannot lock its owner out (docs/auth.md, "Rate limits and locks").
 */
describe('limits under concurrency and targeted lock-outs', () => {
  const clock = manualClock(Date.parse('2026-05-11T02:00:00Z'));
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({}, { clock });
  });
  afterAll(() => app.close());

  const LOCKED_15 = 'Too many failed attempts. Please try again in 15 minutes';
  const INVALID_LOGIN = 'Invalid phone number or password';

  const passwordLogin = (phone: string, password: string, ip: string) =>
    call(app, calls.passwordLogin, { country_code: '63', phone, password }, fromIp(ip));
  const sendFrom = (phone: string, ip: string, purpose: 'login' | 'reset' = 'login') =>
    call(app, calls.sendSms, { phone, country_code: '63', purpose }, fromIp(ip));
  const otpLoginFrom = (otp_id: string, code: string, ip: string) =>
    call(app, calls.otpLogin, { otp_id, code }, fromIp(ip));
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
  const answers = (results: { body: { status: boolean; data: unknown } }[]) =>
    results.map((r) => (r.body.status ? 'ok' : String(r.body.data)));
  const countOf = (list: string[], value: string) => list.filter((v) => v === value).length;

  /** A player with a password, signed in once from `ip` (so that address is known as theirs). */
  async function ownerWithPassword(ip: string): Promise<TestPlayer & { password: string }> {
    const player = await signIn(app);
    const password = randomPassword();
    await signedCall(app, player, calls.passwordUpdate, { password: '', new_password: password });
    expect((await passwordLogin(player.phone, password, ip)).body.status).toBe(true);
    return { ...player, password };
  }

  it('checks at most 5 of 50 concurrent wrong passwords from one address; the right one is then refused there', async () => {
    const owner = await ownerWithPassword(randomIp());
    const attacker = randomIp();
    const results = answers(
      await Promise.all(
        Array.from({ length: 50 }, () => passwordLogin(owner.phone, 'wrong1234', attacker)),
      ),
    );
    expect(countOf(results, INVALID_LOGIN)).toBeLessThanOrEqual(5);
    expect(countOf(results, LOCKED_15)).toBeGreaterThanOrEqual(45);
    expect((await passwordLogin(owner.phone, owner.password, attacker)).body).toMatchObject({
      data: LOCKED_15,
    });
  });

  it('checks at most 20 concurrent wrong passwords from one address across phones', async () => {
    const attacker = randomIp();
    const results = answers(
      await Promise.all(
        Array.from({ length: 50 }, () => passwordLogin(randomPhone(), 'wrong1234', attacker)),
      ),
    );
    expect(countOf(results, INVALID_LOGIN)).toBeLessThanOrEqual(20);
    expect(countOf(results, INVALID_LOGIN) + countOf(results, LOCKED_15)).toBe(50);
  });

  it('holds a phone at 50 failed logins from many addresses, but not for its owner', async () => {
    const home = randomIp();
    const owner = await ownerWithPassword(home);
    const results = answers(
      await Promise.all(
        Array.from({ length: 80 }, () => passwordLogin(owner.phone, 'wrong1234', randomIp())),
      ),
    );
    expect(countOf(results, INVALID_LOGIN)).toBeLessThanOrEqual(50);
    expect(countOf(results, INVALID_LOGIN)).toBeGreaterThanOrEqual(45);
    // A new address may not try the password now; the owner's address may, and code sign-in works.
    expect((await passwordLogin(owner.phone, owner.password, randomIp())).body).toMatchObject({
      data: 'Too many failed attempts. Please try again in 60 minutes',
    });
    expect((await passwordLogin(owner.phone, owner.password, home)).body.status).toBe(true);
    const travelling = randomIp();
    const sent = await sendFrom(owner.phone, travelling);
    const id = sent.body.status ? sent.body.data.id : '';
    expect((await otpLoginFrom(id, lastSmsCode(app, owner.phone), travelling)).body.status).toBe(
      true,
    );
  });

  it('checks at most 5 of 30 concurrent wrong old passwords', async () => {
    const player = await signIn(app);
    await signedCall(app, player, calls.passwordUpdate, {
      password: '',
      new_password: randomPassword(),
    });
    const results = answers(
      await Promise.all(
        Array.from({ length: 30 }, () =>
          signedCall(app, player, calls.authPassword, { password: 'wrong1234' }),
        ),
      ),
    );
    expect(countOf(results, 'Invalid old password')).toBeLessThanOrEqual(5);
    expect(countOf(results, LOCKED_15)).toBeGreaterThanOrEqual(25);
  });

  it('checks at most 5 of 30 concurrent wrong codes from one address', async () => {
    const phone = randomPhone();
    const attacker = randomIp();
    const sent = await sendFrom(phone, attacker);
    const id = sent.body.status ? sent.body.data.id : '';
    const code = lastSmsCode(app, phone);
    const results = answers(
      await Promise.all(Array.from({ length: 30 }, () => otpLoginFrom(id, wrong(code), attacker))),
    );
    expect(countOf(results, 'Invalid code')).toBeLessThanOrEqual(4);
    expect(countOf(results, 'Invalid code') + countOf(results, OTP_MESSAGES.locked)).toBe(30);
    expect((await otpLoginFrom(id, code, attacker)).body).toMatchObject({
      data: OTP_MESSAGES.locked,
    });
  });

  it('spends a code after 5 wrong tries, even from 5 addresses', async () => {
    const phone = randomPhone();
    const sent = await sendFrom(phone, randomIp());
    const id = sent.body.status ? sent.body.data.id : '';
    const code = lastSmsCode(app, phone);
    for (let i = 0; i < 5; i += 1) {
      expect((await otpLoginFrom(id, wrong(code), randomIp())).body).toMatchObject({
        data: 'Invalid code',
      });
    }
    expect((await otpLoginFrom(id, code, randomIp())).body).toMatchObject({
      data: 'Code expired, please request a new one',
    });
  });

  it("cannot lock a player out: a stranger's sends and wrong codes lock only the stranger", async () => {
    const owner = await signIn(app);
    const stranger = randomIp();
    const home = randomIp();
    // The owner asks for a code first; the stranger then asks for codes and guesses.
    const ownSent = await sendFrom(owner.phone, home);
    const ownId = ownSent.body.status ? ownSent.body.data.id : '';
    const ownCode = lastSmsCode(app, owner.phone);
    const strangerSent = await sendFrom(owner.phone, stranger);
    const strangerId = strangerSent.body.status ? strangerSent.body.data.id : '';
    for (let i = 0; i < 5; i += 1) await otpLoginFrom(strangerId, '999999', stranger);
    expect((await sendFrom(owner.phone, stranger)).body).toMatchObject({
      data: OTP_MESSAGES.locked,
    });
    // The owner's pending code was not superseded and still signs in.
    expect((await otpLoginFrom(ownId, ownCode, home)).body.status).toBe(true);

    // Six sends from the stranger lock the stranger, not the owner's next code.
    const other = await signIn(app);
    const pest = randomIp();
    for (let i = 0; i < 6; i += 1) {
      await sendFrom(other.phone, pest, 'reset');
      clock.advance(31_000);
    }
    expect((await sendFrom(other.phone, pest, 'reset')).body).toMatchObject({
      data: OTP_MESSAGES.locked,
    });
    const mine = await sendFrom(other.phone, randomIp(), 'reset');
    expect(mine.body.status).toBe(true);
  });

  it("holds a phone's sends at 10 an hour for new addresses, not for the owner's", async () => {
    const home = randomIp();
    const owner = await ownerWithPassword(home);
    clock.advance(61 * 60_000); // the code of the owner's first sign-in leaves the hour
    const sends = answers(
      await Promise.all(Array.from({ length: 14 }, () => sendFrom(owner.phone, randomIp()))),
    );
    expect(countOf(sends, 'ok')).toBe(10);
    expect((await sendFrom(owner.phone, randomIp())).body).toMatchObject({
      data: 'Too many codes were requested for this phone number. Please try again later or sign in with your password',
    });
    expect((await sendFrom(owner.phone, home)).body.status).toBe(true);
  });

  it('limits the codes one address may check, unknown ids included', async () => {
    const ip = randomIp();
    const made = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');
    const results = answers(
      await Promise.all(Array.from({ length: 60 }, () => otpLoginFrom(made(), '123456', ip))),
    );
    expect(countOf(results, 'Code expired, please request a new one')).toBe(50);
    expect(
      countOf(results, 'Too many code attempts from this network. Please try again later'),
    ).toBe(10);
  });

  it('answers a flood of one public call from one address with 429 before any work', async () => {
    const ip = randomIp();
    const results = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        call(
          app,
          calls.retrievePassword,
          { otp_id: `flood-${i}`, code: '123456', new_password: 'abcd1234' },
          fromIp(ip),
        ),
      ),
    );
    // At most 60 a minute get through; a burst may be refused whole, never let past.
    const limited = results.filter((r) => r.statusCode === 429);
    expect(limited.length).toBeGreaterThanOrEqual(20);
    const next = await call(
      app,
      calls.retrievePassword,
      { otp_id: 'one-more', code: '123456', new_password: 'abcd1234' },
      fromIp(ip),
    );
    expect(next.statusCode).toBe(429);
    expect(limited[0]!.body).toEqual({
      status: false,
      code: 'ERR_BUSINESS',
      data: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/),
    });
    const elsewhere = await call(
      app,
      calls.checkResetCode,
      { otp_id: 'x', code: '123456' },
      fromIp(randomIp()),
    );
    expect(elsewhere.statusCode).toBe(409);
  });

  it('stores exactly 50 of 60 concurrent uploads of one player in a day', async () => {
    const player = await signIn(app);
    const png = await makeImage('png');
    const results = await Promise.all(
      Array.from({ length: 60 }, () => signedCall(app, player, calls.ossUpload, imageForm(png))),
    );
    const list = answers(results);
    expect(countOf(list, 'ok')).toBe(50);
    expect(countOf(list, 'Too many uploads today, please try again tomorrow')).toBe(10);
  });

  it('checks a reset code before hashing the new password, so made-up codes are cheap', async () => {
    // Measured in this process's CPU time, not wall time (test/cpu-time.ts).
    const hashMs: number[] = [];
    for (let i = 0; i < 5; i += 1) hashMs.push(await cpuMs(() => hashPassword('abcd1234')));
    const oneHash = hashMs.sort((a, b) => a - b)[2]!;
    const calls40 = 40;
    const allCalls = await cpuMs(async () => {
      for (let i = 0; i < calls40; i += 1) {
        const reply = await call(
          app,
          calls.retrievePassword,
          { otp_id: `made-up-${i}`, code: '123456', new_password: 'abcd1234' },
          fromIp(randomIp()),
        );
        expect(reply.body).toMatchObject({ data: 'Code expired, please request a new one' });
      }
    });
    // With a hash per call this would take at least calls40 * oneHash.
    expect(allCalls).toBeLessThan(calls40 * oneHash * 0.5);
  });
});
