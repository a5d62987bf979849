import {
  businessError,
  formatManilaDate,
  kycStatusNumber,
  validationError,
} from '@pisoplay/contract';
import type { ParsedPayloadOf, Profile, calls } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import type { Caller } from '../../../caller.ts';
import type { UploadService } from '../avatar/upload-service.ts';
import { makeUploadPublic } from '../avatar/uploads-queries.ts';
import type { MembersContext } from '../context.ts';
import {
  MemberConflict,
  findMember,
  findMemberByPhone,
  nameTaken,
  setKycStatus,
  updateMember,
} from '../members-queries.ts';
import type { MemberRow, ProfileChanges } from '../members-queries.ts';
import { MESSAGES } from '../messages.ts';
import type { OtpService, PhoneNumber } from '../otp/otp-service.ts';
import { failure, settle, success } from '../outcome.ts';
import type { Outcome } from '../outcome.ts';
import type { SessionService } from '../sessions/session-service.ts';
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
    if (!member) throw businessError('Account not found');
    return member;
  }

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
          phone: input,
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
     * Changes the given fields. Names: unique (case-insensitive, across usernames and nick
     * names), each changeable once in 90 days. Email: needs a 'verify' code of the player's
     * phone or a recent verification. Phone: needs a recent verification and a 'verify' code
     * sent to the new number. Avatar: an upload of this player.
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
      const codeFor = (phone: PhoneNumber) => ({
        otpId: input.otp_id!,
        code: input.code!,
        purpose: 'verify' as const,
        ip: caller.ip,
        phone,
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
          const session = await findSession(tx, caller.sessionId);
          const recentlyVerified = (session?.verified_until?.getTime() ?? 0) > now;
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

          if (input.email !== undefined && input.email !== member.email) {
            if (hasCode) {
              const checked = await otp.check(tx, codeFor(member));
              if (!checked.ok) return checked;
            } else if (!recentlyVerified) {
              return failure(MESSAGES.missingCode);
            }
            changes.email = input.email;
            changes.email_check_state = 0;
          }

          if (input.phone !== undefined) {
            const target = {
              country_code: input.country_code ?? member.country_code,
              phone: input.phone,
            };
            if (target.country_code === member.country_code && target.phone === member.phone) {
              return failure(MESSAGES.phoneSame);
            }
            if (!recentlyVerified) return failure(MESSAGES.verifyFirst);
            if (!hasCode) return failure(MESSAGES.missingCode);
            const checked = await otp.check(tx, codeFor(target));
            if (!checked.ok) return checked;
            if (await findMemberByPhone(tx, target.country_code, target.phone)) {
              return failure(MESSAGES.phoneInUse);
            }
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
          throw businessError('Account not found');
        }
        if (status === kycStatusNumber('block')) await sessions.revokeAll(tx, uid, 'blocked');
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
