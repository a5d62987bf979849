import { businessError, kycStatusNumber } from '@pisoplay/contract';
import type { Session } from '@pisoplay/contract';
import type { ClientInfo, MembersContext } from '../context.ts';
import {
  findMemberByPhone,
  recordLogin,
  replacePasswordHash,
  setPasswordHash,
} from '../members-queries.ts';
import { MESSAGES } from '../messages.ts';
import type { CodeCheck, OtpService, PhoneNumber } from '../otp/otp-service.ts';
import type { Queryable } from '../../../db/database.ts';
import { failure, settle, success } from '../outcome.ts';
import {
  dummyHash,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../passwords/password-hasher.ts';
import { LOGIN_PER_IP, LOGIN_PER_PHONE, SCOPES, phoneKey } from '../rules.ts';
import type { SessionService } from '../sessions/session-service.ts';
import { clearFailures, lockedUntil, recordFailure, unlock } from '../throttle/throttle-queries.ts';
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
    mark: CodeCheck['mark'],
  ) =>
    otp.check(tx, {
      otpId: input.otp_id,
      code: input.code,
      purpose,
      wrongMessage: MESSAGES.codeInvalid,
      mark,
    });

  return {
    /** Signs in with a 'login' code; the first sign-in of a phone creates its account. */
    async withCode(input: { otp_id: string; code: string }, client: ClientInfo): Promise<Session> {
      const outcome = await ctx.db.transaction(async (tx) => {
        const checked = await checkPublicCode(tx, input, 'login', { kind: 'use' });
        if (!checked.ok) return checked;
        const now = ctx.clock.now();
        const member = await findOrCreateMember(tx, checked.value, client, now);
        if (member.kyc_status === BLOCKED) return failure<Session>(MESSAGES.blocked);
        await recordLogin(tx, member.uid, client.ip, client.device, now);
        return success(await sessions.issue(tx, member.uid, client));
      });
      return settle(outcome);
    },

    /**
     * Signs in with phone and password. Unknown phone, no password and wrong password answer the
     * same message after the same argon2 work.
     */
    async withPassword(
      input: PhoneNumber & { password: string },
      client: ClientInfo,
    ): Promise<Session> {
      const now = ctx.clock.now();
      const phoneSubject = phoneKey(input.country_code, input.phone);
      if (limitLogins) {
        const until = Math.max(
          (await lockedUntil(ctx.db, SCOPES.loginPhone, phoneSubject, now)) ?? 0,
          (await lockedUntil(ctx.db, SCOPES.loginIp, client.ip, now)) ?? 0,
        );
        if (until > now)
          throw businessError(MESSAGES.loginLocked(Math.ceil((until - now) / 60_000)));
      }

      const member = await findMemberByPhone(ctx.db, input.country_code, input.phone);
      const stored = member?.password_hash ?? (await dummyHash());
      const matches = (await verifyPassword(stored, input.password)) && !!member?.password_hash;
      if (!member || !matches) {
        if (limitLogins) {
          await ctx.db.transaction(async (tx) => {
            await recordFailure(tx, SCOPES.loginPhone, phoneSubject, LOGIN_PER_PHONE, now);
            await recordFailure(tx, SCOPES.loginIp, client.ip, LOGIN_PER_IP, now);
          });
        }
        throw businessError(MESSAGES.loginInvalid);
      }
      if (member.kyc_status === BLOCKED) throw businessError(MESSAGES.blocked);

      const session = await ctx.db.transaction(async (tx) => {
        await clearFailures(tx, SCOPES.loginPhone, phoneSubject);
        await recordLogin(tx, member.uid, client.ip, client.device, ctx.clock.now());
        return sessions.issue(tx, member.uid, client);
      });
      if (needsRehash(stored)) {
        await replacePasswordHash(ctx.db, member.uid, stored, await hashPassword(input.password));
      }
      return session;
    },

    /**
     * Sets a new password with a 'reset' code and ends every session. The reply is the same
     * whether or not the phone has an account.
     */
    /** Whether a reset code is right, without using it up. */
    async checkResetCode(input: { otp_id: string; code: string }): Promise<true> {
      const outcome = await ctx.db.transaction(async (tx) => {
        const checked = await checkPublicCode(tx, input, 'reset', { kind: 'peek' });
        return checked.ok ? success(true as const) : checked;
      });
      return settle(outcome);
    },

    async resetPassword(input: { otp_id: string; code: string; new_password: string }) {
      const newHash = await hashPassword(input.new_password);
      const outcome = await ctx.db.transaction(async (tx) => {
        const checked = await checkPublicCode(tx, input, 'reset', { kind: 'use' });
        if (!checked.ok) return checked;
        const { country_code, phone } = checked.value;
        const member = await findMemberByPhone(tx, country_code, phone);
        if (member) {
          await setPasswordHash(tx, member.uid, newHash, ctx.clock.now());
          await sessions.revokeAll(tx, member.uid, 'password_reset');
          await unlock(tx, SCOPES.loginPhone, phoneKey(country_code, phone));
        }
        return success(true as const);
      });
      return settle(outcome);
    },
  };
}

export type SigninService = ReturnType<typeof createSigninService>;
