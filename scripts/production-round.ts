// One round of a built-in game against a running server, over plain HTTP as a player's browser
// and the game page would play it: the production boot check (test-production.mjs) runs it
// against the installed build, so a build without the games, or games that cannot reach the
// wallet, fail the check. Needs a server started with SEED_DEMO_MEMBER=1 (the demo player and
// the development operators).
import {
  CBOR_CONTENT_TYPE,
  amountToCentavos,
  calls,
  decodeCbor,
  encodeCbor,
  isHeld,
  monotonicTimestamps,
  operatorCalls,
  signedCallRequest,
} from '../packages/contract/src/index.ts';
import type { ApiReply, PayloadOf, ReplyOf, Session } from '../packages/contract/src/index.ts';
import { Secret, TOTP } from 'otpauth';

const DEMO = { country_code: '63', phone: '9171234567', password: 'demo1234' };
const BET = 100;

type Call = { method: string; path: string };

async function reply<T>(response: Response, what: string): Promise<T> {
  const body = decodeCbor<ApiReply<T>>(new Uint8Array(await response.arrayBuffer()));
  if (!body.status) throw new Error(`${what}: ${String(body.data)}`);
  return body.data;
}

/**
 * A development operator's session (name and password `<name>1234`, seeded by
 * SEED_DEMO_MEMBER=1). Production asks every operator for a second factor: at this first
 * sign-in the operator enrols it, with the code an authenticator app would show.
 */
async function operatorSession(base: string, username: string): Promise<Session> {
  const step = await anonymous(base, operatorCalls.adminLogin, {
    username,
    password: `${username}1234`,
  });
  if (step.step === 'session') return step.session;
  if (step.step !== 'enrol') throw new Error(`operator ${username} already has a second factor`);
  const code = TOTP.generate({ secret: Secret.fromBase32(step.totp_secret) });
  const signedIn = await anonymous(base, operatorCalls.adminLoginTotp, {
    ticket: step.ticket,
    code,
  });
  return signedIn.session;
}

/** An unsigned call (sign-in). */
async function anonymous<C extends Call>(base: string, call: C, payload: PayloadOf<C>) {
  const response = await fetch(`${base}${call.path}`, {
    method: call.method,
    headers: { 'content-type': CBOR_CONTENT_TYPE },
    body: Buffer.from(encodeCbor(payload)),
  });
  return reply<ReplyOf<C>>(response, call.path);
}

/** A function making signed calls with a session, as the web client does. */
function signed(base: string, session: Session) {
  const timestamp = monotonicTimestamps();
  return async <C extends Call>(call: C, payload: PayloadOf<C>): Promise<ReplyOf<C>> => {
    const request = await signedCallRequest(call, payload, session, timestamp());
    const response = await fetch(`${base}${request.pathWithQuery}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body ? { body: Buffer.from(request.body) } : {}),
    });
    return reply<ReplyOf<C>>(response, call.path);
  };
}

async function gameApi<T>(base: string, path: string, body: object, handle = ''): Promise<T> {
  const response = await fetch(`${base}/games/builtin/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(handle && { 'x-game-session': handle }) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`game ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The demo player, let play by the operator (test account) and given 1,000 pesos, opens the
 * first slot of the lobby and spins once. Answers the round and the balances around it.
 */
export async function playARound(base: string, slotCode: string) {
  const compliance = signed(base, await operatorSession(base, 'compliance'));
  const { uid } = await compliance(operatorCalls.adminMemberFind, {
    country_code: DEMO.country_code,
    phone: DEMO.phone,
  });
  await compliance(operatorCalls.adminMemberStatus, {
    uid,
    kyc_status: 'test_account',
    reason: 'production boot check',
  });
  // A credit by hand: one finance operator asks, a second approves (four eyes).
  const finance = signed(base, await operatorSession(base, 'finance'));
  const held = await finance(operatorCalls.adminLedgerAdjust, {
    uid,
    amount: '1000',
    reason: 'production boot check',
    idempotency_key: `boot-check-${uid}`,
  });
  if (!isHeld(held)) throw new Error('a credit by hand ran without a second operator');
  const second = signed(base, await operatorSession(base, 'finance2'));
  await second(operatorCalls.adminApprovalDecide, {
    id: held.approval.id,
    decision: 'approve',
    reason: 'production boot check',
  });

  const player = signed(base, await anonymous(base, calls.passwordLogin, DEMO));
  const launch = await player(calls.gameLaunchV2, { code: slotCode });
  const page = await fetch(new URL(launch, base));
  if (!page.ok || !(await page.text()).includes('<script')) {
    throw new Error(`the game page ${launch} answered ${page.status} without its script`);
  }
  const token = new URL(launch, base).searchParams.get('token') ?? '';
  const session = await gameApi<{ handle: string; balance: number }>(base, 'session', {
    token,
    game: slotCode,
  });
  const round = await gameApi<{ bet: number; win: number; balance: number }>(
    base,
    'slot/spin',
    { bet: BET },
    session.handle,
  );
  const wallet = await player(calls.wallet, {});
  return {
    before: session.balance,
    round,
    walletAfter: amountToCentavos(wallet.balance) ?? -1,
  };
}
