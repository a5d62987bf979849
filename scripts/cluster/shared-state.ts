// The cluster test's checks of what every instance must share rather than keep to itself: a used
// request signature (a replay to another instance is refused), the per-address request rate of
// the public sign-in calls, and the database's throttle of wrong passwords. Each is driven from
// one client address, so the instances must agree on what that address already did.
import {
  CBOR_CONTENT_TYPE,
  calls,
  decodeCbor,
  encodeCbor,
  signedCallRequest,
} from '../../packages/contract/src/index.ts';
import type { ApiReply } from '../../packages/contract/src/index.ts';
import { clusterClient } from './client.ts';
import type { Traffic } from './client.ts';
import type { Instance } from './instances.ts';
import { PLAYER_PASSWORD } from './players.ts';
import type { Player } from './players.ts';
import { BACKEND_HEADER } from './proxy.mjs';

export type Check = {
  name: string;
  ok: boolean;
  detail: string;
  /** What the check needs of the server, said when it fails. */
  needs?: string;
};

/** Requests a minute one address may make to the public calls that check a secret (docs/auth.md). */
const PUBLIC_CALLS_PER_MINUTE = 60;
const HAMMER_REQUESTS = 200;
const HAMMER_CONCURRENCY = 10;
/** Wrong passwords one address may try on one phone before it is locked out of it (docs/auth.md). */
const WRONG_PASSWORDS_ALLOWED = 5;
const WRONG_PASSWORD_TRIES = 9;

const decoded = async (response: Response) =>
  decodeCbor<ApiReply<unknown>>(new Uint8Array(await response.arrayBuffer()));

/**
 * A signed request accepted by one instance is refused by another, byte for byte the same (the
 * used signatures are in the database); a fresh signature of the same session is accepted there.
 */
export async function replayCheck(
  player: Player,
  [first, second]: Instance[],
  traffic: Traffic,
): Promise<Check> {
  const name = 'a replayed signed request is refused by an instance that did not see it';
  const firstOrigin = `http://127.0.0.1:${first!.port}`;
  const secondOrigin = `http://127.0.0.1:${second!.port}`;
  const client = clusterClient(firstOrigin, '203.0.113.10', traffic);
  const session = await client.signIn(player.phone, PLAYER_PASSWORD);
  const send = async (origin: string, request: Awaited<ReturnType<typeof signedCallRequest>>) =>
    decoded(
      await fetch(`${origin}${request.pathWithQuery}`, {
        method: request.method,
        headers: request.headers,
      }),
    );
  const request = await signedCallRequest(calls.memberDetail, {}, session, Date.now());
  const accepted = await send(firstOrigin, request);
  const replayed = await send(secondOrigin, request);
  const fresh = await send(
    secondOrigin,
    await signedCallRequest(calls.memberDetail, {}, session, Date.now() + 1),
  );
  return {
    name,
    ok: accepted.status && !replayed.status && fresh.status,
    detail: `${first!.name}: ${accepted.status ? 'accepted' : accepted.data}; the same bytes on ${second!.name}: ${replayed.status ? 'ACCEPTED' : replayed.data}; a fresh signature there: ${fresh.status ? 'accepted' : fresh.data}`,
  };
}

/**
 * One address floods a public call that checks a secret through the proxy: the instances
 * together may let no more through than the per-address limit of one.
 */
export async function requestRateCheck(origin: string): Promise<Check> {
  const address = '198.51.100.7';
  const passedBy = new Map<string, number>();
  let passed = 0;
  let sent = 0;
  const worker = async () => {
    while (sent < HAMMER_REQUESTS) {
      sent += 1;
      // A made-up code: cheap to refuse, but it counts against the address's request rate.
      const response = await fetch(`${origin}${calls.checkResetCode.path}`, {
        method: 'POST',
        headers: { 'content-type': CBOR_CONTENT_TYPE, 'x-forwarded-for': address },
        body: Buffer.from(encodeCbor({ otp_id: 'not-a-code', code: '000000' })),
      });
      await response.arrayBuffer();
      if (response.status !== 429) {
        passed += 1;
        const backend = response.headers.get(BACKEND_HEADER) ?? '?';
        passedBy.set(backend, (passedBy.get(backend) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: HAMMER_CONCURRENCY }, worker));
  const spread = [...passedBy].map(([backend, count]) => `${backend} ${count}`).join(', ');
  return {
    name: `one address gets at most ${PUBLIC_CALLS_PER_MINUTE} requests a minute through all instances`,
    ok: passed <= PUBLIC_CALLS_PER_MINUTE,
    detail: `${passed} of ${HAMMER_REQUESTS} passed the limit (${spread})`,
    needs: 'one request count per address for every instance, not one in each process',
  };
}

/**
 * Wrong passwords for one phone from one address, each to the next instance: after the allowed
 * number the address is locked out of that phone on every instance, right password included.
 */
export async function loginThrottleCheck(
  origin: string,
  player: Player,
  traffic: Traffic,
): Promise<Check> {
  const client = clusterClient(origin, '198.51.100.8', traffic);
  const answers: string[] = [];
  for (let i = 0; i < WRONG_PASSWORD_TRIES; i += 1) {
    answers.push(
      await client.signIn(player.phone, 'wrong-password-1').then(
        () => 'signed in',
        (error: Error) => error.message,
      ),
    );
  }
  const right = await client.signIn(player.phone, PLAYER_PASSWORD).then(
    () => 'signed in',
    (error: Error) => error.message,
  );
  const invalid = answers.filter((a) => a === 'Invalid phone number or password').length;
  const locked = answers.filter((a) => a.startsWith('Too many failed attempts')).length;
  return {
    name: `${WRONG_PASSWORDS_ALLOWED} wrong passwords lock an address out of a phone on every instance`,
    ok:
      invalid === WRONG_PASSWORDS_ALLOWED &&
      locked === WRONG_PASSWORD_TRIES - WRONG_PASSWORDS_ALLOWED &&
      right.startsWith('Too many failed attempts') &&
      client.backends.size > 1,
    detail: `${invalid} refused as wrong, ${locked} as locked, then the right password: ${right}; served by ${[...client.backends.keys()].join(', ')}`,
  };
}
