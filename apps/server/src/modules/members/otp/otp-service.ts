import { randomInt } from 'node:crypto';
import { DEFAULT_LANGUAGE, OTP_LENGTH, businessError } from '@pisoplay/contract';
import type { Language, OtpPurpose, OtpSendResult } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import { isLoopback } from '../../../loopback.ts';
import { codeEmail } from '../../../providers/email/index.ts';
import type { EmailCodePurpose } from '../../../providers/email/index.ts';
import { OTP_TEMPLATES, renderOtpText } from '../../../providers/sms/index.ts';
import type { MembersContext } from '../context.ts';
import { hmacHex, randomToken, safeEqual } from '../../../platform/crypto.ts';
import { MESSAGES } from '../messages.ts';
import { failure, success } from '../outcome.ts';
import type { Outcome } from '../outcome.ts';
import {
  CODE_CHECKS_PER_IP,
  OTP_LOCK_MS,
  OTP_RESEND_MS,
  OTP_SENDS,
  OTP_SENDS_PER_RECIPIENT,
  OTP_TRIES_PER_CODE,
  OTP_TTL_MS,
  OTP_WRONG_CODES,
  SCOPES,
} from '../rules.ts';
import { hasSignedInFrom } from '../members-queries.ts';
import {
  clearAttempts,
  forgetAttempt,
  lockSubject,
  lockedUntil,
  serialize,
  takeAttempt,
} from '../../../platform/throttle/throttle-queries.ts';
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
import { recipientFromIp, recipientKey, recipientOfRow } from './recipient.ts';
import type { EmailRecipient, Recipient, SmsRecipient } from './recipient.ts';

/** A code to send: to a phone for any purpose, to an email address to reset or prove it. */
export type CodeRequest = (
  { to: SmsRecipient; purpose: OtpPurpose } | { to: EmailRecipient; purpose: EmailCodePurpose }
) & {
  /**
   * For a send whose reply must not tell whether the recipient has an account: whether the
   * code really goes out, asked inside the send's transaction once every limit passed. The code
   * is stored and counted either way and goes out after the reply, so neither the reply, its
   * time nor the limits depend on the answer or on the provider (docs/auth.md, "Email").
   */
  onlyIf?: (tx: Queryable) => Promise<boolean>;
  /** The language the SMS or email is written in: the asking request's (English by default). */
  language?: Language;
};

export type CodeCheck = {
  otpId: string;
  code: string;
  purpose: OtpPurpose;
  /** The address of the request: wrong codes count against it, not against the recipient. */
  ip: string;
  /** The code must have been sent to this phone or email address. */
  to?: Recipient;
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
 * sent for one phone or email address and one purpose. Every reply is the same for registered
 * and unknown recipients.
 */
export function createOtpService(ctx: MembersContext) {
  const codeHash = (id: string, code: string) => hmacHex(ctx.secret, `otp:${id}:${code}`);
  const limitPerIp = (ip: string) =>
    ctx.config.OTP_SENDS_PER_IP_HOUR > 0 &&
    !(ctx.config.NODE_ENV !== 'production' && isLoopback(ip));
  /** Deliveries still under way after their reply; the server waits for them on close. */
  const inFlight = new Set<Promise<void>>();

  /** Logs a failed delivery with the provider's reason (never the code nor its id). */
  const logFailure = (to: Recipient, error: unknown) =>
    ctx.log.warn(
      { err: error, provider: to.channel === 'sms' ? ctx.sms.kind : ctx.email.kind },
      'code not sent',
    );

  async function deliver(
    { to, purpose, language = DEFAULT_LANGUAGE }: CodeRequest,
    code: string,
  ): Promise<void> {
    if (to.channel === 'sms') {
      const { country_code, phone } = to;
      const text = renderOtpText(code, OTP_TEMPLATES[language]);
      return ctx.sms.send({ country_code, phone, code, text });
    }
    // Email never signs anyone in (CodeRequest): it resets a password or proves the address.
    if (purpose === 'login') throw new Error('Sign-in codes go by SMS only');
    return ctx.email.send({ to: to.email, ...codeEmail(purpose, code, language) });
  }

  /**
   * Sends a code. The limits that a stranger could use against the recipient's owner (the resend
   * wait, the send count that locks, the pending code a new one supersedes) are kept per
   * recipient and address; the recipient as a whole has a higher ceiling that addresses which
   * signed in to its account before are not held by (docs/auth.md).
   */
  async function send(request: CodeRequest, ip: string): Promise<OtpSendResult> {
    const { to, purpose } = request;
    const now = ctx.clock.now();
    const device = recipientFromIp(to, ip);
    const prepared = await ctx.db.transaction(
      async (tx): Promise<Outcome<{ id: string; code: string; goesOut: boolean }>> => {
        // Sends to one recipient, and sends from one address, take turns: the counts below are
        // then exact however many requests arrive at once (recipient first, then address).
        await serialize(tx, SCOPES.otpSend, recipientKey(to), now);
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
        const last = await lastSentAt(tx, { to, ip }, purpose);
        const wait = OTP_RESEND_MS[purpose];
        if (last !== null && now < last + wait) {
          return failure(MESSAGES.resendTooEarly(Math.ceil((last + wait - now) / 1000)));
        }
        const fromHere = await countSentSince(tx, { to, ip }, now - OTP_SENDS.windowMs);
        if (fromHere >= OTP_SENDS.max) {
          await lockSubject(tx, SCOPES.otp, device, now + OTP_LOCK_MS, now);
          return failure(MESSAGES.codeLocked);
        }
        const toRecipient = await countSentSince(
          tx,
          { to },
          now - OTP_SENDS_PER_RECIPIENT.windowMs,
        );
        if (toRecipient >= OTP_SENDS_PER_RECIPIENT.max && !(await hasSignedInFrom(tx, to, ip))) {
          return failure(
            to.channel === 'sms' ? MESSAGES.tooManyForPhone : MESSAGES.tooManyForEmail,
          );
        }
        const goesOut = request.onlyIf ? await request.onlyIf(tx) : true;
        const id = randomToken(16);
        const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
        await supersedePending(tx, { to, ip }, purpose);
        await insertCode(tx, {
          id,
          to,
          purpose,
          code_hash: codeHash(id, code),
          createdAt: now,
          expiresAt: now + OTP_TTL_MS,
          ip,
        });
        return success({ id, code, goesOut });
      },
    );
    if (!prepared.ok) throw businessError(prepared.message);

    const { id, code, goesOut } = prepared.value;
    const result = { id, codeLength: OTP_LENGTH, resendAt: now + OTP_RESEND_MS[purpose] };
    if (request.onlyIf) {
      // After the reply. A failure is only logged: the code stays pending (it cannot be known),
      // so the resend wait says nothing about whether there was anything to send.
      if (goesOut) {
        const delivery = deliver(request, code)
          .catch((error: unknown) => logFailure(to, error))
          .finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
      return result;
    }
    try {
      await deliver(request, code);
    } catch (error) {
      logFailure(to, error);
      await markCodeFailed(ctx.db, id);
      throw businessError(to.channel === 'sms' ? MESSAGES.smsFailed : MESSAGES.emailFailed);
    }
    return result;
  }

  /**
   * Checks a code inside the caller's transaction; the caller must let the transaction commit
   * and then throw a failure, so the tries it counted stay counted. Every limit is taken before
   * the code is compared: the address's checks (unknown ids included), the recipient's wrong
   * codes from this address (the fifth locks this address out of it for 30 minutes), and the
   * code's own tries (the fifth wrong one spends it). The otp id is a secret of the device that
   * asked for the code, so a stranger can spend only codes they asked for themselves.
   */
  async function check(q: Queryable, c: CodeCheck): Promise<Outcome<OtpRow>> {
    const now = ctx.clock.now();
    const fromIp = await takeAttempt(q, SCOPES.codeIp, c.ip, CODE_CHECKS_PER_IP, now);
    if (!fromIp.allowed) return failure(MESSAGES.tooManyChecks);
    const row = await findCodeForUpdate(q, c.otpId);
    if (!row) return failure(MESSAGES.codeExpired);
    const sentTo = recipientOfRow(row);
    const device = recipientFromIp(sentTo, c.ip);
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

    const sameRecipient = !c.to || recipientKey(c.to) === recipientKey(sentTo);
    if (!sameRecipient || !safeEqual(row.code_hash, codeHash(row.id, c.code))) {
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

  /** Waits for the deliveries still under way (the server is closing). */
  const drain = async (): Promise<void> => {
    await Promise.all(inFlight);
  };

  return { send, check, drain };
}

export type OtpService = ReturnType<typeof createOtpService>;
