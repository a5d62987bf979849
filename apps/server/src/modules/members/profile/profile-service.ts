import {
  RG_MESSAGES,
  businessError,
  formatManilaDate,
  kycStatusNumber,
  validationError,
} from '@pisoplay/contract';
import type { Language, ParsedPayloadOf, Profile, calls } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import type { Caller } from '../../../caller.ts';
import type { UploadService } from '../avatar/upload-service.ts';
import { makeUploadPublic } from '../../../platform/uploads/uploads-queries.ts';
import type { MembersContext } from '../context.ts';
import {
  MemberConflict,
  findMember,
  findMemberByPhone,
  findMemberByRecipient,
  nameTaken,
  setKycStatus,
  updateMember,
} from '../members-queries.ts';
import type { MemberRow, ProfileChanges } from '../members-queries.ts';
import { MESSAGES } from '../messages.ts';
import type { OtpService } from '../otp/otp-service.ts';
import { byEmail, byPhone } from '../otp/recipient.ts';
import type { EmailRecipient, PhoneNumber, Recipient } from '../otp/recipient.ts';
import { failure, settle, success } from '../outcome.ts';
import type { Outcome } from '../outcome.ts';
import type { SessionService } from '../sessions/session-service.ts';
import { isPhoneRestricted } from '../restricted/restricted-queries.ts';
import { findSession } from '../sessions/session-queries.ts';
import { nextNameChange, toProfile } from './to-profile.ts';

type DetailUpdate = ParsedPayloadOf<typeof calls.detailUpdate>;

const NAME_FIELDS = [
  { field: 'username', changedAt: 'username_changed_at', label: 'username' },
  { field: 'nick_name', changedAt: 'nick_name_changed_at', label: 'nick name' },
] as const;

/** The signed-in player's profile: read it, change it, verify codes for account flows. */
export function createProfileService(
  ctx: MembersContext,
  otp: OtpService,
  sessions: SessionService,
  uploads: UploadService,
) {
  async function requireMember(q: Queryable, uid: number, forUpdate = false): Promise<MemberRow> {
    const member = await findMember(q, uid, { forUpdate });
    if (!member) throw businessError(MESSAGES.accountNotFound);
    return member;
  }

  /** Whether the session proved the player recently (the old password or an own-phone code). */
  async function recentlyVerified(q: Queryable, sessionId: string, now: number) {
    const session = await findSession(q, sessionId);
    return (session?.verified_until?.getTime() ?? 0) > now;
  }

  /** Whether the address is already the player's proven email. */
  const isProvenEmail = (member: MemberRow, to: EmailRecipient) =>
    member.email_check_state === 1 && byEmail(member.email).email === to.email;

  return {
    async detail(uid: number): Promise<Profile> {
      return toProfile(await requireMember(ctx.db, uid), ctx.clock.now());
    },

    /**
     * /member/auth/sms: checks a 'verify' code sent to `phone` without using it up (the next
     * call of the flow passes it again). A code for the player's own phone also marks the
     * session as recently verified.
     */
    async verifyCode(
      caller: Caller,
      input: PhoneNumber & { code: string; otp_id: string },
    ): Promise<true> {
      const member = await requireMember(ctx.db, caller.uid);
      const outcome = await ctx.db.transaction(async (tx): Promise<Outcome<true>> => {
        const checked = await otp.check(tx, {
          otpId: input.otp_id,
          code: input.code,
          purpose: 'verify',
          ip: caller.ip,
          to: byPhone(input),
          wrongMessage: MESSAGES.codeIncorrect,
          mark: { kind: 'verify', uid: caller.uid },
        });
        if (!checked.ok) return checked;
        if (member.country_code === input.country_code && member.phone === input.phone) {
          await sessions.markVerified(tx, caller.sessionId);
        }
        return success(true);
      });
      return settle(outcome);
    },

    /**
     * A 'verify' code to a new email address of the player, after a recent verification (the
     * account's email form). Whether another account holds the address is told only once its
     * code proved the sender reads it (`update`).
     */
    async sendEmailCode(caller: Caller, email: string, language?: Language) {
      const member = await requireMember(ctx.db, caller.uid);
      if (!(await recentlyVerified(ctx.db, caller.sessionId, ctx.clock.now()))) {
        throw businessError(MESSAGES.verifyFirst);
      }
      const to = byEmail(email);
      if (isProvenEmail(member, to)) throw businessError(MESSAGES.emailSame);
      return otp.send({ to, purpose: 'verify', ...(language && { language }) }, caller.ip);
    },

    /**
     * Changes the given fields. Names: unique (case-insensitive, across usernames and nick
     * names), each changeable once in 90 days. Email and phone: need a recent verification and
     * a 'verify' code sent to the new address or number, which is then proven
     * (email_check_state 1) and may not be another account's. Avatar: an upload of this player.
     */
    async update(caller: Caller, input: DetailUpdate): Promise<true> {
      const fields = (['username', 'nick_name', 'email', 'avatar', 'phone'] as const).filter(
        (k) => input[k] !== undefined,
      );
      if (fields.length === 0) throw validationError(MESSAGES.nothingToUpdate);
      if (input.email !== undefined && input.phone !== undefined) {
        throw businessError(MESSAGES.onePhoneOrEmail);
      }
      const hasCode = Boolean(input.otp_id || input.code);
      if (hasCode && !(input.otp_id && input.code)) throw businessError(MESSAGES.missingCode);
      const codeFor = (to: Recipient) => ({
        otpId: input.otp_id!,
        code: input.code!,
        purpose: 'verify' as const,
        ip: caller.ip,
        to,
        wrongMessage: MESSAGES.codeIncorrect,
        mark: { kind: 'use' as const },
      });

      // The avatar is re-encoded before the transaction: image work holds no row lock.
      let avatar = input.avatar;
      if (avatar) {
        avatar = (await uploads.avatarFrom(caller.uid, avatar)) ?? undefined;
        if (!avatar) throw businessError(MESSAGES.avatarUnknown);
      }

      const run = () =>
        ctx.db.transaction(async (tx): Promise<Outcome<true>> => {
          const now = ctx.clock.now();
          const member = await requireMember(tx, caller.uid, true);
          const verified = await recentlyVerified(tx, caller.sessionId, now);
          const changes: ProfileChanges = {};

          for (const { field, changedAt, label } of NAME_FIELDS) {
            const value = input[field];
            if (value === undefined || value === member[field]) continue;
            const next = nextNameChange(member[changedAt], now);
            if (next) return failure(MESSAGES.nameTooSoon(label, formatManilaDate(next)));
            if (await nameTaken(tx, member.uid, value)) return failure(MESSAGES.nameTaken(label));
            changes[field] = value;
            changes[changedAt] = new Date(now);
          }

          if (avatar !== undefined && avatar !== member.avatar) changes.avatar = avatar;

          if (input.email !== undefined) {
            const to = byEmail(input.email);
            if (isProvenEmail(member, to)) return failure(MESSAGES.emailSame);
            if (!verified) return failure(MESSAGES.verifyFirst);
            if (!hasCode) return failure(MESSAGES.missingCode);
            const checked = await otp.check(tx, codeFor(to));
            if (!checked.ok) return checked;
            const holder = await findMemberByRecipient(tx, to);
            if (holder && holder.uid !== member.uid) return failure(MESSAGES.emailInUse);
            changes.email = input.email;
            changes.email_check_state = 1;
          }

          if (input.phone !== undefined) {
            const target = {
              country_code: input.country_code ?? member.country_code,
              phone: input.phone,
            };
            if (target.country_code === member.country_code && target.phone === member.phone) {
              return failure(MESSAGES.phoneSame);
            }
            if (!verified) return failure(MESSAGES.verifyFirst);
            if (!hasCode) return failure(MESSAGES.missingCode);
            const checked = await otp.check(tx, codeFor(byPhone(target)));
            if (!checked.ok) return checked;
            if (await findMemberByPhone(tx, target.country_code, target.phone)) {
              return failure(MESSAGES.phoneInUse);
            }
            // A listed person's phone opens no account, nor moves into one.
            if (await isPhoneRestricted(tx, target)) return failure(RG_MESSAGES.restrictedPerson);
            changes.country_code = target.country_code;
            changes.phone = target.phone;
          }

          if (avatar) await makeUploadPublic(tx, avatar);
          await updateMember(tx, member.uid, changes, now);
          return success(true);
        });

      try {
        return settle(await run());
      } catch (error) {
        // A concurrent change took the name between the check and the write.
        if (error instanceof MemberConflict) {
          throw businessError(
            input.phone
              ? MESSAGES.phoneInUse
              : input.email
                ? MESSAGES.emailInUse
                : MESSAGES.nameTaken(input.username ? 'username' : 'nick name'),
          );
        }
        throw error;
      }
    },

    /**
     * Sets a player's KYC status (for the KYC module and operators); 'block' (7) ends every
     * session of the player at once.
     */
    async setKycStatus(uid: number, status: number): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        if (!(await setKycStatus(tx, uid, status, ctx.clock.now()))) {
          throw businessError(MESSAGES.accountNotFound);
        }
        if (status === kycStatusNumber('block')) await sessions.revokeAll(tx, uid, 'blocked');
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
