import { businessError } from '@pisoplay/contract';
import type { Session } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import type { ClientInfo, MembersContext } from '../context.ts';
import { hmacBase64url, randomToken, sha256Hex } from '../../../platform/crypto.ts';
import { SESSION_TTL_MS, VERIFIED_WINDOW_MS } from '../rules.ts';
import { restrictionMessage } from '../rg/restriction-gate.ts';
import { restrictionOf } from '../rg/rg-queries.ts';
import {
  insertSession,
  revokeSession,
  revokeSessionsOf,
  setVerifiedUntil,
} from './session-queries.ts';

export type RevokeReason =
  | 'logout'
  | 'refresh'
  | 'password_change'
  | 'password_reset'
  | 'blocked'
  | 'phone_change'
  | 'self_exclusion';

/** The hash a token is stored under. */
export const tokenHash = (token: string): string => sha256Hex(token);

/** The signing secret of a session: derived from its id and the server secret, never stored. */
export const sessionSecret = (secret: string, sessionId: string): string =>
  hmacBase64url(secret, `session-secret:${sessionId}`);

export function createSessionService(ctx: MembersContext) {
  /**
   * Opens a session for a player inside the caller's transaction; refused, whatever the way in,
   * while the player is self-excluded, with the date it ends (docs/responsible-gaming.md).
   */
  async function issue(q: Queryable, uid: number, client: ClientInfo): Promise<Session> {
    const now = ctx.clock.now();
    const restriction = await restrictionOf(q, uid, now);
    if (restriction?.kind === 'exclusion') throw businessError(restrictionMessage(restriction));
    const id = randomToken(16);
    const token = randomToken(32);
    const expiresAt = now + SESSION_TTL_MS;
    await insertSession(q, {
      id,
      uid,
      tokenHash: tokenHash(token),
      createdAt: now,
      expiresAt,
      ip: client.ip,
      device: client.device,
      userAgent: client.userAgent,
    });
    return {
      token,
      secret: sessionSecret(ctx.secret, id),
      expires_at: new Date(expiresAt).toISOString(),
    };
  }

  return {
    issue,

    /** A new token and secret for the caller's session; the old one stops working. */
    refresh(sessionId: string, uid: number, client: ClientInfo): Promise<Session> {
      return ctx.db.transaction(async (tx) => {
        await revokeSession(tx, sessionId, 'refresh', ctx.clock.now());
        return issue(tx, uid, client);
      });
    },

    async logout(sessionId: string): Promise<void> {
      await revokeSession(ctx.db, sessionId, 'logout', ctx.clock.now());
    },

    /** Ends every session of a player (or all but `keepId`). */
    revokeAll(q: Queryable, uid: number, reason: RevokeReason, keepId?: string): Promise<number> {
      return revokeSessionsOf(q, uid, reason, ctx.clock.now(), keepId);
    },

    /** Marks the session as recently verified (old password or own-phone code checked). */
    async markVerified(q: Queryable, sessionId: string): Promise<void> {
      await setVerifiedUntil(q, sessionId, ctx.clock.now() + VERIFIED_WINDOW_MS);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
