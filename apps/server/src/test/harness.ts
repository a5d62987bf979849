import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  CASH_TYPES,
  CBOR_CONTENT_TYPE,
  HEADER_TOKEN,
  buildPath,
  calls,
  decodeCbor,
  encodeCbor,
  encodeMultipart,
  isHeld,
  kycStatusNumber,
  monotonicTimestamps,
  operatorCalls,
  securityHeaders,
} from '@pisoplay/contract';
import type {
  ApiReply,
  CallDef,
  KycStatus,
  OperatorApproval,
  OperatorRole,
  PayloadOf,
  ReplyOf,
  Session,
  SignedRequest,
} from '@pisoplay/contract';
import { inject } from 'vitest';
import type { z } from 'zod';
import { buildApp, servicesOf } from '../app.ts';
export { servicesOf } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Config, ConfigInput } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createProviders } from '../providers/index.ts';
import type { Providers } from '../providers/index.ts';
import { isEmailSimulator } from '../providers/email/index.ts';
import { isSmsSimulator } from '../providers/sms/index.ts';
import { seedCatalogue } from '../modules/catalogue/seed/seed.ts';
import { saveOperator } from '../modules/operators/index.ts';
import { readTemplate } from './pglite-template.ts';
import { tempDir } from './temp-dirs.ts';

let shared: Promise<Database> | undefined;

/**
 * The test worker's database: embedded in memory, or the real PostgreSQL of TEST_DATABASE_URL.
 * The embedded one starts from the template the global setup made (no initdb per worker).
 * Migrated once; tests isolate themselves by the data they create.
 */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    const template = url ? undefined : readTemplate(inject('pgliteTemplate'));
    const db = await openDatabase({ url, dataDir: null, template });
    await migrate(db);
    await seedCatalogue(db);
    return db;
  })();
  return shared;
}

/** A bare player row, for tests that need a uid rather than a session (ledger, finance). */
export async function insertMember(db: Database, phone = randomPhone()): Promise<number> {
  const [row] = await db.query<{ uid: number }>(
    `INSERT INTO members (username, country_code, phone, referral_code, created_at, updated_at)
     VALUES ($1, '63', $1, $1, now(), now()) RETURNING uid`,
    [phone],
  );
  return row!.uid;
}

export function testConfig(overrides: Partial<ConfigInput> = {}): Config {
  const dataDir = tempDir();
  // Tests stand behind a trusted proxy, so X-Forwarded-For gives each simulated client its address.
  const base = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    PAYMENT_JOBS: 'off',
    GAME_JOBS: 'off',
    BONUS_JOBS: 'off',
  } as const;
  return loadConfig({}, { ...base, ...overrides });
}

/** What each test app was built with. */
const builtWith = new WeakMap<FastifyInstance, { config: Config; providers: Providers }>();

function builtOf(app: FastifyInstance) {
  const built = builtWith.get(app);
  if (!built) throw new Error('Not an app built by testApp()');
  return built;
}

/**
 * A ready app on the worker's database. Providers (clock, SMS, storage) default to the ones the
 * configuration picks (SMS simulator, local disk in a temp folder); pass some to replace them.
 */
export async function testApp(
  overrides: Partial<ConfigInput> = {},
  providers: Partial<Providers> = {},
): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const db = await testDatabase();
  const chosen = createProviders(config, db, providers);
  const app = await buildApp({ config, db, ...chosen });
  builtWith.set(app, { config, providers: chosen });
  await app.ready();
  return app;
}

let deposits = 0;

/**
 * Test set-up: a gateway deposit of `centavos` credited to `uid` through the app's ledger, as the
 * gateway's callback would (a unique key each time; `reference` for the records).
 */
export function creditTestDeposit(
  app: FastifyInstance,
  uid: number,
  centavos: number,
  details: { reference?: string; remark?: string } = {},
) {
  return servicesOf(app).ledger.creditDeposit({
    key: `test-deposit:${process.pid}:${Date.now()}:${(deposits += 1)}`,
    uid,
    source: 'gateway',
    amount: centavos,
    reason: 'deposit',
    cashType: CASH_TYPES.deposit,
    ...details,
  });
}

/** The providers a test app was built with (its clock, its SMS and email outboxes, its storage). */
export function appProviders(app: FastifyInstance): Providers {
  return builtOf(app).providers;
}

/**
 * An operator of `role` made for the test (password `<username>-password-1`), signed in through
 * POST /admin/login as the back office is (tests run without the second factor: OPERATOR_TOTP).
 */
export async function signInOperator(
  app: FastifyInstance,
  username: string,
  role: OperatorRole,
): Promise<Session> {
  const password = `${username}-password-1`;
  const db = await testDatabase();
  await saveOperator({ db, clock: builtOf(app).providers.clock }, { username, password, role });
  const login = await okData(call(app, operatorCalls.adminLogin, { username, password }));
  if (login.step !== 'session') throw new Error(`adminLogin asked for a code (${login.step})`);
  return login.session;
}

/**
 * Approves a decision held for a second operator (four eyes) as another operator of `role`;
 * answers the approval as decided (its `result` is what the decision answered).
 */
export async function approveHeld(
  app: FastifyInstance,
  reply: unknown,
  role: OperatorRole,
): Promise<OperatorApproval> {
  if (!isHeld(reply)) throw new Error('The decision was not held for a second operator');
  const second = await signInOperator(app, `second-${role}`, role);
  return okData(
    signedCall(app, second, operatorCalls.adminApprovalDecide, {
      id: reply.approval.id,
      decision: 'approve',
      reason: 'Checked by a second operator',
    }),
  );
}

export type CallResult<T> = {
  statusCode: number;
  body: ApiReply<T>;
  response: LightMyRequestResponse;
};

/** Calls the app the way the web client does: CBOR body or query, headers d/lang/t. */
export async function call<C extends CallDef<z.ZodType, unknown>>(
  app: FastifyInstance,
  def: C,
  payload?: PayloadOf<C>,
  options: {
    params?: Record<string, string | number>;
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<CallResult<ReplyOf<C>>> {
  const url = buildPath(def.path, options.params);
  const headers: Record<string, string> = { d: '25', lang: 'en_US', ...options.headers };
  if (options.token) headers.t = options.token;
  const response =
    def.encoding === 'query'
      ? await app.inject({ method: def.method, url, query: stringify(payload ?? {}), headers })
      : await app.inject({
          method: def.method,
          url,
          headers: { ...headers, 'content-type': CBOR_CONTENT_TYPE },
          payload: Buffer.from(encodeCbor(payload ?? {})),
        });
  return { statusCode: response.statusCode, body: decodeReply(response), response };
}

export function decodeReply<T>(response: LightMyRequestResponse): ApiReply<T> {
  return decodeCbor<ApiReply<T>>(response.rawPayload);
}

function stringify(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
}

// ---- Signed-in players (docs/auth.md): sign in through the SMS simulator, then sign each call.

/** A signed-in test player: the session of /member/otp/login and the phone it belongs to. */
export type TestPlayer = Session & { phone: string; country_code: string };

/** A random Philippine mobile number (10 digits starting with 9), so tests never share one. */
export function randomPhone(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** The newest one-time code the SMS simulator holds for a phone. */
export function lastSmsCode(app: FastifyInstance, phone: string): string {
  const { sms } = appProviders(app);
  if (!isSmsSimulator(sms)) throw new Error('The app does not use the SMS simulator');
  const [latest] = sms.outbox({ to: phone, limit: 1 });
  if (!latest) throw new Error(`No SMS for ${phone}`);
  return latest.code;
}

/** The newest one-time code the email simulator holds for an address. */
export function lastEmailCode(app: FastifyInstance, email: string): string {
  const { email: sender } = appProviders(app);
  if (!isEmailSimulator(sender)) throw new Error('The app does not use the email simulator');
  const [latest] = sender.outbox({ to: email.toLowerCase(), limit: 1 });
  if (!latest) throw new Error(`No email for ${email}`);
  return latest.code;
}

/**
 * Signs in (creating the account on first sign-in) with a code read from the SMS outbox. A phone
 * gets a new code only every 30 s: sign in again with the same phone only after advancing a
 * `manualClock` passed to testApp.
 */
export async function signIn(
  app: FastifyInstance,
  options: { phone?: string; country_code?: string; kycStatus?: KycStatus } = {},
): Promise<TestPlayer> {
  const phone = options.phone ?? randomPhone();
  const country_code = options.country_code ?? '63';
  const sent = await call(app, calls.sendSms, { phone, country_code });
  if (!sent.body.status) throw new Error(`sendSms failed: ${sent.body.data}`);
  const code = lastSmsCode(app, phone);
  const login = await call(app, calls.otpLogin, { otp_id: sent.body.data.id, code });
  if (!login.body.status) throw new Error(`otpLogin failed: ${login.body.data}`);
  if (options.kycStatus) {
    // Test set-up only: the status a player would reach through KYC or an operator.
    await (
      await testDatabase()
    ).query('UPDATE members SET kyc_status = $3 WHERE country_code = $1 AND phone = $2', [
      country_code,
      phone,
      kycStatusNumber(options.kycStatus),
    ]);
  }
  return { ...login.body.data, phone, country_code };
}

const timestampsOf = new WeakMap<object, () => number>();

/** Security headers for a request of `session`, timed by the app's clock, never repeating. */
export async function signHeaders(
  app: FastifyInstance,
  session: Pick<Session, 'token' | 'secret'>,
  request: SignedRequest,
  timestamp?: number,
): Promise<Record<string, string>> {
  let next = timestampsOf.get(session);
  if (!next) {
    const { clock } = appProviders(app);
    next = monotonicTimestamps(() => clock.now());
    timestampsOf.set(session, next);
  }
  return {
    [HEADER_TOKEN]: session.token,
    ...(await securityHeaders(session.secret, request, timestamp ?? next())),
  };
}

/** The data of a call that must succeed; its message as the error when it did not. */
export async function okData<T>(reply: Promise<CallResult<T>>): Promise<T> {
  const { body } = await reply;
  if (!body.status) throw new Error(String(body.data));
  return body.data;
}

/**
 * Calls the app as a signed-in client: header t plus the signature headers over the exact bytes
 * sent. A multipart call takes a FormData payload.
 */
export async function signedCall<C extends CallDef<z.ZodType, unknown>>(
  app: FastifyInstance,
  session: Pick<Session, 'token' | 'secret'>,
  def: C,
  payload?: PayloadOf<C> | FormData,
  options: {
    params?: Record<string, string | number>;
    headers?: Record<string, string>;
    timestamp?: number;
  } = {},
): Promise<CallResult<ReplyOf<C>>> {
  let url = buildPath(def.path, options.params);
  let body: Uint8Array | undefined;
  let contentType: string | undefined;
  if (def.encoding === 'query') {
    const query = new URLSearchParams(stringify((payload ?? {}) as object)).toString();
    if (query) url += `?${query}`;
  } else if (payload instanceof FormData) {
    ({ body, contentType } = await encodeMultipart(payload));
  } else if (def.encoding === 'form') {
    body = new TextEncoder().encode(
      new URLSearchParams(stringify((payload ?? {}) as object)).toString(),
    );
    contentType = 'application/x-www-form-urlencoded';
  } else {
    body = encodeCbor(payload ?? {});
    contentType = CBOR_CONTENT_TYPE;
  }
  const signature = await signHeaders(
    app,
    session,
    { method: def.method, pathWithQuery: url, body },
    options.timestamp,
  );
  const headers: Record<string, string> = {
    d: '25',
    lang: 'en_US',
    ...signature,
    ...(contentType ? { 'content-type': contentType } : {}),
    ...options.headers,
  };
  const response = await app.inject({
    method: def.method,
    url,
    headers,
    ...(body ? { payload: Buffer.from(body) } : {}),
  });
  return { statusCode: response.statusCode, body: decodeReply(response), response };
}
