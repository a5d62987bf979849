import type { FastifyRequest } from 'fastify';
import {
  HEADER_TOKEN,
  RG_MESSAGES,
  accountBlockedError,
  forbiddenError,
  kycStatusNumber,
  tokenError,
} from '@pisoplay/contract';
import { headerOf, verifySignedRequest } from '../../../http/signed-request.ts';
import type { Caller } from '../../../caller.ts';
import type { MembersContext } from '../context.ts';
import { rememberSignature } from '../../../platform/signatures/used-signatures.ts';
import { findLiveSession, isBlockedPlayersToken } from './session-queries.ts';
import { sessionSecret, tokenHash } from './session-service.ts';
import { withdrawOnlyAllows } from './withdraw-only.ts';

const BLOCKED = kycStatusNumber('block');

/**
 * `app.authenticate` of the members module: header `t` must name a live session (else 401
 * 'token') of a player who is not blocked (else 401 'blocked', also once blocking has ended the
 * session, so the app can say why), and the call must carry a fresh, unused signature made with
 * that session's secret (else 401 with the reason). See docs/auth.md. A withdraw-only session (a
 * self-excluded player's, docs/responsible-gaming.md) may make only the calls a withdrawal needs
 * (withdraw-only.ts): any other is refused here, for every route, with 403 and
 * RG_MESSAGES.withdrawOnly.
 */
export function createAuthenticate(ctx: MembersContext) {
  return async function authenticate(
    request: FastifyRequest,
    call: { method: string; path: string },
  ): Promise<Caller> {
    const token = headerOf(request, HEADER_TOKEN);
    if (!token || token.length > 128) throw tokenError();
    const now = ctx.clock.now();
    const hash = tokenHash(token);
    const session = await findLiveSession(ctx.db, hash, now);
    if (session?.kyc_status === BLOCKED) throw accountBlockedError();
    if (!session) {
      throw (await isBlockedPlayersToken(ctx.db, hash, BLOCKED))
        ? accountBlockedError()
        : tokenError();
    }
    await verifySignedRequest(request, {
      secret: sessionSecret(ctx.secret, session.id),
      sessionId: session.id,
      now,
      remember: (signature, sessionId, keepUntil) =>
        rememberSignature(ctx.db, signature, sessionId, keepUntil),
    });
    if (session.scope === 'withdraw' && !withdrawOnlyAllows(call)) {
      throw forbiddenError(RG_MESSAGES.withdrawOnly);
    }
    return { uid: session.uid, sessionId: session.id, ip: request.ip, scope: session.scope };
  };
}
