import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import {
  CBOR_CONTENT_TYPE,
  calls,
  decodeCbor,
  encodeCbor,
  isHeld,
  encodeCborBase64,
  monotonicTimestamps,
  operatorCalls,
  signedCallRequest,
} from '@pisoplay/contract';
import type {
  ApiReply,
  CallDef,
  OutboxEmail,
  OutboxSms,
  OperatorRole,
  PayloadOf,
  ReplyOf,
  Session,
} from '@pisoplay/contract';
import { openPastGate } from './support';

export const AGREEMENT = 'I have read and agree to the Terms of Use and Privacy Policy';

/** A fresh Philippine mobile number (10 digits starting with 9) for each test. */
export const randomPhone = (): string =>
  `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** Grouped the way the phone field shows it: 3-3-4. */
export const displayPhone = (phone: string): string =>
  `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;

/** The newest code a development outbox (its address) holds, sent after `since` (ISO time). */
async function newestCode(request: APIRequestContext, outbox: string, since: string) {
  let code = '';
  await expect
    .poll(async () => {
      const messages = (await (await request.get(outbox)).json()) as (OutboxSms | OutboxEmail)[];
      code = messages.find((m) => m.sent_at > since)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** The newest code the SMS simulator sent to a phone, after `since` (ISO time). */
export const readCode = (request: APIRequestContext, phone: string, since = '') =>
  newestCode(request, `/dev/outbox/sms?phone=${phone}`, since);

/** The newest code the email simulator sent to an address, after `since` (ISO time). */
export const readEmailCode = (request: APIRequestContext, email: string, since = '') =>
  newestCode(request, `/dev/outbox/email?email=${encodeURIComponent(email)}`, since);

/** Types a code into the six boxes the way a player does: one digit after another. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code, { delay: 30 });
}

/**
 * Signs in with a code the way a player does, from a page with the Login link: the login sheet,
 * the phone, the agreement, and the code from the outbox typed in.
 */
export async function signInWithCode(
  page: Page,
  request: APIRequestContext,
  phone: string,
): Promise<void> {
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('checkbox', { name: AGREEMENT }).check();
  const sentAfter = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'Register / Login' }).click();
  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
  await enterCode(page, await readCode(request, phone, sentAfter));
}

/** Signs a new player up with a code from the outbox; returns the phone. Lands on KYC. */
export async function signUp(page: Page, request: APIRequestContext): Promise<string> {
  const phone = randomPhone();
  await openPastGate(page, '/');
  await signInWithCode(page, request, phone);
  await expect(page).toHaveURL(/\/s-kyc/);
  return phone;
}

/**
 * A reply's data (of a call made here, or one the page made); a failure reply throws with the
 * call's path and message.
 */
export async function replyData<T>(path: string, response: Pick<APIResponse, 'body'>): Promise<T> {
  const reply = decodeCbor<ApiReply<T>>(await response.body());
  if (!reply.status) throw new Error(`${path} failed: ${reply.data}`);
  return reply.data;
}

/** Posts an anonymous call as the web client does (CBOR body); throws on a failure reply. */
async function anonymousCall<
  C extends typeof calls.sendSms | typeof calls.otpLogin | typeof operatorCalls.adminLogin,
>(request: APIRequestContext, call: C, payload: PayloadOf<C>): Promise<ReplyOf<C>> {
  const response = await request.post(call.path, {
    headers: { 'content-type': CBOR_CONTENT_TYPE },
    data: Buffer.from(encodeCbor(payload)),
  });
  return replyData<ReplyOf<C>>(call.path, response);
}

/** A new player signed up through the API: the same code sign-in the login sheet makes. */
export async function signInByApi(
  request: APIRequestContext,
): Promise<{ phone: string; session: Session }> {
  const phone = randomPhone();
  const sent = await anonymousCall(request, calls.sendSms, {
    phone,
    country_code: '63',
    purpose: 'login',
  });
  const code = await readCode(request, phone);
  const session = await anonymousCall(request, calls.otpLogin, { otp_id: sent.id, code });
  return { phone, session };
}

/**
 * Starts the tab as the app leaves it after a sign-in: the session in session storage and the
 * terms gate passed. Once per tab, before the app's first script: later loads keep what the
 * app itself did since (a sign-out, a cleared storage). The page has not navigated yet.
 */
export async function startSignedIn(page: Page, session: Session): Promise<void> {
  // The app's storage (apps/web shared/storage): `pp:v1:<key>`, values CBOR in base64.
  const items = [
    ['sessionStorage', 'pp:v1:session', encodeCborBase64(session)],
    ['sessionStorage', 'pp:v1:terms-gate-proceeded', encodeCborBase64(true)],
    ['localStorage', 'pp:v1:terms-gate', encodeCborBase64({ agreed: true, proceeded: true })],
  ] as const;
  await page.addInitScript((entries) => {
    if (window.sessionStorage.getItem('e2e:signed-in')) return;
    window.sessionStorage.setItem('e2e:signed-in', '1');
    for (const [area, key, value] of entries) window[area].setItem(key, value);
  }, items);
}

/**
 * A new player signed in through the API, for tests whose subject comes after sign-up (the
 * screens of signUp are tested in sign-in.spec.ts). Returns the phone.
 */
export async function signedInPlayer(page: Page, request: APIRequestContext): Promise<string> {
  const { phone, session } = await signInByApi(request);
  await startSignedIn(page, session);
  return phone;
}

/** Opens the account page and puts the no-email hint aside. */
export async function openAccount(page: Page): Promise<void> {
  await page.goto('/s-account');
  const hint = page.getByRole('dialog', { name: 'Email Address' });
  await expect(hint).toBeVisible();
  await hint.getByRole('button', { name: 'Do it later' }).click();
  await expect(hint).toBeHidden();
}

/**
 * The development operators the browser tests' server seeds (docs/back-office.md): one per role,
 * named after it, and 'finance2' for four eyes; each password is the name followed by 1234.
 */
const devOperator = (username: string) => ({ username, password: `${username}1234` });

/** Every /admin call: those of calls/operator.ts and those of other groups (chat, feedback). */
type OperatorCall = Extract<
  (typeof operatorCalls)[keyof typeof operatorCalls] | (typeof calls)[keyof typeof calls],
  { auth: 'operator' }
>;

/**
 * A function that makes signed calls with a session, as the web client does: the token header
 * and the security headers of spec 6 over the method, path, query and body bytes.
 */
export function signedCaller<Call extends Pick<CallDef<never, unknown>, 'method' | 'path'>>(
  request: APIRequestContext,
  session: Session,
) {
  const timestamp = monotonicTimestamps();
  return async <C extends Call>(call: C, payload: PayloadOf<C>): Promise<ReplyOf<C>> => {
    const signed = await signedCallRequest(call, payload, session, timestamp());
    const response = await request.fetch(signed.pathWithQuery, {
      method: signed.method,
      headers: signed.headers,
      ...(signed.body ? { data: Buffer.from(signed.body) } : {}),
    });
    return replyData<ReplyOf<C>>(call.path, response);
  };
}

/**
 * Signs in as the development operator of `role` (or one named, e.g. 'finance2'); answers a
 * function that makes signed operator calls.
 */
export async function asOperator(request: APIRequestContext, username: OperatorRole | 'finance2') {
  const step = await anonymousCall(request, operatorCalls.adminLogin, devOperator(username));
  if (step.step !== 'session') throw new Error(`the operator ${username} was asked for a code`);
  return signedCaller<OperatorCall>(request, step.session);
}

/** Approves a decision held for four eyes, as the second finance operator. */
export async function approveAsSecondFinance(request: APIRequestContext, held: unknown) {
  if (!isHeld(held)) throw new Error('The decision was not held for a second operator');
  const second = await asOperator(request, 'finance2');
  return second(operatorCalls.adminApprovalDecide, {
    id: held.approval.id,
    decision: 'approve',
    reason: 'browser test',
  });
}

/** Puts `amount` pesos into a player's cash as finance does: one asks, a second approves. */
export async function creditCash(
  request: APIRequestContext,
  uid: number,
  amount: string,
  reason: string,
): Promise<void> {
  const finance = await asOperator(request, 'finance');
  const held = await finance(operatorCalls.adminLedgerAdjust, {
    uid,
    amount,
    reason,
    idempotency_key: `browser-test-${uid}-${Date.now()}`,
  });
  const approved = await approveAsSecondFinance(request, held);
  if (approved.state !== 'approved') throw new Error(`the credit was not made: ${approved.error}`);
}

/** The uid of the player with this phone, as an operator finds it. */
export async function uidOf(request: APIRequestContext, phone: string): Promise<number> {
  const operator = await asOperator(request, 'support');
  return (await operator(operatorCalls.adminMemberFind, { country_code: '63', phone })).uid;
}

/**
 * Sets a player's KYC status through the operator API, as an operator would: for tests of
 * screens that a new (unset) player may not use yet, such as the profile forms (spec 4.3).
 */
export async function setKycStatusAsOperator(
  request: APIRequestContext,
  phone: string,
  status: PayloadOf<typeof operatorCalls.adminMemberStatus>['kyc_status'],
): Promise<void> {
  const operator = await asOperator(request, 'compliance');
  const { uid } = await operator(operatorCalls.adminMemberFind, { country_code: '63', phone });
  await operator(operatorCalls.adminMemberStatus, {
    uid,
    kyc_status: status,
    reason: 'browser test',
  });
}
