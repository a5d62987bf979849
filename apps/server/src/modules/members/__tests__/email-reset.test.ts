import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OTP_MESSAGES, calls } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import type { EmailSender } from '../../../providers/email/index.ts';
import { isEmailSimulator } from '../../../providers/email/index.ts';
import {
  appProviders,
  call,
  lastEmailCode,
  signIn,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import type { TestPlayer } from '../../../test/harness.ts';
import {
  fromIp,
  proveEmail,
  randomEmail,
  randomIp,
  randomPassword,
  verifySession,
} from './helpers.ts';

const MINUTE = 60_000;

/**
 * Forgot password by email (docs/auth.md, "Email"): a code goes only to the proven email of an
 * account, the reply never tells whether there is one, and the code then resets the password
 * like a code sent by SMS.
 */
describe('password reset by email', () => {
  const clock = manualClock(Date.parse('2026-06-01T02:00:00Z'));
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({}, { clock });
  });
  afterAll(() => app.close());

  const sendReset = (email: string, ip = randomIp()) =>
    call(app, calls.sendResetEmail, { email }, fromIp(ip));
  const idOf = (reply: { body: { status: boolean; data: unknown } }) =>
    reply.body.status ? (reply.body.data as { id: string }).id : '';
  const answers = (results: { body: { status: boolean; data: unknown } }[]) =>
    results.map((r) => (r.body.status ? 'ok' : String(r.body.data)));
  const countOf = (list: string[], value: string) => list.filter((v) => v === value).length;
  /** The reset emails the simulator holds for an address, newest first. */
  const emailsTo = (email: string) => {
    const { email: sender } = appProviders(app);
    if (!isEmailSimulator(sender)) throw new Error('not the simulator');
    return sender.outbox({ to: email.toLowerCase() }).filter((m) => m.tag === 'password-reset');
  };
  const passwordLogin = (player: TestPlayer, password: string) =>
    call(app, calls.passwordLogin, { country_code: '63', phone: player.phone, password });

  /** A player with a password and a proven email address. */
  async function playerWithEmail() {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const password = randomPassword();
    await signedCall(app, player, calls.passwordUpdate, { password: '', new_password: password });
    const email = randomEmail();
    clock.advance(61_000);
    await proveEmail(app, player, email);
    return { player, password, email };
  }

  it('sends a code to the proven email; it resets the password and ends every session', async () => {
    const { player, password, email } = await playerWithEmail();
    // Addresses are one inbox whatever their case.
    const sent = await sendReset(email.toUpperCase());
    expect(sent.body).toEqual({
      status: true,
      data: { id: expect.any(String), codeLength: 6, resendAt: clock.now() + 30_000 },
    });
    const [mail] = emailsTo(email);
    expect(mail).toMatchObject({
      to: email,
      subject: 'Your PisoPlay password reset code',
      code: expect.stringMatching(/^\d{6}$/),
      tag: 'password-reset',
    });
    expect(mail!.text).toContain(mail!.code);
    // Stored as a hash only, bound to the address.
    const db = await testDatabase();
    const [row] = await db.query<Record<string, unknown>>('SELECT * FROM otp_codes WHERE id = $1', [
      idOf(sent),
    ]);
    expect(row).toMatchObject({ email, phone: '', purpose: 'reset', status: 'pending' });
    expect(JSON.stringify(row)).not.toContain(mail!.code);

    const otp = { otp_id: idOf(sent), code: mail!.code };
    expect((await call(app, calls.checkResetCode, otp)).body).toEqual({ status: true, data: true });
    const newPassword = randomPassword();
    expect(
      (await call(app, calls.retrievePassword, { ...otp, new_password: newPassword })).body,
    ).toEqual({ status: true, data: true });

    expect((await signedCall(app, player, calls.memberDetail)).statusCode).toBe(401);
    expect((await passwordLogin(player, password)).body).toMatchObject({
      data: 'Invalid phone number or password',
    });
    expect((await passwordLogin(player, newPassword)).body.status).toBe(true);
    const [hash] = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM members WHERE phone = $1',
      [player.phone],
    );
    expect(hash!.password_hash).toMatch(/^\$argon2id\$/);
    // Single use.
    expect(
      (await call(app, calls.retrievePassword, { ...otp, new_password: randomPassword() })).body,
    ).toMatchObject({ data: 'This code has already been used, please request a new one' });
  });

  it('answers an unknown or unproven address as a proven one, and sends nothing', async () => {
    const { email: proven } = await playerWithEmail();
    // An address set before it could be proven (email_check_state 0) is not used for recovery.
    const legacy = await signIn(app);
    const unproven = randomEmail();
    const db = await testDatabase();
    await db.query('UPDATE members SET email = $2 WHERE phone = $1', [legacy.phone, unproven]);
    const unknown = randomEmail();

    const shapes = [];
    for (const email of [proven, unproven, unknown]) {
      const ip = randomIp();
      const first = await sendReset(email, ip);
      const second = await sendReset(email, ip);
      shapes.push({
        status: first.statusCode,
        keys: first.body.status ? Object.keys(first.body.data).sort() : [],
        idLength: idOf(first).length,
        resendIn: first.body.status ? first.body.data.resendAt - clock.now() : 0,
        again: second.body,
        wrongCode: (await call(app, calls.checkResetCode, { otp_id: idOf(first), code: '000000' }))
          .body,
      });
    }
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
    expect(shapes[0]).toMatchObject({
      status: 200,
      keys: ['codeLength', 'id', 'resendAt'],
      resendIn: 30_000,
      again: { status: false, data: 'Please wait 30 seconds before requesting a new code' },
    });
    expect(emailsTo(proven)).toHaveLength(1);
    expect(emailsTo(unproven)).toHaveLength(0);
    expect(emailsTo(unknown)).toHaveLength(0);
    // Every send is stored and counted the same way.
    const [rows] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM otp_codes WHERE purpose = 'reset' AND email = ANY($1)",
      [[proven, unproven, unknown]],
    );
    expect(rows!.n).toBe(3);
  });

  it('refuses wrong, expired, reused and other-purpose codes', async () => {
    const { email } = await playerWithEmail();
    const ip = randomIp();
    const sent = await sendReset(email, ip);
    const code = lastEmailCode(app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const reset = (otp_id: string, c: string) =>
      call(
        app,
        calls.retrievePassword,
        { otp_id, code: c, new_password: randomPassword() },
        fromIp(ip),
      );
    expect((await reset(idOf(sent), wrong)).body).toEqual({
      status: false,
      code: 'ERR_BUSINESS',
      data: 'Invalid code',
    });
    clock.advance(5 * MINUTE + 1000);
    expect((await reset(idOf(sent), code)).body).toMatchObject({
      data: 'Code expired, please request a new one',
    });

    const fresh = await sendReset(email, ip);
    const freshCode = lastEmailCode(app, email);
    expect((await reset(idOf(fresh), freshCode)).body.status).toBe(true);
    expect((await reset(idOf(fresh), freshCode)).body).toMatchObject({
      data: 'This code has already been used, please request a new one',
    });

    // A code that proves an address in the account form is not a reset code.
    const other = await signIn(app, { kycStatus: 'basic_account' });
    await verifySession(app, other);
    const proving = await signedCall(app, other, calls.sendEmailCode, { email: randomEmail() });
    const provingCode = appProviders(app).email;
    expect(isEmailSimulator(provingCode)).toBe(true);
    const [latest] = isEmailSimulator(provingCode) ? provingCode.outbox({ limit: 1 }) : [];
    expect((await reset(idOf(proving), latest!.code)).body).toMatchObject({
      data: 'This code was sent for another action, please request a new one',
    });
  });

  it('locks the address out of the email after 5 wrong codes', async () => {
    const { email } = await playerWithEmail();
    const ip = randomIp();
    const sent = await sendReset(email, ip);
    const code = lastEmailCode(app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = answers(
      await Promise.all(
        Array.from({ length: 20 }, () =>
          call(app, calls.checkResetCode, { otp_id: idOf(sent), code: wrong }, fromIp(ip)),
        ),
      ),
    );
    expect(countOf(results, 'Invalid code')).toBe(4);
    expect(countOf(results, OTP_MESSAGES.locked)).toBe(16);
    expect((await sendReset(email, ip)).body).toMatchObject({ data: OTP_MESSAGES.locked });
    // Another address is not held by that lock.
    expect((await sendReset(email, randomIp())).body.status).toBe(true);
  });

  it('takes the resend wait and the limits per email and per address before sending, under concurrency', async () => {
    const { email } = await playerWithEmail();
    const ip = randomIp();
    // One address, one email: one send, the others wait.
    const burst = answers(
      await Promise.all(Array.from({ length: 20 }, () => sendReset(email, ip))),
    );
    expect(countOf(burst, 'ok')).toBe(1);
    expect(countOf(burst, 'Please wait 30 seconds before requesting a new code')).toBe(19);

    // One email from many addresses: 10 an hour (its proving code and the reset above count),
    // the same whether or not it has an account.
    for (const [target, already] of [
      [email, 2],
      [randomEmail(), 0],
    ] as const) {
      const before = emailsTo(target).length;
      const spread = answers(
        await Promise.all(Array.from({ length: 25 }, () => sendReset(target, randomIp()))),
      );
      expect(countOf(spread, 'ok')).toBe(10 - already);
      expect(
        countOf(
          spread,
          'Too many codes were requested for this email address. Please try again later',
        ),
      ).toBe(15 + already);
      expect(emailsTo(target).length - before).toBe(target === email ? 10 - already : 0);
    }

    // One address, many emails: OTP_SENDS_PER_IP_HOUR (30) an hour, SMS and email together.
    const network = randomIp();
    const wide = answers(
      await Promise.all(Array.from({ length: 40 }, () => sendReset(randomEmail(), network))),
    );
    expect(countOf(wide, 'ok')).toBe(30);
    expect(
      countOf(wide, 'Too many codes were requested from this network. Please try again later'),
    ).toBe(10);
  });

  it('does not wait for the email provider, nor tell its failures', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let failing = false;
    const delivered: string[] = [];
    const slow: EmailSender = {
      kind: 'postmark',
      async send(message) {
        if (failing) throw new Error('Postmark answered HTTP 500');
        await gate;
        delivered.push(message.to);
      },
    };
    const slowApp = await testApp({}, { clock, email: slow });
    const db = await testDatabase();
    /** A proven address, set directly (the account form's own code waits for the provider). */
    const provenEmail = async () => {
      const player = await signIn(slowApp);
      const email = randomEmail();
      await db.query('UPDATE members SET email = $2, email_check_state = 1 WHERE phone = $1', [
        player.phone,
        email,
      ]);
      return email;
    };
    try {
      const email = await provenEmail();
      const sent = await call(slowApp, calls.sendResetEmail, { email }, fromIp(randomIp()));
      expect(sent.body.status).toBe(true);
      expect(delivered).toEqual([]);
      release();
      await expect.poll(() => delivered).toEqual([email]);

      // A failed delivery leaves the code as it is: the limits do not tell it either.
      failing = true;
      const lost = await provenEmail();
      const ip = randomIp();
      const reply = await call(slowApp, calls.sendResetEmail, { email: lost }, fromIp(ip));
      expect(reply.body.status).toBe(true);
      const [row] = await db.query<{ status: string }>(
        'SELECT status FROM otp_codes WHERE id = $1',
        [idOf(reply)],
      );
      expect(row).toEqual({ status: 'pending' });
      expect(
        (await call(slowApp, calls.sendResetEmail, { email: lost }, fromIp(ip))).body,
      ).toMatchObject({
        data: 'Please wait 30 seconds before requesting a new code',
      });
    } finally {
      release();
      await slowApp.close();
    }
  });
});
