import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  BLOCKED_ERROR_DATA,
  KYC_ALLOWED_STATUSES,
  KYC_STATUSES,
  calls,
  kycStatusNumber,
  operatorCalls,
  TOKEN_ERROR_DATA,
} from '@pisoplay/contract';
import type { KycAction, KycRecord, KycStatus, PayloadOf, Session } from '@pisoplay/contract';
import { manualClock } from '../../../providers/clock.ts';
import {
  call,
  signedCall,
  signIn,
  signInOperator,
  testApp,
  servicesOf,
} from '../../../test/harness.ts';
import type { TestPlayer } from '../../../test/harness.ts';
import { completeKycForm, uploadIdPhoto } from './kyc-form-fixtures.ts';
import { passportOcrSetup } from './ocr-fixtures.ts';

const HOUR = 3600_000;

/** A photo with detail in it (a solid colour reads as blank to the simulator). */
const cardPhoto = () =>
  sharp({
    create: {
      width: 800,
      height: 500,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
const SECRET = 'kyc-test-secret-0123456789abcdef0123';

describe('KYC: the player, the simulator, the operator', () => {
  const clock = manualClock(Date.parse('2026-06-01T02:00:00Z'));
  let app: FastifyInstance;
  let operator: Session;
  const site = 'http://localhost';

  beforeAll(async () => {
    app = await testApp({ AUTH_SECRET: SECRET }, { clock });
    operator = await signInOperator(app, 'reviewer', 'compliance');
  });
  afterAll(() => app.close());

  const detail = async (player: TestPlayer): Promise<KycRecord> => {
    const reply = await signedCall(app, player, calls.kycDetail);
    if (!reply.body.status) throw new Error(String(reply.body.data));
    return reply.body.data;
  };
  const upload = (player: TestPlayer, width?: number, height?: number) =>
    uploadIdPhoto(app, player, width, height);
  const birthdayYearsAgo = (years: number) => {
    const d = new Date(clock.now());
    return `${d.getUTCFullYear() - years}-06-01`;
  };

  const form = (player: TestPlayer, overrides: Partial<PayloadOf<typeof calls.kycUpdate>> = {}) =>
    completeKycForm(app, player, { birthday: birthdayYearsAgo(30), ...overrides });

  /** Runs the ID-OCR simulator as the player would: setup, its page, submit, check. */
  async function verifyId(player: TestPlayer, card: Record<string, string> = {}, fail = false) {
    const setup = await signedCall(app, player, calls.ocrSetup, passportOcrSetup(site));
    if (!setup.body.status) throw new Error(String(setup.body.data));
    const { redirect_url, transaction_id } = setup.body.data;
    const page = await app.inject({ method: 'GET', url: redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Make this verification fail');
    const body = new FormData();
    body.append('id_photo', new Blob([new Uint8Array(await cardPhoto())]), 'id.png');
    const fields = {
      first_name: 'Juan',
      last_name: 'Dela Cruz',
      birthday: '1990-05-17',
      id_number: 'P1234567A',
      gender: 'male',
      ...card,
    };
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    if (fail) body.append('fail', '1');
    const encoded = new Request('http://x', { method: 'POST', body });
    const sent = await app.inject({
      method: 'POST',
      url: redirect_url,
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(sent.statusCode).toBe(303);
    const back = new URL(String(sent.headers.location), site);
    expect(back.pathname).toBe('/s-kyc');
    const payload = JSON.parse(
      Buffer.from(back.searchParams.get('payload')!, 'base64url').toString(),
    );
    expect(payload.transaction_id).toBe(transaction_id);
    return {
      success: back.searchParams.get('success'),
      check: () => signedCall(app, player, calls.ocrCheckResult, payload),
    };
  }

  it('answers a new player status unset with the 72-hour deadline', async () => {
    const player = await signIn(app);
    const record = await detail(player);
    expect(record).toMatchObject({ status: 'unset', ocr_status: 0, nationality: 'Philippines' });
    expect(Date.parse(record.deadline_at) - clock.now()).toBeGreaterThan(71.9 * HOUR);
  });

  it('lists the branches, the Pasay branch first', async () => {
    const player = await signIn(app);
    const shops = await signedCall(app, player, calls.kycShops, {});
    expect(shops.body.status && shops.body.data[0]?.address).toMatch(/Pasay/);
  });

  it('goes from OCR to review to approval, and every decision is audited', async () => {
    const player = await signIn(app);
    const ocr = await verifyId(player, { id_number: `OK${player.phone}` });
    expect(ocr.success).toBe('true');
    const checked = await ocr.check();
    expect(checked.body.status && checked.body.data).toMatchObject({
      ocr_status: 2,
      status: 'basic_kyc',
      first_name: 'Juan',
      id_type: 'Passport',
    });
    const record = await detail(player);
    // Insert is for unset only; the OCR made this player basic_kyc, so the form is an update.
    const first = await form(player, { id_photo: record.attachments.idPhoto });
    const inserted = await signedCall(app, player, calls.kycInsert, first);
    expect(inserted.body).toMatchObject({ status: false, code: 'ERR_BUSINESS' });
    expect((await signedCall(app, player, calls.kycUpdate, first)).body).toEqual({
      status: true,
      data: true,
    });
    expect((await detail(player)).status).toBe('under_review');
    // Read-only while under review.
    expect((await signedCall(app, player, calls.kycUpdate, first)).body).toMatchObject({
      data: 'Your KYC is under review. Please wait for the result',
    });

    const queue = await signedCall(app, operator, operatorCalls.adminKycList, {});
    const uid = record.uid;
    expect(queue.body.status && queue.body.data.d.some((item) => item.uid === uid)).toBe(true);
    const unexplained = await signedCall(app, operator, operatorCalls.adminKycReview, {
      uid,
      decision: 'approve',
      reason: '',
    });
    expect(unexplained.body).toMatchObject({ status: false, code: 'ERR_VALIDATION' });
    const review = await signedCall(app, operator, operatorCalls.adminKycReview, {
      uid,
      decision: 'approve',
      reason: 'ID and selfie match',
    });
    expect(review.body).toEqual({ status: true, data: true });
    const profile = await signedCall(app, player, calls.memberDetail);
    expect(profile.body.status && profile.body.data.kyc_status).toBe(kycStatusNumber('fully_kyc'));

    const audit = await signedCall(app, operator, operatorCalls.adminAuditList, {});
    expect(audit.body.status && audit.body.data.d[0]).toMatchObject({
      operator: 'reviewer',
      action: 'kyc.approve',
      target_uid: uid,
      detail: { from: 'under_review', to: 'fully_kyc' },
      reason: 'ID and selfie match',
    });
    const history = await signedCall(app, operator, operatorCalls.adminKycDetail, { uid });
    expect(history.body.status && history.body.data.history.map((h) => h.to_status)).toEqual([
      'basic_kyc',
      'under_review',
      'fully_kyc',
    ]);
  });

  it('shows a rejection with its reasons, and the player can submit again', async () => {
    const player = await signIn(app);
    const submitted = await signedCall(app, player, calls.kycInsert, await form(player));
    expect(submitted.body.status).toBe(true);
    const uid = (await detail(player)).uid;
    const noReason = await signedCall(app, operator, operatorCalls.adminKycReview, {
      uid,
      decision: 'reject',
      reason: 'Blurred ID',
    });
    expect(noReason.body).toMatchObject({ data: 'A reason is required to reject a KYC' });
    // The fields at fault are the form's own: the player's entry names them by their labels.
    const unknownField = await signedCall(app, operator, operatorCalls.adminKycReview, {
      uid,
      decision: 'reject',
      issue_msg: 'The ID photo is blurred',
      issue_fields: ['photo_of_id' as never],
      reason: 'Blurred ID',
    });
    expect(unknownField.body).toMatchObject({ status: false, code: 'ERR_VALIDATION' });
    expect((await detail(player)).status).toBe('under_review');
    await signedCall(app, operator, operatorCalls.adminKycReview, {
      uid,
      decision: 'reject',
      issue_msg: 'The ID photo is blurred',
      issue_fields: ['id_photo'],
      reason: 'Blurred ID',
    });
    expect(await detail(player)).toMatchObject({
      status: 'rejected',
      issue_msg: 'The ID photo is blurred',
      issue_fields: ['id_photo'],
    });
    const again = await signedCall(app, player, calls.kycUpdate, await form(player));
    expect(again.body.status).toBe(true);
    expect((await detail(player)).status).toBe('under_review');
  });

  it('re-checks the rules of spec 5.5 on the server', async () => {
    const player = await signIn(app);
    const other = await signIn(app);
    const cases: [Partial<PayloadOf<typeof calls.kycInsert>>, string][] = [
      [{ first_name: 'Juan2' }, 'Allowed characters: A-Z, a-z, space'],
      [{ last_name: '' }, 'Last name is required'],
      [
        { current_address: 'Roxas Blvd; DROP' },
        'Allowed characters: A-Z, a-z, space, comma, period',
      ],
      [{ occupation: 'Astronaut' as never }, 'Occupation is required'],
      [{ birthday: birthdayYearsAgo(20) }, 'Date of birth must be between 21 and 100 years ago'],
      [{ birthday: birthdayYearsAgo(101) }, 'Date of birth must be between 21 and 100 years ago'],
      [{ id_photo: await upload(other) }, 'Please upload the photo again'],
      [{ nearest_branch: '99999' }, 'Nearest branch is required'],
    ];
    for (const [change, message] of cases) {
      const reply = await signedCall(app, player, calls.kycInsert, await form(player, change));
      expect(reply.body, JSON.stringify(change)).toMatchObject({ status: false, data: message });
    }
    expect((await detail(player)).status).toBe('unset');
  });

  it('refuses a document another player already verified', async () => {
    const first = await signIn(app);
    const second = await signIn(app);
    const id_number = `DUP${first.phone}`;
    expect((await (await verifyId(first, { id_number })).check()).body.status).toBe(true);
    const reused = await (await verifyId(second, { id_number })).check();
    expect(reused.body).toMatchObject({
      status: false,
      data: 'This certificate has already been authenticated and cannot be authenticated again',
    });
    expect((await detail(second)).ocr_status).toBe(1);
  });

  it('fails a verification set to fail', async () => {
    const player = await signIn(app);
    const failed = await verifyId(player, {}, true);
    expect(failed.success).toBe('false');
    expect((await failed.check()).body.status && (await detail(player)).ocr_status).toBe(1);
  });

  it('keeps operator calls from players and anonymous callers', async () => {
    const player = await signIn(app);
    expect((await call(app, operatorCalls.adminKycList, {})).statusCode).toBe(401);
    expect((await signedCall(app, player, operatorCalls.adminKycList, {})).statusCode).toBe(401);
    expect((await signedCall(app, operator, calls.memberDetail)).statusCode).toBe(401);
    const wrong = await call(app, operatorCalls.adminLogin, {
      username: 'reviewer',
      password: 'not-the-password',
    });
    expect(wrong.body).toMatchObject({ status: false, data: 'Invalid username or password' });
  });

  it('blocks a player at once (every session ends) and unblocks to the status before', async () => {
    const player = await signIn(app, { kycStatus: 'rejected' });
    const uid = (await detail(player)).uid;
    await signedCall(app, operator, operatorCalls.adminMemberStatus, {
      uid,
      kyc_status: 'block',
      reason: 'Multiple accounts',
    });
    const whileBlocked = await signedCall(app, player, calls.memberDetail);
    expect(whileBlocked.statusCode).toBe(401);
    expect(whileBlocked.body).toMatchObject({ status: false, data: BLOCKED_ERROR_DATA });
    await signedCall(app, operator, operatorCalls.adminMemberStatus, {
      uid,
      kyc_status: 'unblock',
      reason: 'Cleared by compliance',
    });
    // Unblocked, the ended session is only an ended session: sign in again.
    const afterUnblock = await signedCall(app, player, calls.memberDetail);
    expect(afterUnblock.body).toMatchObject({ status: false, data: TOKEN_ERROR_DATA });
    clock.advance(31_000); // a phone gets a new code every 30 s
    const again = await signIn(app, { phone: player.phone });
    expect((await detail(again)).status).toBe('rejected');
  });

  it('freezes an account past 72 hours without approved KYC, on access and by the job', async () => {
    const late = await signIn(app);
    const reviewed = await signIn(app);
    await signedCall(app, reviewed, calls.kycInsert, await form(reviewed));
    clock.advance(72 * HOUR + 1000);
    // On access: the detail call itself sees the deadline.
    expect((await detail(late)).status).toBe('frozen');
    // Submitted before the deadline: waits for the review, not frozen.
    expect((await detail(reviewed)).status).toBe('under_review');
    // Frozen players may update their profile and submit KYC again (spec 4.3).
    await expect(
      servicesOf(app).playerGate((await detail(late)).uid, 'updateProfile'),
    ).resolves.toBeUndefined();
    clock.advance(-(72 * HOUR + 1000));
  });

  it.each(KYC_STATUSES.filter((s) => s !== 'block' && s !== 'frozen'))(
    'holds the 4.3 table on the server for %s',
    async (status: KycStatus) => {
      const player = await signIn(app, { kycStatus: status });
      const uid = (await detail(player)).uid;
      const actions = Object.keys(KYC_ALLOWED_STATUSES) as KycAction[];
      for (const action of actions) {
        const allowed = KYC_ALLOWED_STATUSES[action].includes(status);
        const outcome = await servicesOf(app)
          .playerGate(uid, action)
          .then(
            () => 'allowed',
            (error: Error) => error.message,
          );
        if (allowed) expect(outcome, action).toBe('allowed');
        else expect(outcome, action).not.toBe('allowed');
      }
      const update = await signedCall(app, player, calls.detailUpdate, {
        nick_name: `nick_${uid}`,
      });
      expect(update.body.status).toBe(KYC_ALLOWED_STATUSES.updateProfile.includes(status));
    },
  );
});
