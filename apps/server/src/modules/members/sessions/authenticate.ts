import type { FastifyRequest } from 'fastify';
import {
  AppError,
  EMPTY_BODY_SHA256,
  HEADER_SIGNATURE,
  HEADER_TIMESTAMP,
  HEADER_TOKEN,
  SIGNATURE_MAX_SKEW_MS,
  kycStatusNumber,
  signWithBodyHash,
  tokenError,
} from '@pisoplay/contract';
import { hasBody } from '../../../http/body-digest.ts';
import type { Caller } from '../../../caller.ts';
import type { MembersContext } from '../context.ts';
import { safeEqual } from '../crypto.ts';
import { MESSAGES } from '../messages.ts';
import { findLiveSession, rememberSignature } from './session-queries.ts';
import { sessionSecret, tokenHash } from './session-service.ts';

const BLOCKED = kycStatusNumber('block');
const authError = (message: string) => new AppError('ERR_AUTH', message);

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * `app.authenticate` of the members module: header `t` must name a live session of a player
 * who is not blocked (else 401 'token'), and the call must carry a fresh, unused signature made
 * with that session's secret (else 401 with the reason). See docs/auth.md.
 */
export function createAuthenticate(ctx: MembersContext) {
  return async function authenticate(request: FastifyRequest): Promise<Caller> {
    const token = header(request, HEADER_TOKEN);
    if (!token || token.length > 128) throw tokenError();
    const now = ctx.clock.now();
    const session = await findLiveSession(ctx.db, tokenHash(token), now);
    if (!session || session.kyc_status === BLOCKED) throw tokenError();

    const timestamp = header(request, HEADER_TIMESTAMP);
    const signature = header(request, HEADER_SIGNATURE);
    if (!timestamp || !/^\d{1,16}$/.test(timestamp) || !signature || signature.length > 128) {
      throw authError(MESSAGES.signatureInvalid);
    }
    const ts = Number(timestamp);
    if (Math.abs(now - ts) > SIGNATURE_MAX_SKEW_MS) throw authError(MESSAGES.signatureStale);

    let bodyHash = EMPTY_BODY_SHA256;
    if (hasBody(request)) {
      if (!request.bodySha256) throw authError(MESSAGES.signatureInvalid);
      bodyHash = request.bodySha256;
    }
    const expected = await signWithBodyHash(
      sessionSecret(ctx.secret, session.id),
      request.method,
      request.url,
      timestamp,
      bodyHash,
    );
    if (!safeEqual(expected, signature)) throw authError(MESSAGES.signatureInvalid);

    // Kept until the timestamp can no longer pass the window check, plus a minute.
    const keepUntil = ts + SIGNATURE_MAX_SKEW_MS + 60_000;
    if (!(await rememberSignature(ctx.db, signature, session.id, keepUntil))) {
      throw authError(MESSAGES.signatureReplayed);
    }
    return { uid: session.uid, sessionId: session.id, ip: request.ip };
  };
}
