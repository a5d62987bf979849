import { kycStatusNumber } from '@pisoplay/contract';
import type { KycStatus, Session } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import type { ClientInfo, MembersContext } from '../context.ts';
import { findMember, insertLinkedMember, recordLogin } from '../members-queries.ts';
import type { SessionService } from '../sessions/session-service.ts';
import { freshUsername, referralCode } from './new-member.ts';

const BLOCKED = kycStatusNumber('block');

/** What another module learns when it opens a session for a player a partner vouched for. */
export type LinkedSignIn = { ok: true; session: Session } | { ok: false; reason: 'blocked' };

/**
 * Sign-in for players whose identity another party proved (the partner entries,
 * docs/partners.md): their accounts have no phone, and a session is opened without a code.
 */
export function createLinkedSignin(ctx: MembersContext, sessions: SessionService) {
  return {
    /** A new account without phone or password, marked with the partner in `third_party`. */
    async createMember(
      q: Queryable,
      input: { thirdParty: string; kycStatus: KycStatus },
      client: ClientInfo,
    ): Promise<number> {
      const now = new Date(ctx.clock.now());
      return insertLinkedMember(q, {
        username: await freshUsername(q),
        referralCode: referralCode(),
        thirdParty: input.thirdParty,
        kycStatus: kycStatusNumber(input.kycStatus),
        now,
        client,
      });
    },

    /**
     * Runs a partner's sign-in whose transaction opens the session: a self-excluded player's
     * refusal carries a withdraw-only ticket (SessionService.offeringWithdraw).
     */
    offeringWithdraw: sessions.offeringWithdraw,

    /** Opens a session for the player inside the caller's transaction; a blocked one is refused. */
    async openSession(q: Queryable, uid: number, client: ClientInfo): Promise<LinkedSignIn> {
      const member = await findMember(q, uid);
      if (!member || member.kyc_status === BLOCKED) return { ok: false, reason: 'blocked' };
      await recordLogin(q, uid, client.ip, client.device, ctx.clock.now());
      return { ok: true, session: await sessions.issue(q, uid, client) };
    },
  };
}

export type LinkedSignin = ReturnType<typeof createLinkedSignin>;
