import {
  AppError,
  RG_MESSAGES,
  businessError,
  kycStatusNumber,
  selfExclusionRefusal,
} from '@pisoplay/contract';
import type { Session, SessionScope, WithdrawOnly } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import type { ClientInfo, MembersContext } from '../context.ts';
import { hmacBase64url, randomToken, sha256Hex } from '../../../platform/crypto.ts';
import { findMember, recordLogin } from '../members-queries.ts';
import { MESSAGES } from '../messages.ts';
import {
  SESSION_TTL_MS,
  VERIFIED_WINDOW_MS,
  WITHDRAW_ONLY_TTL_MS,
  WITHDRAW_TICKET_TTL_MS,
} from '../rules.ts';
import { restrictionMessage } from '../rg/restriction-gate.ts';
import { restrictionOf } from '../rg/rg-queries.ts';
import {
  insertSession,
  insertWithdrawTicket,
  revokeSession,
  revokeSessionsOf,
  setVerifiedUntil,
  spendWithdrawTicket,
} from './session-queries.ts';

export type RevokeReason =
  | 'logout'
  | 'refresh'
  | 'password_change'
  | 'password_reset'
  | 'blocked'
  | 'phone_change'
  | 'self_exclusion';

const BLOCKED = kycStatusNumber('block');

/** The hash a token is stored under. */
export const tokenHash = (token: string): string => sha256Hex(token);

/** The signing secret of a session: derived from its id and the server secret, never stored. */
export const sessionSecret = (secret: string, sessionId: string): string =>
  hmacBase64url(secret, `session-secret:${sessionId}`);

/**
 * A sign-in refused because the player is self-excluded: its message says until when. Thrown by
 * `issue` inside the sign-in's transaction (which it rolls back); `offeringWithdraw` turns it,
 * once the transaction is over, into the refusal that carries a withdraw-only ticket.
 */
export class ExcludedFromSignIn extends AppError {
  constructor(
    readonly uid: number,
    message: string,
  ) {
    super('ERR_BUSINESS', message);
  }
}

export function createSessionService(ctx: MembersContext) {
  /** Stores a new session of `scope` until `expiresAt` and answers its token and secret. */
  async function open(
    q: Queryable,
    uid: number,
    client: ClientInfo,
    scope: SessionScope,
    expiresAt: number,
  ): Promise<Session> {
    const id = randomToken(16);
    const token = randomToken(32);
    await insertSession(q, {
      id,
      uid,
      tokenHash: tokenHash(token),
      createdAt: ctx.clock.now(),
      expiresAt,
      ip: client.ip,
      device: client.device,
      userAgent: client.userAgent,
      scope,
    });
    return {
      token,
      secret: sessionSecret(ctx.secret, id),
      expires_at: new Date(expiresAt).toISOString(),
    };
  }

  /**
   * Opens a session for a player inside the caller's transaction; refused, whatever the way in,
   * while the player is self-excluded, with the date it ends (docs/responsible-gaming.md).
   */
  async function issue(q: Queryable, uid: number, client: ClientInfo): Promise<Session> {
    const now = ctx.clock.now();
    const restriction = await restrictionOf(q, uid, now);
    if (restriction?.kind === 'exclusion') {
      throw new ExcludedFromSignIn(uid, restrictionMessage(restriction));
    }
    return open(q, uid, client, 'full', now + SESSION_TTL_MS);
  }

  return {
    issue,

    /**
     * Runs a sign-in (code, password, a partner's entry). Refused for a self-exclusion, the
     * refusal keeps its message and carries a one-time ticket of a withdraw-only sign-in: the
     * player has just proven who they are, exactly as for any sign-in. The ticket is kept after
     * the sign-in's transaction rolled back, as its hash, for 10 minutes.
     */
    async offeringWithdraw<T>(signIn: () => Promise<T>): Promise<T> {
      try {
        return await signIn();
      } catch (error) {
        if (!(error instanceof ExcludedFromSignIn)) throw error;
        const ticket = randomToken(32);
        const now = ctx.clock.now();
        await insertWithdrawTicket(ctx.db, {
          ticketHash: tokenHash(ticket),
          uid: error.uid,
          now,
          expiresAt: now + WITHDRAW_TICKET_TTL_MS,
        });
        throw selfExclusionRefusal(error.message, ticket);
      }
    },

    /**
     * The withdraw-only sign-in: spends the ticket and opens a session that may make only the
     * calls a withdrawal needs (sessions/withdraw-only.ts), for 30 minutes at most and never past
     * the exclusion's end. A player whose exclusion has ended meanwhile gets a normal session.
     */
    withdrawOnly(ticket: string, client: ClientInfo): Promise<Session> {
      return ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now();
        const uid = await spendWithdrawTicket(tx, tokenHash(ticket), now);
        if (uid === null) throw businessError(RG_MESSAGES.withdrawTicketInvalid);
        const member = await findMember(tx, uid);
        if (!member || member.kyc_status === BLOCKED) throw businessError(MESSAGES.blocked);
        await recordLogin(tx, uid, client.ip, client.device, now);
        const restriction = await restrictionOf(tx, uid, now);
        if (restriction?.kind !== 'exclusion') return issue(tx, uid, client);
        const endsAt = restriction.ends_at.getTime();
        const session = await open(
          tx,
          uid,
          client,
          'withdraw',
          Math.min(now + WITHDRAW_ONLY_TTL_MS, endsAt),
        );
        return { ...session, withdraw_only: { excluded_until: new Date(endsAt).toISOString() } };
      });
    },

    /** What the profile says of a withdraw-only session: until when the player is excluded. */
    async withdrawOnlyOf(uid: number): Promise<WithdrawOnly> {
      const now = ctx.clock.now();
      const restriction = await restrictionOf(ctx.db, uid, now);
      // The session ends with the exclusion, so one is in force; the fallback is for form's sake.
      const until = restriction?.kind === 'exclusion' ? restriction.ends_at.getTime() : now;
      return { excluded_until: new Date(until).toISOString() };
    },

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
