import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CBOR_CONTENT_TYPE,
  INT_MAX,
  buildPath,
  calls,
  encodeCbor,
  OPERATOR_ROLES,
  operatorCalls,
  rolesForCall,
} from '@pisoplay/contract';
import type { OperatorRole, Session } from '@pisoplay/contract';
import { signInOperator, testDatabase } from '../../test/harness.ts';
import { saveOperator } from '../../modules/operators/index.ts';
import type { CallDef } from '@pisoplay/contract';
import type { z } from 'zod';
import { decodeReply, signHeaders, signIn, testApp } from '../../test/harness.ts';
import type { TestPlayer } from '../../test/harness.ts';

/**
 * Every call of the contract, every field of its payload, each hostile value: the answer is a
 * 4xx error envelope, never a 5xx (issue: a NUL or an integer past 2^31 reached the database).
 * Each field is mutated on top of a valid payload, so the hostile value is the only fault.
 */
type AnyCall = CallDef<z.ZodType, unknown>;

const PHOTO = `${'0'.repeat(32)}.jpg`;
const KYC_FORM = {
  id_type: 'Passport',
  id_photo: PHOTO,
  selfie_with_id_photo: PHOTO,
  first_name: 'Juan',
  last_name: 'Cruz',
  birthday: '1990-01-01',
  gender: 'male',
  nationality: 'Philippines',
  place_of_birth: 'Pasay',
  current_address: 'Pasay',
  permanent_address: 'Pasay',
  nearest_branch: '1001',
  occupation: 'Employed',
  source_of_income: 'Salary/Employment',
};

const VALID: Record<string, Record<string, unknown>> = {
  memberIndex: {},
  memberIndexTag: {},
  platformList: { game_type: '3' },
  gameList: { game_type: '3', page: '1', w: 'fortune', venue_id: '1' },
  privacy: { brand: 'h5' },
  terms: { brand: 'h5' },
  faq: { brand: 'h5' },
  sendSms: { phone: '9171234567', country_code: '63', purpose: 'login' },
  otpLogin: { otp_id: 'abcdefgh', code: '123456', ref: 'ABCD2345', device_no: 'abcdefgh' },
  passwordLogin: { country_code: '63', phone: '9171234567', password: 'abcd1234' },
  withdrawOnlyLogin: { ticket: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' },
  retrievePassword: { otp_id: 'abcdefgh', code: '123456', new_password: 'abcd1234' },
  checkResetCode: { otp_id: 'abcdefgh', code: '123456' },
  sendResetEmail: { email: 'ana@example.ph' },
  logout: {},
  refreshToken: {},
  authPassword: { password: 'abcd1234' },
  authSms: { code: '123456', phone: '9171234567', country_code: '63', otp_id: 'abcdefgh' },
  passwordUpdate: { password: 'abcd1234', new_password: 'abcd12345' },
  sendEmailCode: { email: 'ana@example.ph' },
  detailUpdate: { username: 'someone_new' },
  memberDetail: {},
  kycDetail: {},
  kycInsert: KYC_FORM,
  kycUpdate: KYC_FORM,
  kycBase: {
    first_name: 'Juan',
    last_name: 'Cruz',
    birthday: '1990-01-01',
    gender: 'male',
    id_photo: PHOTO,
    id_photo_back: PHOTO,
    selfie_with_id_photo: PHOTO,
  },
  kycShops: {},
  ocrSetup: {
    is_frame: false,
    biz_id: 'kyc',
    id_type: 'Passport',
    complete_callback_url: 'http://localhost/s-kyc',
    interrupt_callback_url: 'http://localhost/s-kyc',
  },
  ocrCheckResult: { transaction_id: 'abc', biz_id: 'kyc', id_type: 'Passport' },
  adminLogin: { username: 'hostile', password: 'hostile-password' },
  adminLoginTotp: { ticket: 'abcdefgh', code: '123456' },
  adminMe: {},
  adminLogout: { everywhere: false },
  adminTotpEnrol: {},
  adminTotpConfirm: { code: '123456' },
  adminOperatorList: {},
  adminOperatorSave: { username: 'qa-operator', role: 'support', reason: 'QA' },
  adminApprovalList: { state: 'pending', page: '1', page_size: '20' },
  adminApprovalDecide: { id: 1, decision: 'reject', reason: 'QA' },
  adminKycList: { status: 'under_review', page: '1', page_size: '20' },
  adminKycDetail: { uid: '10000001' },
  adminKycReview: { uid: 10000001, decision: 'approve', reason: 'QA' },
  adminMemberStatus: { uid: 10000001, kyc_status: 'test_account', reason: 'QA' },
  adminAuditList: { page: '1', page_size: '20' },
  adminAuditVerify: {},
  adminMemberFind: { country_code: '63', phone: '9171234567' },
  adminMemberSearch: { q: '09171234567' },
  adminMemberDetail: { uid: '10000001' },
  adminMemberLedger: { uid: '10000001', page: '1', page_size: '20' },
  adminMemberSessionsRevoke: { uid: 10000001, session_id: 'abcdefgh', reason: 'QA' },
  adminMemberNote: { uid: 10000001, text: 'QA note' },
  adminChannelList: {},
  wallet: {},
  channelList: { mode: '1' },
  deposit: { amount: '500', pid: '101', device: 'web', idempotency_key: 'abcdefgh' },
  voucherExchange: { exchangeCode: 'ABCDE12345', device: 'web' },
  memberIndexPartnerWallet: {},
  memberIndexMiniApp: {},
  shopProducts: {},
  miniAppLogin: { authCode: 'abcdefgh' },
  partnerLogin: { token: 'abcdefghijklmnopqrstuvwxyz' },
  accountList: {},
  accountInsert: {
    account: '09171234567',
    channel_name: 'GCash',
    first_name: 'Juan',
    middle_name: '',
    last_name: 'Cruz',
  },
  accountDelete: { id: '1' },
  withdraw: { account_id: '1', amount: '500', idempotency_key: 'abcdefgh' },
  transactionTypes: {},
  transactionList: { page: '1', page_size: '10', time_flag: '7', type: '1001' },
  depositList: { page: '1', status: 'completed', time_flag: '0' },
  depositDetail: { id: '1' },
  withdrawList: { page: '1', status: 'paying' },
  withdrawDetail: { id: '1' },
  bonusTransactions: { page: '1', type: '4001' },
  adminWithdrawList: { status: 'under_review', page: '1', page_size: '20' },
  adminWithdrawReview: { id: 1, decision: 'reject', reason: 'QA' },
  adminChannelUpdate: { id: 101, enabled: true, min_amount: 100, max_amount: 50000, reason: 'QA' },
  adminVoucherCreate: { amount: 100, count: 1, reason: 'QA' },
  adminLedgerAdjust: {
    uid: 10000001,
    amount: '-1.50',
    reason: 'QA',
    idempotency_key: 'qa-key-0001',
  },
  adminWithdrawSettle: { id: 1, outcome: 'not_paid', evidence: 'QA statement' },
  adminDepositList: { status: 'under_review', page: '1', page_size: '20' },
  adminDepositSettle: { id: 1, outcome: 'refunded', evidence: 'QA statement' },
  adminLedgerCheck: {},
  adminBonusGrant: {
    uid: 10000001,
    idempotency_key: 'bonus-key-1',
    amount: '150',
    reason: 'QA',
    terms: { max_bet: '20', cash_cap: '100' },
  },
  adminBonusForfeit: { id: 1, reason: 'QA' },
  adminBonusList: { uid: 10000001 },
  bonusGrants: {},
  blindboxDetail: { pid: '1', ym: '2026-11' },
  blindboxClaim: { box_id: 1, pid: '1' },
  blindboxBonus: { page: 1 },
  blindboxOdds: {},
  promoList: {},
  checkin: {},
  checkinClaim: {},
  invite: {},
  adminBoxIssue: { uid: 10000001, count: 1, reason: 'QA' },
  adminBoxRules: {},
  adminBoxRuleSave: {
    id: 'wagered',
    enabled: true,
    threshold: '1000',
    max_per_day: 3,
    reason: 'QA',
  },
  adminBoxOddsSave: { odds: [{ prize: '5', weight: 1 }], reason: 'QA' },
  adminPromoList: {},
  // No such promotion: a payload the schema lets through changes nothing.
  adminPromoSave: {
    id: 999999,
    title: 'Mystery Box',
    back_color: '#4b1fa8',
    sorting: 40,
    starts_on: '2026-01-01',
    ends_on: '',
    reason: 'QA',
  },
  adminPromoTranslationSave: { id: 999999, language: 'fil_PH', title: 'Mystery Box', reason: 'QA' },
  adminLoyaltyRules: {},
  adminCheckinRewardsSave: { rewards: ['5', '5', '10', '10', '15', '20', '50'], reason: 'QA' },
  adminInviteRulesSave: { reward: '100', min_first_deposit: '200', daily_limit: 10, reason: 'QA' },
  adminPointsRatesSave: { rates: [{ game_type: 3, points_per_100: 10 }], reason: 'QA' },
  adminShopItemSave: { kind: 'bonus', pesos: 10, points: 500, enabled: true, reason: 'QA' },
  rankToday: {},
  rankHistory: { date: '2026-11-24' },
  points: { page: 1, page_size: 10 },
  pointsShop: {},
  pointsExchange: { item_id: 'bonus-10', idempotency_key: 'qa-key-1' },
  adminContestDay: { date: '2026-11-24' },
  vip: {},
  vipRule: {},
  adminVipLevels: {},
  // Valid in shape, refused by the rules (level 1 must be at 0 XP): the table stays as seeded.
  adminVipLevelsSave: {
    levels: [{ level: 1, ty: 1, xp: 5, upgrade: '0', birthday: '0', multiple: 1 }],
    reason: 'QA',
  },
  rg: {},
  rgLimit: { limit: 'deposit_day', value: '500', confirm: false },
  rgRealityCheck: { minutes: 30 },
  rgCoolOff: { period: '24h' },
  rgExclude: { period: '6m' },
  rgExclusion: {},
  rgExclusionEnd: { confirm: false, cancel: false },
  adminMemberRg: { uid: 10000001 },
  adminMemberRgSave: { uid: 10000001, reason: 'QA', limit: 'loss_day', value: '100' },
  adminRestrictedPersonsImport: {
    persons: [
      { country_code: '63', phone: '9000000001', name: 'Hostile Test', birthday: '1980-01-01' },
    ],
    reason: 'QA',
  },
  gameDetail: { code: 'fortune-gems' },
  gameLaunch: { code: 'fortune-gems' },
  gameLaunchV2: { code: 'fortune-gems' },
  gameHistory: { page: '1', page_size: '12' },
  favInsert: { id: '1' },
  favDelete: { id: '1' },
  favList: { page: '1', page_size: '1000' },
  betList: { page: '1', page_size: '10', time_flag: '7', game_type: '3' },
  betDetail: { id: '1' },
  adminGameUpdate: { id: 999999, maintained: 0, sorting: 10, reason: 'QA' },
  adminGameList: { game_type: '3', q: 'slot', page: '1', page_size: '20' },
  adminBets: { uid: '10000001', page: '1', page_size: '20' },
  helpList: { language: 'en_US' },
  newsList: { page: '1', page_size: '10' },
  feedbackSubmit: { content: 'Nice app' },
  adminFeedbackList: { page: '1', page_size: '20' },
  chatOpen: { visitor: 'v'.repeat(40), name: 'Ana', email: 'ana@example.com' },
  chatSend: { visitor: 'v'.repeat(40), text: 'Hello' },
  chatMessages: { visitor: 'v'.repeat(40), after: 0 },
  chatRead: { visitor: 'v'.repeat(40), up_to: 1 },
  adminChatList: { state: 'open', page: '1', page_size: '20' },
  adminChatMessages: { id: '1', after: '0' },
  adminChatSend: { id: 1, text: 'Hello' },
  adminChatRead: { id: 1, up_to: 1 },
  adminChatClose: { id: 1 },
  adminChatTicket: {},
  liveTicket: {},
  // Ids no row has: a payload that got through would change nothing (404).
  adminNewsList: { page: '1', page_size: '20' },
  adminNewsSave: {
    id: 999999,
    title: 'QA news',
    summary: 'QA summary',
    content: '<p>QA</p>',
    image: 'news/qa.png',
    published_at: '2026-11-01T09:00:00Z',
    reason: 'QA',
  },
  adminNewsDelete: { id: 999999, reason: 'QA' },
  adminNewsTranslationSave: {
    news_id: 999999,
    language: 'fil_PH',
    title: 'QA balita',
    summary: 'QA buod',
    content: '<p>QA</p>',
    reason: 'QA',
  },
  adminHelpList: {},
  adminHelpSave: {
    id: 999999,
    help_type_id: 1,
    language: 'en_US',
    title: 'QA article',
    sort: 1,
    status: 0,
    content: '<p>QA</p>',
    reason: 'QA',
  },
  adminHelpTypeNameSave: {
    help_type_id: 999999,
    language: 'fil_PH',
    type_name: 'QA',
    reason: 'QA',
  },
  adminBannerList: { brand: 'h5' },
  adminBannerSave: {
    id: 999999,
    brand: 'h5',
    type: 1,
    link: '/s-vip',
    back_color: '#1a2b3c',
    headline: 'QA banner',
    subline: 'QA',
    sorting: 1,
    state: 0,
    reason: 'QA',
  },
  adminBannerDelete: { id: 999999, reason: 'QA' },
};
/** Multipart calls are covered by the upload tests (content, size, pixels). */
const NOT_A_PAYLOAD_CALL = new Set(['ossUpload']);

const NUL = 'a\u0000b';
const SECRET = 'hostile-test-secret-0123456789abcdef';
const OVERLONG = 'x'.repeat(5000);

/** The base type of a field: unwraps optional, default, pipe and the like. */
function baseType(schema: z.ZodType): string {
  const def = (schema as unknown as { def: Record<string, unknown> }).def;
  // A preprocessed field (wholeNumber) is a pipe from a transform to the schema that checks it.
  const piped = def.type === 'pipe' && baseType(def.in as z.ZodType) === 'transform';
  const inner = (piped ? def.out : (def.innerType ?? def.in ?? def.schema)) as
    z.ZodType | undefined;
  if (
    inner &&
    ['optional', 'default', 'pipe', 'nullable', 'prefault', 'readonly'].includes(String(def.type))
  )
    return baseType(inner);
  return String(def.type);
}

function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  return shape ?? {};
}

/** Hostile values for one field, as sent in a query (text) or a CBOR body (typed). */
function hostileValues(field: z.ZodType, encoding: string): { name: string; value: unknown }[] {
  const numeric = baseType(field) === 'number';
  if (encoding === 'query') {
    return [
      { name: 'NUL', value: NUL },
      { name: 'overlong', value: OVERLONG },
      { name: 'repeated', value: ['1', '2'] },
      ...(numeric
        ? [
            { name: 'past 2^31', value: String(INT_MAX + 1) },
            { name: 'negative', value: '-1' },
            { name: 'huge', value: '1e400' },
            // Read as 0 and 1 by a coercing schema.
            { name: 'empty', value: '' },
            { name: 'spaced', value: ' 1' },
          ]
        : []),
    ];
  }
  return [
    { name: 'NUL', value: NUL },
    { name: 'overlong', value: OVERLONG.repeat(20) },
    { name: 'object', value: { $gt: '' } },
    { name: 'array', value: ['a'] },
    { name: 'null', value: null },
    { name: 'past 2^31', value: numeric ? INT_MAX + 1 : 2 ** 53 },
    ...(numeric ? [{ name: 'boolean', value: true }] : []),
  ];
}

describe('hostile input across the whole contract', () => {
  let app: FastifyInstance;
  let player: TestPlayer;
  /** An operator of each role: every /admin call is sent by one its role allows. */
  const operators = new Map<OperatorRole, Session>();
  beforeAll(async () => {
    app = await testApp({ AUTH_SECRET: SECRET });
    player = await signIn(app);
    const db = await testDatabase();
    await saveOperator(
      { db, clock: { now: () => Date.now() } },
      { username: 'hostile', password: 'hostile-password', role: 'admin' },
    );
    for (const role of OPERATOR_ROLES) {
      operators.set(role, await signInOperator(app, `hostile-${role}`, role));
    }
  });
  afterAll(() => app.close());

  async function send(call: AnyCall, payload: Record<string, unknown>, params = {}) {
    let url = buildPath(call.path, params);
    let body: Uint8Array | undefined;
    if (call.encoding === 'query') {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(payload)) {
        for (const one of Array.isArray(value) ? value : [value]) query.append(key, String(one));
      }
      if ([...query].length) url += `?${query}`;
    } else {
      body = encodeCbor(payload);
    }
    const headers: Record<string, string> = { d: '25', lang: 'en_US' };
    if (body) headers['content-type'] = CBOR_CONTENT_TYPE;
    if (call.auth) {
      const session = call.auth === 'operator' ? operators.get(rolesForCall(call)[0]!)! : player;
      Object.assign(
        headers,
        await signHeaders(app, session, { method: call.method, pathWithQuery: url, body }),
      );
    }
    return app.inject({
      method: call.method,
      url,
      headers,
      ...(body ? { payload: Buffer.from(body) } : {}),
    });
  }

  const entries = Object.entries({ ...calls, ...operatorCalls } as unknown as Record<
    string,
    AnyCall
  >).filter(([name, call]) => 'path' in call && 'method' in call && !NOT_A_PAYLOAD_CALL.has(name));

  it('has a valid payload for every call the server serves', () => {
    const served = entries
      .filter(([, call]) => app.hasRoute({ method: call.method, url: call.path }))
      .map(([name]) => name);
    expect(served.filter((name) => !(name in VALID))).toEqual([]);
  });

  it('refuses ids past the database integer in id lists', async () => {
    for (const venue_id of [String(INT_MAX + 1), `1,${INT_MAX + 1}`, '99999999999']) {
      const response = await send(calls.gameList, { venue_id });
      expect(response.statusCode).toBe(400);
    }
    expect((await send(calls.gameList, { venue_id: String(INT_MAX) })).statusCode).toBe(200);
  });

  it.each(entries)('%s answers every hostile field with a 4xx envelope', async (name, call) => {
    const valid = VALID[name] ?? {};
    const failures: string[] = [];
    const check = async (label: string, payload: Record<string, unknown>, params = {}) => {
      const response = await send(call, payload, params);
      const reply = decodeReply(response) as { status: boolean; code?: string; data: unknown };
      const ok =
        response.statusCode >= 400 &&
        response.statusCode < 500 &&
        reply.status === false &&
        typeof reply.code === 'string' &&
        typeof reply.data === 'string';
      if (!ok) failures.push(`${label}: HTTP ${response.statusCode} ${JSON.stringify(reply)}`);
    };
    for (const [field, schema] of Object.entries(fieldsOf(await call.payload.load()))) {
      for (const { name: kind, value } of hostileValues(schema, call.encoding)) {
        await check(`${field} ${kind}`, { ...valid, [field]: value });
      }
    }
    for (const param of call.path.match(/:(\w+)/g) ?? []) {
      for (const value of [NUL, OVERLONG, '../secret']) {
        await check(`${param} ${JSON.stringify(value.slice(0, 12))}`, valid, {
          [param.slice(1)]: value,
        });
      }
    }
    expect(failures).toEqual([]);
  });
});
