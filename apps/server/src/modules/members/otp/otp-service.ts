import { randomInt } from 'node:crypto';
import { OTP_LENGTH, businessError } from '@pisoplay/contract';
import type { OtpPurpose, OtpSendResult } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import { renderOtpText } from '../../../providers/sms/index.ts';
import type { MembersContext } from '../context.ts';
import { hmacHex, randomToken, safeEqual } from '../crypto.ts';
import { MESSAGES } from '../messages.ts';
import { failure, success } from '../outcome.ts';
import type { Outcome } from '../outcome.ts';
import {
  OTP_LOCK_MS,
  OTP_RESEND_MS,
  OTP_SENDS,
  OTP_TTL_MS,
  OTP_WRONG_CODES,
  SCOPES,
  phoneKey,
} from '../rules.ts';
import {
  clearFailures,
  lockSubject,
  lockedUntil,
  recordFailure,
  serialize,
} from '../throttle/throttle-queries.ts';
import {
  countSentFromIpSince,
  countSentSince,
  findCodeForUpdate,
  insertCode,
  lastSentAt,
  markCodeFailed,
  markCodeUsed,
  markCodeVerified,
  supersedePending,
} from './otp-queries.ts';
import type { OtpRow } from './otp-queries.ts';

export type PhoneNumber = { country_code: string; phone: string };

export type CodeCheck = {
  otpId: string;
  code: string;
  purpose: OtpPurpose;
  /** The code must have been sent to this phone. */
  phone?: PhoneNumber;
  /** Message for a wrong code (the lock message replaces it at the fifth). */
  wrongMessage: string;
  /**
   * 'use' consumes the code; 'verify' records that `uid` checked it and keeps it usable; 'peek'
   * only answers whether it is right.
   */
  mark: { kind: 'use' } | { kind: 'verify'; uid: number } | { kind: 'peek' };
};

/**
 * One-time codes: six digits, five minutes, single use, stored as an HMAC bound to the code id,
 * sent for one phone and one purpose. Every reply is the same for registered and unknown phones.
 */
export function createOtpService(ctx: MembersContext) {
  const codeHash = (id: string, code: string) => hmacHex(ctx.secret, `otp:${id}:${code}`);
  const loopback = (ip: string) =>
    ip === '::1' || ip.startsWith('127.') || ip === '::ffff:127.0.0.1';
  const limitPerIp = (ip: string) =>
    ctx.config.OTP_SENDS_PER_IP_HOUR > 0 && !(ctx.config.NODE_ENV !== 'production' && loopback(ip));

  async function send(
    target: PhoneNumber & { purpose: OtpPurpose },
    ip: string,
  ): Promise<OtpSendResult> {
    const { country_code, phone, purpose } = target;
    const now = ctx.clock.now();
    const subject = phoneKey(country_code, phone);
    const prepared = await ctx.db.transaction(
      async (tx): Promise<Outcome<{ id: string; code: string }>> => {
        await serialize(tx, SCOPES.otp, subject, now);
        if (await lockedUntil(tx, SCOPES.otp, subject, now)) return failure(MESSAGES.codeLocked);
        if (
          limitPerIp(ip) &&
          (await countSentFromIpSince(tx, ip, now - 3600_000)) >= ctx.config.OTP_SENDS_PER_IP_HOUR
        ) {
          return failure(MESSAGES.tooManyFromNetwork);
        }
        // The wait is per purpose: a login code just sent must not hold up a reset code. The send
        // cap below still counts every purpose.
        const last = await lastSentAt(tx, country_code, phone, purpose);
        const wait = OTP_RESEND_MS[purpose];
        if (last !== null && now < last + wait) {
          return failure(MESSAGES.resendTooEarly(Math.ceil((last + wait - now) / 1000)));
        }
        if (
          (await countSentSince(tx, country_code, phone, now - OTP_SENDS.windowMs)) >= OTP_SENDS.max
        ) {
          await lockSubject(tx, SCOPES.otp, subject, now + OTP_LOCK_MS, now);
          return failure(MESSAGES.codeLocked);
        }
        const id = randomToken(16);
        const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
        await supersedePending(tx, country_code, phone, purpose);
        await insertCode(tx, {
          id,
          country_code,
          phone,
          purpose,
          code_hash: codeHash(id, code),
          createdAt: now,
          expiresAt: now + OTP_TTL_MS,
          ip,
        });
        return success({ id, code });
      },
    );
    if (!prepared.ok) throw businessError(prepared.message);

    const { id, code } = prepared.value;
    try {
      await ctx.sms.send({ country_code, phone, code, text: renderOtpText(code) });
    } catch (error) {
      ctx.log.warn({ err: error, provider: ctx.sms.kind }, 'SMS not sent');
      await markCodeFailed(ctx.db, id);
      throw businessError(MESSAGES.smsFailed);
    }
    return { id, codeLength: OTP_LENGTH, resendAt: now + OTP_RESEND_MS[purpose] };
  }

  /**
   * Checks a code inside the caller's transaction. A wrong code is counted against the phone
   * (five lock it for 30 minutes); the caller must let the transaction commit and then throw.
   */
  async function check(q: Queryable, c: CodeCheck): Promise<Outcome<OtpRow>> {
    const now = ctx.clock.now();
    const row = await findCodeForUpdate(q, c.otpId);
    if (!row) return failure(MESSAGES.codeExpired);
    const subject = phoneKey(row.country_code, row.phone);
    if (await lockedUntil(q, SCOPES.otp, subject, now)) return failure(MESSAGES.codeLocked);
    if (row.status === 'used') return failure(MESSAGES.codeUsed);
    if (row.status === 'superseded') return failure(MESSAGES.codeSuperseded);
    if (row.status === 'failed' || row.expires_at.getTime() <= now) {
      return failure(MESSAGES.codeExpired);
    }
    if (row.purpose !== c.purpose) return failure(MESSAGES.codeWrongPurpose);
    const samePhone =
      !c.phone || (c.phone.country_code === row.country_code && c.phone.phone === row.phone);
    if (!samePhone || !safeEqual(row.code_hash, codeHash(row.id, c.code))) {
      const locked = await recordFailure(q, SCOPES.otp, subject, OTP_WRONG_CODES, now);
      return failure(locked ? MESSAGES.codeLocked : c.wrongMessage);
    }
    await clearFailures(q, SCOPES.otp, subject);
    if (c.mark.kind === 'use') await markCodeUsed(q, row.id, now);
    else if (c.mark.kind === 'verify') await markCodeVerified(q, row.id, c.mark.uid, now);
    return success(row);
  }

  return { send, check };
}

export type OtpService = ReturnType<typeof createOtpService>;
