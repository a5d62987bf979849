import { businessError } from '@pisoplay/contract';
import type { ParsedPayloadOf, calls } from '@pisoplay/contract';
import type { Caller } from '../../../caller.ts';
import type { MembersContext } from '../context.ts';
import { findMember, setPasswordHash } from '../members-queries.ts';
import type { MemberRow } from '../members-queries.ts';
import { MESSAGES } from '../messages.ts';
import type { OtpService } from '../otp/otp-service.ts';
import { byPhone } from '../otp/recipient.ts';
import { settle, success } from '../outcome.ts';
import type { Outcome } from '../outcome.ts';
import { OLD_PASSWORD_CHECKS, SCOPES } from '../rules.ts';
import { minutesUntil } from '../../../platform/throttle/throttle-rule.ts';
import type { SessionService } from '../sessions/session-service.ts';
import {
  clearAttempts,
  lockSubject,
  takeAttempt,
} from '../../../platform/throttle/throttle-queries.ts';
import {
  dummyHash,
  hashPassword,
  verifyPassword,
} from '../../../platform/passwords/password-hasher.ts';

type PasswordUpdate = ParsedPayloadOf<typeof calls.passwordUpdate>;

/** The signed-in player's password: check the old one, create one, change it. */
export function createPasswordService(
  ctx: MembersContext,
  otp: OtpService,
  sessions: SessionService,
) {
  async function requireMember(uid: number): Promise<MemberRow> {
    const member = await findMember(ctx.db, uid);
    if (!member) throw businessError(MESSAGES.accountNotFound);
    return member;
  }

  /**
   * Checks the old password, limited to 5 wrong tries in 15 minutes per player; the try is
   * counted before the password is hashed. A right one marks the session as recently verified.
   */
  async function checkOldPassword(caller: Caller, member: MemberRow, password: string) {
    const now = ctx.clock.now();
    const subject = String(caller.uid);
    const attempt = await takeAttempt(
      ctx.db,
      SCOPES.oldPassword,
      subject,
      OLD_PASSWORD_CHECKS,
      now,
    );
    if (!attempt.allowed)
      throw businessError(MESSAGES.loginLocked(minutesUntil(attempt.retryAt, now)));
    const stored = member.password_hash ?? (await dummyHash());
    const matches = (await verifyPassword(stored, password)) && !!member.password_hash;
    if (!matches) {
      if (attempt.count >= OLD_PASSWORD_CHECKS.max) {
        await lockSubject(
          ctx.db,
          SCOPES.oldPassword,
          subject,
          now + OLD_PASSWORD_CHECKS.lockMs,
          now,
        );
      }
      throw businessError(MESSAGES.oldPasswordInvalid);
    }
    await ctx.db.transaction(async (tx) => {
      await clearAttempts(tx, SCOPES.oldPassword, subject);
      await sessions.markVerified(tx, caller.sessionId);
    });
  }

  return {
    async verifyOld(caller: Caller, password: string): Promise<true> {
      await checkOldPassword(caller, await requireMember(caller.uid), password);
      return true;
    },

    /**
     * Creates the password when there is none; otherwise changes it after the old password or a
     * 'verify' code sent to the player's own phone. A change ends every other session; the
     * calling session stays signed in.
     */
    async update(caller: Caller, input: PasswordUpdate): Promise<true> {
      const member = await requireMember(caller.uid);
      const hasCode = Boolean(input.otp_id || input.code);
      if (hasCode && !(input.otp_id && input.code)) throw businessError(MESSAGES.missingCode);
      const creating = member.password_hash === null;
      if (!creating && !hasCode) {
        if (!input.password) throw businessError(MESSAGES.oldPasswordInvalid);
        await checkOldPassword(caller, member, input.password);
      }
      const outcome = await ctx.db.transaction(async (tx): Promise<Outcome<true>> => {
        if (hasCode) {
          const checked = await otp.check(tx, {
            otpId: input.otp_id!,
            code: input.code!,
            purpose: 'verify',
            ip: caller.ip,
            to: byPhone(member),
            wrongMessage: MESSAGES.codeIncorrect,
            mark: { kind: 'use' },
          });
          if (!checked.ok) return checked;
        }
        // Hashed only once the code or old password is known to be right (argon2 is the
        // expensive part of the call).
        const newHash = await hashPassword(input.new_password);
        await setPasswordHash(tx, member.uid, newHash, ctx.clock.now());
        if (!creating)
          await sessions.revokeAll(tx, member.uid, 'password_change', caller.sessionId);
        return success(true);
      });
      return settle(outcome);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
