import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOCKED_ERROR_DATA,
  RG_MESSAGES,
  calls,
  kycStatusFromNumber,
  operatorCalls,
} from '@pisoplay/contract';
import type { KycOcr, PayloadOf, RestrictedPerson, Session } from '@pisoplay/contract';
import { hashPassword } from '../../../platform/passwords/password-hasher.ts';
import { manualClock } from '../../../providers/clock.ts';
import type { Row } from '../../../db/database.ts';
import type { IdOcrProvider } from '../../../providers/id-ocr/id-ocr.ts';
import {
  call,
  lastSmsCode,
  randomPhone,
  signIn,
  signInOperator,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import type { TestPlayer } from '../../../test/harness.ts';
import { completeKycForm } from '../../kyc/__tests__/kyc-form-fixtures.ts';
import { isListedName, restrictedName } from '../../members/index.ts';
import { passportOcrSetup } from '../../kyc/__tests__/ocr-fixtures.ts';

// Issue 25 (responsible gaming): the restricted-persons list, checked at sign-up (phone) and at
// KYC (name and birthday); an import blocks the accounts that already match. The worker's
// database is shared with other files, so every person listed here has a surname of its own.

/** A stand-in ID-verification service (an outside party): it reads off the card what the test says. */
function ocrStandIn() {
  let next: KycOcr | null = null;
  const read = new Map<string, KycOcr>();
  const provider: IdOcrProvider = {
    kind: 'didit',
    async start({ transactionId }) {
      if (next) read.set(transactionId, next);
      return { redirectUrl: 'https://ocr.example/verify', providerRef: transactionId };
    },
    async outcome({ transactionId }) {
      const document = read.get(transactionId);
      return document ? { status: 'success', document, idNumber: document.idNumber } : null;
    },
  };
  return { provider, willRead: (document: KycOcr) => (next = document) };
}

const clock = manualClock(Date.UTC(2035, 0, 10, 2));
const ocr = ocrStandIn();
let app: FastifyInstance;
let operator: Session;

beforeAll(async () => {
  app = await testApp({}, { clock, idOcr: ocr.provider });
  operator = await signInOperator(app, 'rg-list-keeper', 'compliance');
});
afterAll(() => app.close());

const BIRTHDAY = '1961-07-23';
const IMPORT = operatorCalls.adminRestrictedPersonsImport;
type ImportPayload = PayloadOf<typeof IMPORT>;

/** A surname (letters only, as KYC takes them) that no other test uses. */
const surname = () =>
  `Zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

const person = (overrides: Partial<RestrictedPerson> = {}): RestrictedPerson => ({
  country_code: '63',
  phone: randomPhone(),
  name: `Ligaya ${surname()}`,
  birthday: BIRTHDAY,
  ...overrides,
});

/** Imports people as the operator; answers what the import did. */
async function imported(persons: RestrictedPerson[], reason = `Regulator list ${randomUUID()}`) {
  const reply = await signedCall(app, operator, IMPORT, { persons, reason });
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data;
}

async function query<T extends Row>(sql: string, params: unknown[]): Promise<T[]> {
  return (await testDatabase()).query<T>(sql, params);
}

const uidOf = async (phone: string) =>
  (await query<{ uid: number }>('SELECT uid FROM members WHERE phone = $1', [phone]))[0]?.uid;

const statusOf = async (uid: number) =>
  kycStatusFromNumber(
    (await query<{ kyc_status: number }>('SELECT kyc_status FROM members WHERE uid = $1', [uid]))[0]
      ?.kyc_status,
  );

const listedRows = (phone: string) =>
  query<{ name: string; birthday: string; added_by: number }>(
    'SELECT name, birthday::text AS birthday, added_by FROM restricted_persons WHERE phone = $1',
    [phone],
  );

const lastHistoryOf = async (uid: number) =>
  (
    await query<{ to_status: number; actor: string; reason: string }>(
      'SELECT to_status, actor, reason FROM kyc_status_history WHERE uid = $1 ORDER BY id DESC LIMIT 1',
      [uid],
    )
  )[0];

/** KYC names of a player born on BIRTHDAY, as the record keeps them (set-up for an import). */
const giveKycRecord = async (
  uid: number,
  names: { first_name: string; middle_name?: string; last_name: string },
) =>
  query(
    `INSERT INTO kyc_records (uid, created_at, updated_at, first_name, middle_name, last_name, birthday)
     VALUES ($1, now(), now(), $2, $3, $4, $5)`,
    [uid, names.first_name, names.middle_name ?? '', names.last_name, BIRTHDAY],
  );

/** Whether the player's session still works (a blocked player's answers 401 'blocked'). */
async function sessionAnswer(player: TestPlayer) {
  const reply = await signedCall(app, player, calls.memberDetail);
  return { statusCode: reply.statusCode, data: reply.body.status ? 'ok' : reply.body.data };
}

/** A sign-in by code, as the app does it; a phone gets a new code only every 30 s. */
async function signInByCode(phone: string) {
  clock.advance(31_000);
  const sent = await call(app, calls.sendSms, { phone, country_code: '63' });
  if (!sent.body.status) throw new Error(String(sent.body.data));
  return call(app, calls.otpLogin, { otp_id: sent.body.data.id, code: lastSmsCode(app, phone) });
}

const refusedAsRestricted = {
  statusCode: 409,
  body: { status: false, code: 'ERR_BUSINESS', data: RG_MESSAGES.restrictedPerson },
};

describe('comparing names', () => {
  it('normalises a name as an ID prints it: given names first, no accents, punctuation or suffix', () => {
    expect(restrictedName('DELA CRUZ, Juan S. Jr.')).toBe('juan s dela cruz');
    expect(restrictedName("  María  Peña-O'Brien ")).toBe('maria pena obrien');
  });

  it.each([
    ['Juan Santos Dela Cruz', ['Juan', 'Santos', 'Dela Cruz'], true],
    ['DELA CRUZ, Juan S.', ['Juan', 'Santos', 'DelaCruz'], true],
    ['Juan Dela Cruz', ['Juan', 'Santos', 'Dela Cruz'], true],
    ['Juan Santos Dela Cruz', ['Juan', '', 'Dela Cruz'], true],
    ['Juan Santos Dela Cruz', ['Juan', 'S', 'Dela Cruz'], true],
    ['Peña, José Miguel', ['Jose Miguel', '', 'Pena'], true],
    ['Juana Dela Cruz', ['Juan', '', 'Dela Cruz'], false],
    ['Juan Reyes Dela Cruz', ['Juan', 'Santos', 'Dela Cruz'], false],
    ['Pedro Santos Dela Cruz', ['Juan', 'Santos', 'Dela Cruz'], false],
    ['Juan Santos', ['Juan', 'Santos', 'Dela Cruz'], false],
  ] as const)('%s is %j: %s', (listed, [first_name, middle_name, last_name], expected) => {
    expect(isListedName(listed, { first_name, middle_name, last_name })).toBe(expected);
  });
});

describe('the import', () => {
  it('is for operators only: refused with a 401 otherwise, and nothing is stored', async () => {
    const someone = person();
    const payload = { persons: [someone], reason: 'Not an operator' };
    expect(await call(app, IMPORT, payload)).toMatchObject({
      statusCode: 401,
      body: { status: false, code: 'ERR_AUTH' },
    });
    const player = await signIn(app);
    expect(await signedCall(app, player, IMPORT, payload)).toMatchObject({
      statusCode: 401,
      body: { status: false, code: 'ERR_AUTH' },
    });
    expect(await listedRows(someone.phone)).toEqual([]);
  });

  it('refuses a bad payload with a 400 naming the fault, and stores nothing of it', async () => {
    const good = person();
    const bad: [string, unknown, RegExp][] = [
      ['no persons', { persons: [], reason: 'QA' }, /./],
      ['no reason', { persons: [good], reason: '' }, /reason is required/],
      ['a landline', { persons: [{ ...good, phone: '28123456' }], reason: 'QA' }, /./],
      ['a date as typed', { persons: [{ ...good, birthday: '23/07/1961' }], reason: 'QA' }, /YYYY/],
      [
        'a day that does not exist, after a good person',
        { persons: [good, person({ birthday: '1961-02-30' })], reason: 'QA' },
        /Person 2: 1961-02-30 is not a possible birthday/,
      ],
      [
        'a birthday still to come',
        { persons: [{ ...good, birthday: '2036-01-01' }], reason: 'QA' },
        /not a possible birthday/,
      ],
      ['a name of dots', { persons: [{ ...good, name: '...' }], reason: 'QA' }, /no letters/],
      ['a field too many', { persons: [{ ...good, email: 'a@b.ph' }], reason: 'QA' }, /./],
    ];
    for (const [, payload, message] of bad) {
      const reply = await signedCall(app, operator, IMPORT, payload as ImportPayload);
      expect(reply).toMatchObject({
        statusCode: 400,
        body: { status: false, code: 'ERR_VALIDATION' },
      });
      expect(reply.body.data).toMatch(message);
    }
    expect(await listedRows(good.phone)).toEqual([]);
  });

  it('blocks an account whose phone is listed: its session ends, and the import is audited', async () => {
    const player = await signIn(app);
    const uid = (await uidOf(player.phone))!;
    expect(await sessionAnswer(player)).toEqual({ statusCode: 200, data: 'ok' });
    const listed = person({ phone: player.phone, name: 'Santos, María Clara' });
    const reason = `Court order ${randomUUID()}`;

    expect(await imported([listed], reason)).toEqual({ imported: 1, blocked_uids: [uid] });
    expect(await listedRows(player.phone)).toEqual([
      { name: 'maria clara santos', birthday: BIRTHDAY, added_by: expect.any(Number) },
    ]);
    expect(await statusOf(uid)).toBe('block');
    expect(await sessionAnswer(player)).toEqual({ statusCode: 401, data: BLOCKED_ERROR_DATA });
    expect(await lastHistoryOf(uid)).toEqual({
      to_status: 7,
      actor: 'operator:rg-list-keeper',
      reason: `Restricted persons list: ${reason}`,
    });
    const audit = await query<{ operator_username: string; detail: Record<string, unknown> }>(
      `SELECT operator_username, detail FROM audit_log
       WHERE action = 'rg.restricted_persons.import' AND detail->>'reason' = $1`,
      [reason],
    );
    expect(audit).toEqual([
      {
        operator_username: 'rg-list-keeper',
        detail: { reason, persons: 1, imported: 1, blocked_uids: [uid] },
      },
    ]);
  });

  it('blocks an account whose KYC name and birthday are listed, whatever the phone', async () => {
    const last = surname();
    const player = await signIn(app);
    const uid = (await uidOf(player.phone))!;
    await giveKycRecord(uid, { first_name: 'Jose', middle_name: 'Rizal', last_name: last });

    const listed = person({ name: `${last.toUpperCase()}, José R.` });
    expect(await imported([listed])).toEqual({ imported: 1, blocked_uids: [uid] });
    expect(await statusOf(uid)).toBe('block');
    expect(await sessionAnswer(player)).toMatchObject({ statusCode: 401 });
  });

  it('is idempotent: the same people again add nothing and block nobody', async () => {
    const player = await signIn(app);
    const uid = (await uidOf(player.phone))!;
    const listed = [person({ phone: player.phone }), person()];
    expect(await imported(listed)).toEqual({ imported: 2, blocked_uids: [uid] });

    const again = listed.map((p) => ({ ...p, name: `  ${p.name.toUpperCase()}.` }));
    expect(await imported(again)).toEqual({ imported: 0, blocked_uids: [] });
    expect(await imported([...listed, ...listed])).toEqual({ imported: 0, blocked_uids: [] });
    for (const p of listed) expect(await listedRows(p.phone)).toHaveLength(1);
    expect(await statusOf(uid)).toBe('block');
  });

  it('leaves alone the people who do not match: another phone, name or birthday', async () => {
    const last = surname();
    const player = await signIn(app);
    const uid = (await uidOf(player.phone))!;
    await giveKycRecord(uid, { first_name: 'Juan', last_name: last });

    const others = [
      person({ name: `Juana ${last}` }),
      person({ name: `Juan ${last}`, birthday: '1961-07-24' }),
      person({ name: `Pedro ${last}` }),
    ];
    expect(await imported(others)).toEqual({ imported: 3, blocked_uids: [] });
    expect(await statusOf(uid)).toBe('unset');
    expect(await sessionAnswer(player)).toEqual({ statusCode: 200, data: 'ok' });
    expect((await signInByCode(player.phone)).body.status).toBe(true);
  });
});

describe('sign-up and sign-in', () => {
  it('gives a listed phone no account, with the message', async () => {
    const listed = person();
    await imported([listed]);
    expect(await signInByCode(listed.phone)).toMatchObject(refusedAsRestricted);
    expect(await uidOf(listed.phone)).toBeUndefined();
  });

  it('refuses the account of a listed phone, by code and by password', async () => {
    const player = await signIn(app);
    const uid = (await uidOf(player.phone))!;
    const password = 'listed-pass-1';
    await query('UPDATE members SET password_hash = $2 WHERE uid = $1', [
      uid,
      await hashPassword(password),
    ]);
    await imported([person({ phone: player.phone })]);

    expect(await signInByCode(player.phone)).toMatchObject(refusedAsRestricted);
    const byPassword = await call(app, calls.passwordLogin, {
      country_code: '63',
      phone: player.phone,
      password,
    });
    expect(byPassword).toMatchObject(refusedAsRestricted);
    // A wrong password learns nothing about the list.
    const wrong = await call(app, calls.passwordLogin, {
      country_code: '63',
      phone: player.phone,
      password: 'not-the-password-1',
    });
    expect(wrong.body).toMatchObject({ status: false, data: 'Invalid phone number or password' });
  });

  it('refuses a listed phone as the new number of an account, and keeps the old one', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const listed = person();
    await imported([listed]);
    const verifyCode = async (phone: string) => {
      clock.advance(31_000);
      const sent = await call(app, calls.sendSms, { phone, country_code: '63', purpose: 'verify' });
      if (!sent.body.status) throw new Error(String(sent.body.data));
      return { otp_id: sent.body.data.id, code: lastSmsCode(app, phone) };
    };
    const own = await verifyCode(player.phone);
    await signedCall(app, player, calls.authSms, {
      ...own,
      phone: player.phone,
      country_code: '63',
    });
    const moved = await signedCall(app, player, calls.detailUpdate, {
      phone: listed.phone,
      country_code: '63',
      ...(await verifyCode(listed.phone)),
    });
    expect(moved).toMatchObject(refusedAsRestricted);
    expect(await uidOf(player.phone)).toBeDefined();
    expect(await uidOf(listed.phone)).toBeUndefined();
  });
});

describe('KYC', () => {
  /** The complete KYC form (spec 5.5) of a player born on BIRTHDAY, with no middle name. */
  const kycForm = async (
    player: TestPlayer,
    first_name: string,
    last_name: string,
  ): Promise<PayloadOf<typeof calls.kycInsert>> => {
    const { middle_name: _none, ...form } = await completeKycForm(app, player, {
      first_name,
      last_name,
      birthday: BIRTHDAY,
      gender: 'female',
    });
    return form;
  };

  /** Expects the player blocked by the list at KYC: status, history, session. */
  async function expectBlockedAtKyc(player: TestPlayer) {
    const uid = (await uidOf(player.phone))!;
    expect(await statusOf(uid)).toBe('block');
    expect(await lastHistoryOf(uid)).toEqual({
      to_status: 7,
      actor: 'system',
      reason: 'Name and birthday on the restricted persons list',
    });
    expect(await sessionAnswer(player)).toEqual({ statusCode: 401, data: BLOCKED_ERROR_DATA });
    return uid;
  }

  it('refuses a submission whose name and birthday are listed, and blocks the account', async () => {
    const last = surname();
    await imported([person({ name: `${last}, María Clara` })]);
    const player = await signIn(app);
    const form = await kycForm(player, 'Maria', last);

    expect(await signedCall(app, player, calls.kycInsert, form)).toMatchObject(refusedAsRestricted);
    const uid = await expectBlockedAtKyc(player);
    // What was submitted stays as the evidence of the match.
    const [record] = await query<{ first_name: string; last_name: string; birthday: string }>(
      'SELECT first_name, last_name, birthday FROM kyc_records WHERE uid = $1',
      [uid],
    );
    expect(record).toEqual({ first_name: 'Maria', last_name: last, birthday: BIRTHDAY });
  });

  it('blocks on the basic information too', async () => {
    const last = surname();
    await imported([person({ name: `Andres ${last}` })]);
    const player = await signIn(app);
    const form = await kycForm(player, 'Andres', last);
    const base = {
      first_name: form.first_name,
      last_name: form.last_name,
      birthday: form.birthday,
      gender: form.gender,
      id_photo: form.id_photo,
      id_photo_back: form.id_photo,
      selfie_with_id_photo: form.selfie_with_id_photo,
    };
    expect(await signedCall(app, player, calls.kycBase, base)).toMatchObject(refusedAsRestricted);
    await expectBlockedAtKyc(player);
  });

  it('blocks when the ID read by OCR has a listed name and birthday', async () => {
    const last = surname();
    await imported([person({ name: `Gabriela S. ${last}` })]);
    const player = await signIn(app);
    ocr.willRead({
      realName: { first: 'Gabriela', middle: 'Silang', last },
      birthday: BIRTHDAY,
      idType: 'Passport',
      idNumber: `P${randomInt(1e8, 1e9)}`,
      gender: 'female',
      attachments: { face: '', idPhoto: '' },
      extraDetails: {
        confidence_score: 99,
        nationality: 'Philippines',
        address: '',
        verified: true,
      },
    });
    const setup = await signedCall(app, player, calls.ocrSetup, passportOcrSetup());
    if (!setup.body.status) throw new Error(String(setup.body.data));
    const check = await signedCall(app, player, calls.ocrCheckResult, {
      transaction_id: setup.body.data.transaction_id,
      biz_id: 'kyc',
      id_type: 'Passport',
    });
    expect(check).toMatchObject(refusedAsRestricted);
    await expectBlockedAtKyc(player);
  });

  it('lets a submission through when nobody listed has that name and birthday', async () => {
    const last = surname();
    await imported([person({ name: `Maria ${last}` })]);
    const player = await signIn(app);
    const form = await kycForm(player, 'Marian', last);
    expect((await signedCall(app, player, calls.kycInsert, form)).body).toEqual({
      status: true,
      data: true,
    });
    expect(await statusOf((await uidOf(player.phone))!)).toBe('under_review');
  });
});
