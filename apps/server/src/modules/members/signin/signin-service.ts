import { RG_MESSAGES, businessError, kycStatusNumber } from '@pisoplay/contract';
import type { Language, Session } from '@pisoplay/contract';
import type { ClientInfo, MembersContext } from '../context.ts';
import {
  findMemberByPhone,
  findMemberByRecipient,
  hasSignedInFrom,
  recordLogin,
  replacePasswordHash,
  setPasswordHash,
} from '../members-queries.ts';
import { MESSAGES } from '../messages.ts';
import type { CodeCheck, OtpService } from '../otp/otp-service.ts';
import { byEmail, byPhone, recipientOfRow } from '../otp/recipient.ts';
import type { PhoneNumber } from '../otp/recipient.ts';
import type { Queryable } from '../../../db/database.ts';
import { failure, settle, success } from '../outcome.ts';
import { isPhoneRestricted } from '../restricted/restricted-queries.ts';
import {
  dummyHash,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../../../platform/passwords/password-hasher.ts';
import {
  LOGIN_PER_IP,
  LOGIN_PER_PHONE,
  LOGIN_PER_PHONE_AND_IP,
  SCOPES,
  phoneFromIp,
  phoneKey,
} from '../rules.ts';
import { minutesUntil, type ThrottleRule } from '../../../platform/throttle/throttle-rule.ts';
import type { SessionService } from '../sessions/session-service.ts';
import {
  clearAttempts,
  forgetAttempt,
  lockSubject,
  takeAttempt,
  unlock,
  unlockStartingWith,
} from '../../../platform/throttle/throttle-queries.ts';
import type { Attempt } from '../../../platform/throttle/throttle-queries.ts';
import { findOrCreateMember } from './new-member.ts';

const BLOCKED = kycStatusNumber('block');

/** Sign-in by code or password, and the password reset with a code. */
export function createSigninService(
  ctx: MembersContext,
  otp: OtpService,
  sessions: SessionService,
) {
  /** Failed password logins are counted per phone and per IP unless the bench switch is on. */
  const limitLogins = !(
    ctx.config.LOGIN_RATE_LIMIT_DISABLED === '1' && ctx.config.NODE_ENV !== 'production'
  );

  /** Checks a code sent to a phone that is not signed in; a wrong one answers 'Invalid code'. */
  const checkPublicCode = (
    tx: Queryable,
    input: { otp_id: string; code: string },
    purpose: 'login' | 'reset',
    ip: string,
    mark: CodeCheck['mark'],
  ) =>
    otp.check(tx, {
      otpId: input.otp_id,
      code: input.code,
      purpose,
      ip,
      wrongMessage: MESSAGES.codeInvalid,
      mark,
    });

  return {
    /**
     * Signs in with a 'login' code; the first sign-in of a phone creates its account. A phone on
     * the restricted-persons list gets no account, and its account (if any) no session: asked
     * only once the code proved the phone, so the answer tells nobody else who is listed.
     */
    async withCode(
      input: { otp_id: string; code: string; ref?: string; device_no?: string },
      client: ClientInfo,
    ): Promise<Session> {
      // A self-excluded player is refused with a withdraw-only ticket (sessions.offeringWithdraw).
      const outcome = await sessions.offeringWithdraw(() =>
        ctx.db.transaction(async (tx) => {
          const checked = await checkPublicCode(tx, input, 'login', client.ip, { kind: 'use' });
          if (!checked.ok) return checked;
          if (await isPhoneRestricted(tx, checked.value)) {
            return failure<Session>(RG_MESSAGES.restrictedPerson);
          }
          const now = ctx.clock.now();
          const member = await findOrCreateMember(tx, checked.value, client, now, null, {
            ref: input.ref,
            deviceNo: input.device_no,
          });
          if (member.kyc_status === BLOCKED) return failure<Session>(MESSAGES.blocked);
          await recordLogin(tx, member.uid, client.ip, client.device, now);
          return success(await sessions.issue(tx, member.uid, client));
        }),
      );
      return settle(outcome);
    },

    /**
     * Signs in with phone and password. Unknown phone, no password and wrong password answer the
     * same message after the same argon2 work. Every limit is taken before the password is
     * verified, so concurrent guesses cannot pass it: the address (20), the phone from this
     * address (5), then the phone from anywhere (50), which addresses its account signed in
     * from before are not held by (docs/auth.md).
     */
    async withPassword(
      input: PhoneNumber & { password: string },
      client: ClientInfo,
    ): Promise<Session> {
      const now = ctx.clock.now();
      const member = await findMemberByPhone(ctx.db, input.country_code, input.phone);
      const limits: { scope: string; subject: string; rule: ThrottleRule; taken: Attempt }[] = [];
      if (limitLogins) {
        const subjects = [
          { scope: SCOPES.loginIp, subject: client.ip, rule: LOGIN_PER_IP },
          {
            scope: SCOPES.loginPhoneIp,
            subject: phoneFromIp(input.country_code, input.phone, client.ip),
            rule: LOGIN_PER_PHONE_AND_IP,
          },
          {
            scope: SCOPES.loginPhone,
            subject: phoneKey(input.country_code, input.phone),
            rule: LOGIN_PER_PHONE,
          },
        ];
        for (const { scope, subject, rule } of subjects) {
          const taken = await takeAttempt(ctx.db, scope, subject, rule, now);
          const ownersAddress =
            !taken.allowed &&
            scope === SCOPES.loginPhone &&
            (await hasSignedInFrom(ctx.db, byPhone(input), client.ip));
          if (!taken.allowed && !ownersAddress) {
            throw businessError(MESSAGES.loginLocked(minutesUntil(taken.retryAt, now)));
          }
          limits.push({ scope, subject, rule, taken });
        }
      }

      const stored = member?.password_hash ?? (await dummyHash());
      const matches = (await verifyPassword(stored, input.password)) && !!member?.password_hash;
      if (!member || !matches) {
        for (const { scope, subject, rule, taken } of limits) {
          if (taken.count >= rule.max)
            await lockSubject(ctx.db, scope, subject, now + rule.lockMs, now);
        }
        throw businessError(MESSAGES.loginInvalid);
      }
      // After the password, like the code above; before the block, which a listed account has.
      if (await isPhoneRestricted(ctx.db, member)) {
        throw businessError(RG_MESSAGES.restrictedPerson);
      }
      if (member.kyc_status === BLOCKED) throw businessError(MESSAGES.blocked);

      // The password was right: a self-excluded player is refused with a withdraw-only ticket.
      const session = await sessions.offeringWithdraw(() =>
        ctx.db.transaction(async (tx) => {
          for (const { scope, subject } of limits) {
            if (scope === SCOPES.loginPhoneIp) await clearAttempts(tx, scope, subject);
            else await forgetAttempt(tx, scope, subject);
          }
          await recordLogin(tx, member.uid, client.ip, client.device, ctx.clock.now());
          return sessions.issue(tx, member.uid, client);
        }),
      );
      if (needsRehash(stored)) {
        await replacePasswordHash(ctx.db, member.uid, stored, await hashPassword(input.password));
      }
      return session;
    },

    /** Whether a reset code is right, without using it up. */
    async checkResetCode(input: { otp_id: string; code: string }, ip: string): Promise<true> {
      const outcome = await ctx.db.transaction(async (tx) => {
        const checked = await checkPublicCode(tx, input, 'reset', ip, { kind: 'peek' });
        return checked.ok ? success(true as const) : checked;
      });
      return settle(outcome);
    },

    /**
     * Forgot password by email: a 'reset' code to the address when it is the proven email of an
     * account. Any other address gets the same reply, limits and time, and nothing is sent
     * (docs/auth.md, "Email"): the reply does not tell whether the address has an account.
     */
    sendResetEmail(input: { email: string }, ip: string, language?: Language) {
      const to = byEmail(input.email);
      return otp.send(
        {
          to,
          purpose: 'reset',
          ...(language && { language }),
          onlyIf: async (tx) => (await findMemberByRecipient(tx, to)) !== null,
        },
        ip,
      );
    },

    /**
     * Sets a new password with a 'reset' code, sent by SMS or email, and ends every session. The
     * reply is the same whether or not the code's phone or address has an account. The new
     * password is hashed only after the code proved right, so made-up codes cost the server a
     * lookup, not an argon2 hash.
     */
    async resetPassword(input: { otp_id: string; code: string; new_password: string }, ip: string) {
      const outcome = await ctx.db.transaction(async (tx) => {
        const checked = await checkPublicCode(tx, input, 'reset', ip, { kind: 'use' });
        if (!checked.ok) return checked;
        const member = await findMemberByRecipient(tx, recipientOfRow(checked.value));
        const newHash = await hashPassword(input.new_password);
        if (member) {
          await setPasswordHash(tx, member.uid, newHash, ctx.clock.now());
          await sessions.revokeAll(tx, member.uid, 'password_reset');
          // The owner proved the account: lift its phone's password-login locks, from every
          // address.
          const phone = phoneKey(member.country_code, member.phone);
          await unlock(tx, SCOPES.loginPhone, phone);
          await unlockStartingWith(tx, SCOPES.loginPhoneIp, `${phone}@`);
        }
        return success(true as const);
      });
      return settle(outcome);
    },
  };
}

export type SigninService = ReturnType<typeof createSigninService>;
