import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import type { Profile } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import {
  call,
  lastEmailCode,
  lastSmsCode,
  randomPhone,
  signIn,
  signedCall,
  testApp,
} from '../../../test/harness.ts';
import type { TestPlayer } from '../../../test/harness.ts';
import { fromIp, randomEmail, randomIp, randomPassword, verifySession } from './helpers.ts';

const DAY = 24 * 3600_000;

/** Every Profile field of spec 3 that the reply must carry. */
const PROFILE_FIELDS = [
  'uid',
  'username',
  'email',
  'email_check_state',
  'country_code',
  'phone',
  'phone_check_state',
  'avatar',
  'gender',
  'referral_code',
  'tags',
  'vip',
  'parent_uid',
  'parent_name',
  'tester',
  'device_number',
  'state',
  'note',
  'created_at',
  'created_ip',
  'reg_ip',
  'reg_device',
  'reg_device_no',
  'last_login_ip',
  'last_login_at',
  'last_login_device',
  'nick_name',
  'updated_at',
  'has_login_password',
  'has_email',
  'has_phone_number',
  'real_username',
  'kyc_status',
  'xp',
  'withdraw_count',
  'withdraw_total',
  'third_deposit',
  'third_party',
];

describe('account', () => {
  const clock = manualClock(Date.parse('2026-03-04T02:00:00Z'));
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({}, { clock });
  });
  afterAll(() => app.close());

  const profileOf = async (player: TestPlayer): Promise<Profile> => {
    const reply = await signedCall(app, player, calls.memberDetail);
    if (!reply.body.status) throw new Error(reply.body.data);
    return reply.body.data;
  };

  /** Sends a 'verify' code to a phone and returns its id and code. */
  const verifyCode = async (phone: string) => {
    clock.advance(61_000);
    const sent = await call(app, calls.sendSms, { phone, country_code: '63', purpose: 'verify' });
    if (!sent.body.status) throw new Error(sent.body.data);
    return { otp_id: sent.body.data.id, code: lastSmsCode(app, phone) };
  };

  const uniqueName = (prefix = 'player') => `${prefix}_${randomInt(1e8, 1e9)}`;

  it('returns every profile field and never the password hash', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const password = randomPassword();
    await signedCall(app, player, calls.passwordUpdate, { password: '', new_password: password });
    const me = await profileOf(player);
    for (const field of PROFILE_FIELDS) expect(me).toHaveProperty(field);
    expect(me).toMatchObject({ has_login_password: true, kyc_status: 1, withdraw_total: '0.00' });
    expect(me.last_login_device).toBe('25');
    const text = JSON.stringify(me);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain(password);
    expect(me).not.toHaveProperty('password_hash');
  });

  it('checks the old password: true, or Invalid old password, limited to 5 tries', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const password = randomPassword();
    await signedCall(app, player, calls.passwordUpdate, { password: '', new_password: password });
    expect((await signedCall(app, player, calls.authPassword, { password })).body).toEqual({
      status: true,
      data: true,
    });
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await signedCall(app, player, calls.authPassword, { password: 'wrong1234' })).body,
      ).toEqual({ status: false, code: 'ERR_BUSINESS', data: 'Invalid old password' });
    }
    expect((await signedCall(app, player, calls.authPassword, { password })).body).toMatchObject({
      data: 'Too many failed attempts. Please try again in 15 minutes',
    });
  });

  it('verifies an SMS code for the signed-in player without using it up', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const { otp_id, code } = await verifyCode(player.phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await signedCall(app, player, calls.authSms, {
      otp_id,
      code: wrongCode,
      phone: player.phone,
      country_code: '63',
    });
    expect(wrong.body).toEqual({
      status: false,
      code: 'ERR_BUSINESS',
      data: 'Please enter the correct code',
    });
    const right = await signedCall(app, player, calls.authSms, {
      otp_id,
      code,
      phone: player.phone,
      country_code: '63',
    });
    expect(right.body).toEqual({ status: true, data: true });
    // The same code then completes the flow (here: a new password by phone verification).
    const password = randomPassword();
    await signedCall(app, player, calls.passwordUpdate, { password: '', new_password: password });
    const byPhone = await signedCall(app, player, calls.passwordUpdate, {
      password: '',
      new_password: randomPassword(),
      otp_id,
      code,
    });
    expect(byPhone.body).toEqual({ status: true, data: true });
  });

  it('refuses a code that was sent to another phone', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const elsewhere = await verifyCode(randomPhone());
    const result = await signedCall(app, player, calls.authSms, {
      ...elsewhere,
      phone: player.phone,
      country_code: '63',
    });
    expect(result.body).toMatchObject({ data: 'Please enter the correct code' });
  });

  it('changes the password with the old one or a code of the own phone, never without', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const first = randomPassword();
    expect(
      (await signedCall(app, player, calls.passwordUpdate, { password: '', new_password: first }))
        .body,
    ).toEqual({ status: true, data: true });
    const noProof = await signedCall(app, player, calls.passwordUpdate, {
      password: '',
      new_password: randomPassword(),
    });
    expect(noProof.body).toMatchObject({ status: false, data: 'Invalid old password' });
    const wrongOld = await signedCall(app, player, calls.passwordUpdate, {
      password: 'wrong1234',
      new_password: randomPassword(),
    });
    expect(wrongOld.body).toMatchObject({ status: false, data: 'Invalid old password' });
    const halfCode = await signedCall(app, player, calls.passwordUpdate, {
      password: '',
      new_password: randomPassword(),
      otp_id: 'abc',
    });
    expect(halfCode.body).toMatchObject({ status: false, data: 'Missing verification code' });
    const second = randomPassword();
    const withOld = await signedCall(app, player, calls.passwordUpdate, {
      password: first,
      new_password: second,
    });
    expect(withOld.body).toEqual({ status: true, data: true });
    const login = await call(
      app,
      calls.passwordLogin,
      { country_code: '63', phone: player.phone, password: second },
      fromIp(randomIp()),
    );
    expect(login.body.status).toBe(true);
    // A code sent to another phone does not prove this account.
    const foreign = await verifyCode(randomPhone());
    const withForeign = await signedCall(app, player, calls.passwordUpdate, {
      password: '',
      new_password: randomPassword(),
      ...foreign,
    });
    expect(withForeign.body).toMatchObject({ data: 'Please enter the correct code' });
  });

  it('validates the new password with the spec messages', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const weak = await signedCall(app, player, calls.passwordUpdate, {
      password: '',
      new_password: 'abcdefgh',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toMatchObject({
      code: 'ERR_VALIDATION',
      data: 'Password must contain at least 1 letter and 1 number',
    });
  });

  it('sets a username once in 90 days and says when it can change again', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const name = uniqueName();
    expect((await signedCall(app, player, calls.detailUpdate, { username: name })).body).toEqual({
      status: true,
      data: true,
    });
    const me = await profileOf(player);
    expect(me.username).toBe(name);
    expect(me.username_changed_at).toBe(new Date(clock.now()).toISOString());
    expect(me.username_change_available_at).toBe(new Date(clock.now() + 90 * DAY).toISOString());

    // Sessions last 7 days: sign in again; the rule belongs to the account, not the session.
    clock.advance(10 * DAY);
    const later = await signIn(app, { phone: player.phone });
    const again = await signedCall(app, later, calls.detailUpdate, { username: uniqueName() });
    expect(again.statusCode).toBe(409);
    expect(again.body).toEqual({
      status: false,
      code: 'ERR_BUSINESS',
      data: 'Your username can be changed once every 90 days. You can change it again on Jun 2, 2026',
    });
    clock.advance(80 * DAY);
    const latest = await signIn(app, { phone: player.phone });
    expect(
      (await signedCall(app, latest, calls.detailUpdate, { username: uniqueName() })).body.status,
    ).toBe(true);
  });

  it('applies the same rule to the nick name, separately', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    expect(
      (await signedCall(app, player, calls.detailUpdate, { nick_name: uniqueName('nick') })).body
        .status,
    ).toBe(true);
    expect(
      (await signedCall(app, player, calls.detailUpdate, { nick_name: uniqueName('nick') })).body,
    ).toMatchObject({
      data: expect.stringContaining('Your nick name can be changed once every 90 days'),
    });
    expect(
      (await signedCall(app, player, calls.detailUpdate, { username: uniqueName() })).body.status,
    ).toBe(true);
  });

  it('keeps names unique regardless of case, across usernames and nick names', async () => {
    const a = await signIn(app, { kycStatus: 'basic_account' });
    const b = await signIn(app, { kycStatus: 'basic_account' });
    const name = uniqueName('Taken');
    await signedCall(app, a, calls.detailUpdate, { username: name });
    const clash = await signedCall(app, b, calls.detailUpdate, { username: name.toLowerCase() });
    expect(clash.body).toEqual({
      status: false,
      code: 'ERR_BUSINESS',
      data: 'This username is already taken',
    });
    const nickClash = await signedCall(app, b, calls.detailUpdate, {
      nick_name: name.toUpperCase(),
    });
    expect(nickClash.body).toMatchObject({ data: 'This nick name is already taken' });
  });

  it('validates names with the spec messages', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const short = await signedCall(app, player, calls.detailUpdate, { username: 'abc' });
    expect(short.body).toMatchObject({ code: 'ERR_VALIDATION', data: 'minLength is 5' });
    const odd = await signedCall(app, player, calls.detailUpdate, { username: 'abc def!' });
    expect(odd.body).toMatchObject({ code: 'ERR_VALIDATION', data: 'Reg Error' });
    const none = await signedCall(app, player, calls.detailUpdate, {});
    expect(none.body).toMatchObject({ code: 'ERR_VALIDATION', data: 'Nothing to update' });
  });

  it('sets the email after a recent verification with a code sent to it, which proves it', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const email = randomEmail();
    const sendCode = (to: string, who = player) =>
      signedCall(app, who, calls.sendEmailCode, { email: to });
    const verifyFirst = {
      status: false,
      code: 'ERR_BUSINESS',
      data: 'Please verify your identity first',
    };
    expect((await sendCode(email)).body).toEqual(verifyFirst);
    expect((await signedCall(app, player, calls.detailUpdate, { email })).body).toEqual(
      verifyFirst,
    );

    clock.advance(61_000);
    await verifySession(app, player);
    expect((await signedCall(app, player, calls.detailUpdate, { email })).body).toMatchObject({
      data: 'Missing verification code',
    });
    // A code of the own phone proves the player, not the address.
    const phoneCode = await verifyCode(player.phone);
    expect(
      (await signedCall(app, player, calls.detailUpdate, { email, ...phoneCode })).body,
    ).toMatchObject({ data: 'Please enter the correct code' });

    const sent = await sendCode(email.toUpperCase());
    expect(sent.body).toEqual({
      status: true,
      data: { id: expect.any(String), codeLength: 6, resendAt: clock.now() + 60_000 },
    });
    const code = {
      otp_id: sent.body.status ? sent.body.data.id : '',
      code: lastEmailCode(app, email),
    };
    // The code is bound to the address it went to.
    expect(
      (await signedCall(app, player, calls.detailUpdate, { email: `q${email}`, ...code })).body,
    ).toMatchObject({ data: 'Please enter the correct code' });
    expect((await signedCall(app, player, calls.detailUpdate, { email, ...code })).body).toEqual({
      status: true,
      data: true,
    });
    expect(await profileOf(player)).toMatchObject({ email, has_email: true, email_check_state: 1 });
    expect((await sendCode(email)).body).toMatchObject({
      data: 'This is already your email address',
    });

    // Another account may not take a proven address, and learns so only with its code.
    const other = await signIn(app, { kycStatus: 'basic_account' });
    await verifySession(app, other);
    clock.advance(61_000);
    const otherSent = await sendCode(email, other);
    const otherId = otherSent.body.status ? otherSent.body.data.id : '';
    const otherCode = lastEmailCode(app, email);
    const wrong = otherCode === '000000' ? '111111' : '000000';
    expect(
      (await signedCall(app, other, calls.detailUpdate, { email, otp_id: otherId, code: wrong }))
        .body,
    ).toMatchObject({ data: 'Please enter the correct code' });
    expect(
      (
        await signedCall(app, other, calls.detailUpdate, {
          email,
          otp_id: otherId,
          code: otherCode,
        })
      ).body,
    ).toMatchObject({ data: 'This email address is already linked to another account' });
    expect((await profileOf(other)).email).toBe('');

    // The verification lasts 10 minutes.
    clock.advance(11 * 60_000);
    expect((await sendCode(randomEmail())).body).toEqual(verifyFirst);
  });

  it('changes the phone after verifying the account and the new number', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const newPhone = randomPhone();
    const newCode = await verifyCode(newPhone);
    const unverified = await signedCall(app, player, calls.detailUpdate, {
      phone: newPhone,
      country_code: '63',
      ...newCode,
    });
    expect(unverified.body).toMatchObject({ data: 'Please verify your identity first' });

    const own = await verifyCode(player.phone);
    await signedCall(app, player, calls.authSms, {
      ...own,
      phone: player.phone,
      country_code: '63',
    });
    const changed = await signedCall(app, player, calls.detailUpdate, {
      phone: newPhone,
      country_code: '63',
      ...newCode,
    });
    expect(changed.body).toEqual({ status: true, data: true });
    expect((await profileOf(player)).phone).toBe(newPhone);

    // The number of another account cannot be taken.
    const other = await signIn(app, { kycStatus: 'basic_account' });
    const otherCode = await verifyCode(other.phone);
    const taken = await signedCall(app, player, calls.detailUpdate, {
      phone: other.phone,
      country_code: '63',
      ...otherCode,
    });
    expect(taken.body).toMatchObject({
      data: 'This phone number is already linked to another account',
    });
  });

  it("keeps each player to their own data: A's token cannot read or change B", async () => {
    const a = await signIn(app, { kycStatus: 'basic_account' });
    const b = await signIn(app, { kycStatus: 'basic_account' });
    const meA = await profileOf(a);
    const meB = await profileOf(b);
    expect(meA.uid).not.toBe(meB.uid);
    const name = uniqueName('only_a');
    await signedCall(app, a, calls.detailUpdate, { username: name });
    expect((await profileOf(b)).username).toBe(meB.username);
    // A's token signed with B's secret is refused.
    const mixed = await signedCall(app, { token: a.token, secret: b.secret }, calls.memberDetail);
    expect(mixed.statusCode).toBe(401);
    // A code verified by A for B's phone does not let A change B's password.
    const codeForB = await verifyCode(b.phone);
    const attempt = await signedCall(app, a, calls.passwordUpdate, {
      password: '',
      new_password: randomPassword(),
      ...codeForB,
    });
    expect(attempt.body).toMatchObject({ status: false, data: 'Please enter the correct code' });
    expect((await profileOf(a)).has_login_password).toBe(false);
    expect((await profileOf(b)).has_login_password).toBe(false);
  });
});
