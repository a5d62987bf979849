import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_TYPES, LOYALTY_MESSAGES, calls, mask } from '@pisoplay/contract';
import type { InviteSummary } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import {
  call,
  insertMember,
  lastSmsCode,
  randomPhone,
  servicesOf,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import { fund, kycPlayer } from '../../finance/__tests__/withdraw-fixtures.ts';
import type { Player } from '../../finance/__tests__/withdraw-fixtures.ts';
import { createInviteService } from '../loyalty/invite-service.ts';

// Issue 24: invitations, rewarded through bonus grants once the invitee verifies and deposits.
const DAY = 86_400_000;
const clock = manualClock(Date.UTC(2027, 1, 1, 4, 0, 0));
let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp({}, { clock });
});
afterAll(() => app.close());

/** Signs up through the code entry, as the web app does after a `/?ref=` link. */
async function signUp(options: {
  ref?: string;
  device_no?: string;
  phone?: string;
  country_code?: string;
}): Promise<Player> {
  const { ref, device_no, phone = randomPhone(), country_code = '63' } = options;
  const sent = await call(app, calls.sendSms, { phone, country_code });
  if (!sent.body.status) throw new Error(String(sent.body.data));
  const login = await call(app, calls.otpLogin, {
    otp_id: sent.body.data.id,
    code: lastSmsCode(app, phone),
    ...(ref ? { ref } : {}),
    ...(device_no ? { device_no } : {}),
  });
  if (!login.body.status) throw new Error(String(login.body.data));
  const session = { ...login.body.data, phone, country_code };
  const detail = await signedCall(app, session, calls.memberDetail);
  if (!detail.body.status) throw new Error(String(detail.body.data));
  return { session, uid: detail.body.data.uid };
}

async function summary(p: Player): Promise<InviteSummary> {
  const reply = await signedCall(app, p.session, calls.invite);
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
}

const db = () => testDatabase();
const verify = async (uid: number) =>
  (await db()).query('UPDATE members SET kyc_status = 5 WHERE uid = $1', [uid]);
const memberRow = async (uid: number) =>
  (
    await (
      await db()
    ).query<{ parent_uid: number | null; parent_name: string; reg_device_no: string }>(
      'SELECT parent_uid, parent_name, reg_device_no FROM members WHERE uid = $1',
      [uid],
    )
  )[0]!;
const inviteGrants = async (uid: number) =>
  (await servicesOf(app).ledger.grantsOf(uid)).filter((g) => g.source === 'invite');
// The rules as migration 216 seeds them (loyalty-rules.test.ts changes them).
const REWARD = 10_000;
const MIN_DEPOSIT = 20_000;
const DAILY_LIMIT = 10;

describe('invitations', () => {
  it('gives a new member signed up through a link its inviter; an unknown code is ignored', async () => {
    const inviter = await kycPlayer(app);
    const own = await summary(inviter);
    expect(own).toMatchObject({
      referral_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      reward: '100.00',
      min_first_deposit: '200.00',
      daily_limit: 10,
      invitees: [],
      total_rewarded: 0,
      total_earned: '0.00',
    });
    expect(own.link_path).toBe(`/?ref=${own.referral_code}`);

    const invitee = await signUp({ ref: own.referral_code.toLowerCase(), device_no: 'browser-1' });
    const detail = await signedCall(app, inviter.session, calls.memberDetail);
    const inviterName = detail.body.status ? detail.body.data.username : '';
    expect(await memberRow(invitee.uid)).toEqual({
      parent_uid: inviter.uid,
      parent_name: inviterName,
      reg_device_no: 'browser-1',
    });
    const inviteeName = (await signedCall(app, invitee.session, calls.memberDetail)).body;
    const listed = await summary(inviter);
    expect(listed.invitees).toEqual([
      {
        name: mask(inviteeName.status ? inviteeName.data.username : ''),
        joined_at: new Date(clock.now()).toISOString(),
        state: 'signed_up',
        reason: null,
        reward: null,
      },
    ]);
    expect(listed.invitees[0]!.name).toMatch(/^user\*{4}\d{3}$/);

    const stranger = await signUp({ ref: 'ZZZZ9999' });
    expect(await memberRow(stranger.uid)).toMatchObject({ parent_uid: null, parent_name: '' });
    // A sign-in of an existing account never changes its inviter.
    const other = await kycPlayer(app);
    const otherCode = (await summary(other)).referral_code;
    clock.advance(60_000);
    await signUp({ ref: otherCode, phone: invitee.session.phone });
    expect(await memberRow(invitee.uid)).toMatchObject({ parent_uid: inviter.uid });
  });

  it('rewards the inviter once the invitee is verified and deposits, once under ten evaluations', async () => {
    const inviter = await kycPlayer(app);
    const { referral_code } = await summary(inviter);
    const invitee = await signUp({ ref: referral_code });
    await fund(app, invitee.uid, MIN_DEPOSIT);
    expect((await summary(inviter)).invitees[0]).toMatchObject({
      state: 'deposited',
      reason: null,
    });
    expect(await inviteGrants(inviter.uid)).toEqual([]);

    await verify(invitee.uid);
    const jobs = createInviteService({
      db: await db(),
      clock,
      ledger: servicesOf(app).ledger,
      playerGate: servicesOf(app).playerGate,
    });
    // Ten at once: five readers of the list and five passes of the job.
    await Promise.all([
      ...Array.from({ length: 5 }, () => summary(inviter)),
      ...Array.from({ length: 5 }, () => jobs.settleOwed()),
    ]);
    const grants = await inviteGrants(inviter.uid);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({
      source_ref: String(invitee.uid),
      cash_type: CASH_TYPES.inviteReward,
      amount: REWARD,
      required: REWARD * 2,
    });
    expect(await summary(inviter)).toMatchObject({
      invitees: [{ state: 'rewarded', reward: '100.00', reason: null }],
      total_rewarded: 1,
      total_earned: '100.00',
    });
    // The invitee earns nothing for being invited; a second deposit pays nothing more.
    await fund(app, invitee.uid, MIN_DEPOSIT);
    await jobs.settleOwed();
    expect(await inviteGrants(inviter.uid)).toHaveLength(1);
    expect(await servicesOf(app).ledger.grantsOf(invitee.uid)).toEqual([]);
    expect((await servicesOf(app).ledger.reconcile()).ok).toBe(true);
  });

  it('records a verified invitee without a deposit as verified, and a small first deposit as ineligible', async () => {
    const inviter = await kycPlayer(app);
    const { referral_code } = await summary(inviter);
    const invitee = await signUp({ ref: referral_code });
    await verify(invitee.uid);
    expect((await summary(inviter)).invitees[0]).toMatchObject({ state: 'verified' });
    await fund(app, invitee.uid, MIN_DEPOSIT - 1);
    await fund(app, invitee.uid, MIN_DEPOSIT);
    expect((await summary(inviter)).invitees[0]).toMatchObject({
      state: 'ineligible',
      reason: LOYALTY_MESSAGES.inviteSmallDeposit('200'),
    });
    expect(await inviteGrants(inviter.uid)).toEqual([]);
  });

  it('pays nothing for an invitee on the inviter’s device or phone', async () => {
    const inviter = await signUp({ device_no: 'shared-phone-device' });
    await verify(inviter.uid);
    const { referral_code } = await summary(inviter);
    const sameDevice = await signUp({ ref: referral_code, device_no: 'shared-phone-device' });
    // The same mobile number under another country code.
    const samePhone = await signUp({
      ref: referral_code,
      phone: inviter.session.phone,
      country_code: '64',
    });
    for (const invitee of [sameDevice, samePhone]) {
      await verify(invitee.uid);
      await fund(app, invitee.uid, MIN_DEPOSIT);
    }
    const listed = await summary(inviter);
    expect(listed.invitees.map((i) => [i.state, i.reason])).toEqual([
      ['ineligible', LOYALTY_MESSAGES.inviteSamePhone],
      ['ineligible', LOYALTY_MESSAGES.inviteSameDevice],
    ]);
    expect(await inviteGrants(inviter.uid)).toEqual([]);
  });

  it('pays at most the daily limit per Philippine day; the rest wait for the next day', async () => {
    const inviter = await kycPlayer(app);
    const q = await db();
    const invitees: number[] = [];
    for (let i = 0; i <= DAILY_LIMIT; i += 1) {
      const uid = await insertMember(q);
      await q.query('UPDATE members SET parent_uid = $2, kyc_status = 5 WHERE uid = $1', [
        uid,
        inviter.uid,
      ]);
      await fund(app, uid, MIN_DEPOSIT);
      invitees.push(uid);
    }
    const today = await summary(inviter);
    expect(today.total_rewarded).toBe(DAILY_LIMIT);
    expect(today.invitees.filter((i) => i.state === 'deposited')).toEqual([
      expect.objectContaining({ reason: LOYALTY_MESSAGES.inviteDailyLimit }),
    ]);
    expect(await inviteGrants(inviter.uid)).toHaveLength(DAILY_LIMIT);

    // The next Philippine day the job pays the one that waited.
    clock.advance(DAY);
    const next = await createInviteService({
      db: q,
      clock,
      ledger: servicesOf(app).ledger,
      playerGate: servicesOf(app).playerGate,
    }).settleOwed();
    expect(next).toBeGreaterThanOrEqual(1);
    expect(await inviteGrants(inviter.uid)).toHaveLength(DAILY_LIMIT + 1);
  });
});
