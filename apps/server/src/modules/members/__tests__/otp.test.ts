import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OTP_MESSAGES, calls } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import { fromIp, randomIp } from './helpers.ts';
import { isSmsSimulator } from '../../../providers/sms/index.ts';
import {
  appProviders,
  call,
  lastSmsCode,
  randomPhone,
  signIn,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';

const MINUTE = 60_000;

describe('one-time codes', () => {
  const clock = manualClock(Date.parse('2026-03-01T02:00:00Z'));
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({}, { clock });
  });
  afterAll(() => app.close());

  const send = (phone: string, purpose?: 'login' | 'reset' | 'verify') =>
    call(app, calls.sendSms, { phone, country_code: '63', ...(purpose ? { purpose } : {}) });
  const login = (otp_id: string, code: string) => call(app, calls.otpLogin, { otp_id, code });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('sends a 6-digit code with a resend time 30 s ahead', async () => {
    const phone = randomPhone();
    const sent = await send(phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toEqual({
      status: true,
      data: { id: expect.any(String), codeLength: 6, resendAt: clock.now() + 30_000 },
    });
    expect(lastSmsCode(app, phone)).toMatch(/^\d{6}$/);
  });

  it('writes the SMS and the refusals in the language of the lang header', async () => {
    const phone = randomPhone();
    const fil = { headers: { lang: 'fil_PH' } };
    const sent = await call(app, calls.sendSms, { phone, country_code: '63' }, fil);
    expect(sent.body.status).toBe(true);
    const { sms } = appProviders(app);
    if (!isSmsSimulator(sms)) throw new Error('The test app sends through the SMS simulator');
    const [text] = sms.outbox({ to: phone, limit: 1 });
    expect(text!.text).toBe(
      `Ang PisoPlay code mo ay ${text!.code}. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kahit kanino.`,
    );
    clock.advance(12_000);
    const again = await call(app, calls.sendSms, { phone, country_code: '63' }, fil);
    expect(again.body).toEqual({
      status: false,
      code: 'ERR_BUSINESS',
      data: 'Maghintay ng 18 segundo bago humingi ng bagong code',
    });
  });

  it('stores only a hash of the code, bound to phone and purpose', async () => {
    const phone = randomPhone();
    const sent = await send(phone);
    const code = lastSmsCode(app, phone);
    const db = await testDatabase();
    const [row] = await db.query<Record<string, unknown>>('SELECT * FROM otp_codes WHERE id = $1', [
      sent.body.status && sent.body.data.id,
    ]);
    expect(row).toMatchObject({ phone, country_code: '63', purpose: 'login', status: 'pending' });
    expect(JSON.stringify(row)).not.toContain(code);
    expect(String(row!.code_hash)).toMatch(/^[a-f0-9]{64}$/);
  });

  it('refuses a resend before resendAt and says how long to wait', async () => {
    const phone = randomPhone();
    await send(phone);
    clock.advance(12_000);
    const again = await send(phone);
    expect(again.statusCode).toBe(409);
    expect(again.body).toEqual({
      status: false,
      code: 'ERR_BUSINESS',
      data: 'Please wait 18 seconds before requesting a new code',
    });
    clock.advance(18_000);
    expect((await send(phone)).body.status).toBe(true);
  });

  it('keeps the resend wait per purpose', async () => {
    const phone = randomPhone();
    await send(phone);
    clock.advance(2_000);
    const reset = await call(app, calls.sendSms, { phone, country_code: '63', purpose: 'reset' });
    expect(reset.body.status).toBe(true);
    const loginAgain = await send(phone);
    expect(loginAgain.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
  });

  it('signs in with the code once; a reused code is refused', async () => {
    const phone = randomPhone();
    const sent = await send(phone);
    const id = sent.body.status ? sent.body.data.id : '';
    const code = lastSmsCode(app, phone);
    const first = await login(id, code);
    expect(first.body).toMatchObject({
      status: true,
      data: { token: expect.any(String), secret: expect.any(String) },
    });
    const second = await login(id, code);
    expect(second.body).toEqual({
      status: false,
      code: 'ERR_BUSINESS',
      data: 'This code has already been used, please request a new one',
    });
  });

  it('refuses an expired code (after 5 minutes)', async () => {
    const phone = randomPhone();
    const sent = await send(phone);
    const code = lastSmsCode(app, phone);
    clock.advance(5 * MINUTE + 1);
    const late = await login(sent.body.status ? sent.body.data.id : '', code);
    expect(late.body).toMatchObject({ data: 'Code expired, please request a new one' });
  });

  it('keeps a code usable after a wrong try and refuses an older code once a newer is sent', async () => {
    const phone = randomPhone();
    const first = await send(phone);
    const firstCode = lastSmsCode(app, phone);
    const firstId = first.body.status ? first.body.data.id : '';
    expect((await login(firstId, wrong(firstCode))).body).toMatchObject({ data: 'Invalid code' });
    clock.advance(30_000);
    const second = await send(phone);
    expect((await login(firstId, firstCode)).body).toMatchObject({
      data: 'A newer code was sent, please use the latest one',
    });
    const ok = await login(second.body.status ? second.body.data.id : '', lastSmsCode(app, phone));
    expect(ok.body.status).toBe(true);
  });

  it('locks the phone for 30 minutes after 5 wrong codes: checks and sends', async () => {
    const phone = randomPhone();
    const sent = await send(phone);
    const id = sent.body.status ? sent.body.data.id : '';
    const code = lastSmsCode(app, phone);
    for (let i = 0; i < 4; i += 1) {
      expect((await login(id, wrong(code))).body).toMatchObject({ data: 'Invalid code' });
    }
    const fifth = await login(id, wrong(code));
    expect(fifth.statusCode).toBe(409);
    expect(fifth.body).toEqual({ status: false, code: 'ERR_BUSINESS', data: OTP_MESSAGES.locked });
    // The right code no longer works, and no new code can be sent.
    expect((await login(id, code)).body).toMatchObject({ data: OTP_MESSAGES.locked });
    clock.advance(60_000);
    expect((await send(phone)).body).toMatchObject({ data: OTP_MESSAGES.locked });
    // After 30 minutes the phone can ask again.
    clock.advance(30 * MINUTE);
    const fresh = await send(phone);
    expect(fresh.body.status).toBe(true);
    const ok = await login(fresh.body.status ? fresh.body.data.id : '', lastSmsCode(app, phone));
    expect(ok.body.status).toBe(true);
  });

  it('locks the phone after 5 sends in 30 minutes', async () => {
    const phone = randomPhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await send(phone)).body.status).toBe(true);
      clock.advance(31_000);
    }
    const sixth = await send(phone);
    expect(sixth.body).toEqual({ status: false, code: 'ERR_BUSINESS', data: OTP_MESSAGES.locked });
    clock.advance(29 * MINUTE);
    expect((await send(phone)).body).toMatchObject({ data: OTP_MESSAGES.locked });
    clock.advance(2 * MINUTE);
    expect((await send(phone)).body.status).toBe(true);
  });

  it('limits the codes one address requests across phones (loopback exempt outside production)', async () => {
    const limited = await testApp({ OTP_SENDS_PER_IP_HOUR: 3 }, { clock });
    try {
      const ip = randomIp();
      const sendFrom = (from: string) =>
        call(limited, calls.sendSms, { phone: randomPhone(), country_code: '63' }, fromIp(from));
      for (let i = 0; i < 3; i += 1) expect((await sendFrom(ip)).body.status).toBe(true);
      expect((await sendFrom(ip)).body).toEqual({
        status: false,
        code: 'ERR_BUSINESS',
        data: 'Too many codes were requested from this network. Please try again later',
      });
      expect((await sendFrom(randomIp())).body.status).toBe(true);
      for (let i = 0; i < 4; i += 1) expect((await sendFrom('127.0.0.1')).body.status).toBe(true);
      clock.advance(61 * MINUTE);
      expect((await sendFrom(ip)).body.status).toBe(true);
    } finally {
      await limited.close();
    }
  });

  it('answers the same for registered and unregistered phones', async () => {
    const registered = (await signIn(app)).phone;
    clock.advance(31_000);
    const unknown = randomPhone();
    for (const purpose of ['login', 'reset'] as const) {
      const a = await send(registered, purpose);
      const b = await send(unknown, purpose);
      expect(a.statusCode).toBe(b.statusCode);
      expect(Object.keys(a.body)).toEqual(Object.keys(b.body));
      expect(a.body.status && b.body.status).toBe(true);
      if (a.body.status && b.body.status) {
        expect(a.body.data.codeLength).toBe(b.body.data.codeLength);
        expect(a.body.data.resendAt).toBe(b.body.data.resendAt);
      }
      clock.advance(31_000);
    }
  });

  it('only accepts a code for the purpose it was sent for', async () => {
    const phone = randomPhone();
    const sent = await send(phone, 'reset');
    const used = await login(sent.body.status ? sent.body.data.id : '', lastSmsCode(app, phone));
    expect(used.body).toMatchObject({
      status: false,
      data: 'This code was sent for another action, please request a new one',
    });
  });

  it('validates phone and code formats with the spec messages', async () => {
    const bad = await call(app, calls.sendSms, { phone: '12345', country_code: '63' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'ERR_VALIDATION',
      data: "Sorry, it's not a valid phone number, should be 10 digits",
    });
    const shortCode = await login('someid', '123');
    expect(shortCode.body).toMatchObject({ data: 'Please enter the correct code' });
    const unknown = await login('no-such-id', '123456');
    expect(unknown.body).toMatchObject({ data: 'Code expired, please request a new one' });
  });
});
