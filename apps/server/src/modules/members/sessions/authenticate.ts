import type { FastifyRequest } from 'fastify';
import { HEADER_TOKEN, kycStatusNumber, tokenError } from '@pisoplay/contract';
import { headerOf, verifySignedRequest } from '../../../http/signed-request.ts';
import type { Caller } from '../../../caller.ts';
import type { MembersContext } from '../context.ts';
import { findLiveSession, rememberSignature } from './session-queries.ts';
import { sessionSecret, tokenHash } from './session-service.ts';

const BLOCKED = kycStatusNumber('block');

/**
 * `app.authenticate` of the members module: header `t` must name a live session of a player
 * who is not blocked (else 401 'token'), and the call must carry a fresh, unused signature made
 * with that session's secret (else 401 with the reason). See docs/auth.md.
 */
export function createAuthenticate(ctx: MembersContext) {
  return async function authenticate(request: FastifyRequest): Promise<Caller> {
    const token = headerOf(request, HEADER_TOKEN);
    if (!token || token.length > 128) throw tokenError();
    const now = ctx.clock.now();
    const session = await findLiveSession(ctx.db, tokenHash(token), now);
    if (!session || session.kyc_status === BLOCKED) throw tokenError();
    await verifySignedRequest(request, {
      secret: sessionSecret(ctx.secret, session.id),
      sessionId: session.id,
      now,
      remember: (signature, sessionId, keepUntil) =>
        rememberSignature(ctx.db, signature, sessionId, keepUntil),
    });
    return { uid: session.uid, sessionId: session.id, ip: request.ip };
  };
}
