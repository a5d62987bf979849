import { randomInt } from 'node:crypto';
import { OTP_LENGTH, businessError } from '@pisoplay/contract';
import type { OtpPurpose, OtpSendResult } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import { isLoopback } from '../../../loopback.ts';
import { renderOtpText } from '../../../providers/sms/index.ts';
import type { MembersContext } from '../context.ts';
import { hmacHex, randomToken, safeEqual } from '../crypto.ts';
import { MESSAGES } from '../messages.ts';
import { failure, success } from '../outcome.ts';
import type { Outcome } from '../outcome.ts';
import {
  CODE_CHECKS_PER_IP,
  OTP_LOCK_MS,
  OTP_RESEND_MS,
  OTP_SENDS,
  OTP_SENDS_PER_PHONE,
  OTP_TRIES_PER_CODE,
  OTP_TTL_MS,
  OTP_WRONG_CODES,
  SCOPES,
  phoneFromIp,
  phoneKey,
} from '../rules.ts';
import { hasSignedInFrom } from '../members-queries.ts';
import {
  clearAttempts,
  forgetAttempt,
  lockSubject,
  lockedUntil,
  serialize,
  takeAttempt,
} from '../throttle/throttle-queries.ts';
import {
  countSentFromIpSince,
  countSentSince,
  countTry,
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
  /** The address of the request: wrong codes count against it, not against the phone. */
  ip: string;
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
  const limitPerIp = (ip: string) =>
    ctx.config.OTP_SENDS_PER_IP_HOUR > 0 &&
    !(ctx.config.NODE_ENV !== 'production' && isLoopback(ip));

  /**
   * Sends a code. The limits that a stranger could use against the phone's owner (the resend
   * wait, the send count that locks, the pending code a new one supersedes) are kept per phone
   * and address; the phone as a whole has a higher ceiling that addresses which signed in to
   * its account before are not held by (docs/auth.md).
   */
  async function send(
    target: PhoneNumber & { purpose: OtpPurpose },
    ip: string,
  ): Promise<OtpSendResult> {
    const { country_code, phone, purpose } = target;
    const now = ctx.clock.now();
    const device = phoneFromIp(country_code, phone, ip);
    const prepared = await ctx.db.transaction(
      async (tx): Promise<Outcome<{ id: string; code: string }>> => {
        // Sends of one phone, and sends from one address, take turns: the counts below are then
        // exact however many requests arrive at once (phone first, then address, always).
        await serialize(tx, SCOPES.otpSend, phoneKey(country_code, phone), now);
        if (limitPerIp(ip)) await serialize(tx, SCOPES.otpSendIp, ip, now);
        if (await lockedUntil(tx, SCOPES.otp, device, now)) return failure(MESSAGES.codeLocked);
        if (
          limitPerIp(ip) &&
          (await countSentFromIpSince(tx, ip, now - 3600_000)) >= ctx.config.OTP_SENDS_PER_IP_HOUR
        ) {
          return failure(MESSAGES.tooManyFromNetwork);
        }
        // The wait is per purpose: a login code just sent must not hold up a reset code. The send
        // cap below still counts every purpose.
        const last = await lastSentAt(tx, { country_code, phone, ip }, purpose);
        const wait = OTP_RESEND_MS[purpose];
        if (last !== null && now < last + wait) {
          return failure(MESSAGES.resendTooEarly(Math.ceil((last + wait - now) / 1000)));
        }
        const fromHere = await countSentSince(
          tx,
          { country_code, phone, ip },
          now - OTP_SENDS.windowMs,
        );
        if (fromHere >= OTP_SENDS.max) {
          await lockSubject(tx, SCOPES.otp, device, now + OTP_LOCK_MS, now);
          return failure(MESSAGES.codeLocked);
        }
        const toPhone = await countSentSince(
          tx,
          { country_code, phone },
          now - OTP_SENDS_PER_PHONE.windowMs,
        );
        if (
          toPhone >= OTP_SENDS_PER_PHONE.max &&
          !(await hasSignedInFrom(tx, { country_code, phone }, ip))
        ) {
          return failure(MESSAGES.tooManyForPhone);
        }
        const id = randomToken(16);
        const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
        await supersedePending(tx, { country_code, phone, ip }, purpose);
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
   * Checks a code inside the caller's transaction; the caller must let the transaction commit
   * and then throw a failure, so the tries it counted stay counted. Every limit is taken before
   * the code is compared: the address's checks (unknown ids included), the phone's wrong codes
   * from this address (the fifth locks this address out of the phone for 30 minutes), and the
   * code's own tries (the fifth wrong one spends it). The otp id is a secret of the device that
   * asked for the code, so a stranger can spend only codes they asked for themselves.
   */
  async function check(q: Queryable, c: CodeCheck): Promise<Outcome<OtpRow>> {
    const now = ctx.clock.now();
    const fromIp = await takeAttempt(q, SCOPES.codeIp, c.ip, CODE_CHECKS_PER_IP, now);
    if (!fromIp.allowed) return failure(MESSAGES.tooManyChecks);
    const row = await findCodeForUpdate(q, c.otpId);
    if (!row) return failure(MESSAGES.codeExpired);
    const device = phoneFromIp(row.country_code, row.phone, c.ip);
    if (row.status === 'used') return failure(MESSAGES.codeUsed);
    if (row.status === 'superseded') return failure(MESSAGES.codeSuperseded);
    if (row.status === 'failed' || row.expires_at.getTime() <= now) {
      return failure(MESSAGES.codeExpired);
    }
    if (row.purpose !== c.purpose) return failure(MESSAGES.codeWrongPurpose);
    const attempt = await takeAttempt(q, SCOPES.otp, device, OTP_WRONG_CODES, now);
    if (!attempt.allowed) return failure(MESSAGES.codeLocked);
    const tries = await countTry(q, row.id);
    if (tries > OTP_TRIES_PER_CODE) return failure(MESSAGES.codeExpired);

    const samePhone =
      !c.phone || (c.phone.country_code === row.country_code && c.phone.phone === row.phone);
    if (!samePhone || !safeEqual(row.code_hash, codeHash(row.id, c.code))) {
      if (attempt.count >= OTP_WRONG_CODES.max) {
        await lockSubject(q, SCOPES.otp, device, now + OTP_WRONG_CODES.lockMs, now);
        return failure(MESSAGES.codeLocked);
      }
      return failure(c.wrongMessage);
    }
    await clearAttempts(q, SCOPES.otp, device);
    await forgetAttempt(q, SCOPES.codeIp, c.ip);
    if (c.mark.kind === 'use') await markCodeUsed(q, row.id, now);
    else if (c.mark.kind === 'verify') await markCodeVerified(q, row.id, c.mark.uid, now);
    return success(row);
  }

  return { send, check };
}

export type OtpService = ReturnType<typeof createOtpService>;
