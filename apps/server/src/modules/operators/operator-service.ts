import {
  OPERATOR_IDLE_TIMEOUT_S,
  OPERATOR_ROLE_TITLES,
  businessError,
  forbiddenError,
  operatorMayCall,
  rolesForCall,
  tokenError,
} from '@pisoplay/contract';
import type {
  AdminLoginStep,
  AdminSignedIn,
  OperatorProfile,
  OperatorRole,
  Session,
  TotpEnrolment,
} from '@pisoplay/contract';
import type { OperatorCaller } from '../../caller.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Clock } from '../../providers/clock.ts';
import {
  hmacBase64url,
  openSealed,
  randomToken,
  sealText,
  sha256Hex,
} from '../../platform/crypto.ts';
import { dummyHash, verifyPassword } from '../../platform/passwords/password-hasher.ts';
import type { ThrottleRule } from '../../platform/throttle/throttle-rule.ts';
import { minutesUntil } from '../../platform/throttle/throttle-rule.ts';
import {
  clearAttempts,
  lockSubject,
  takeAttempt,
} from '../../platform/throttle/throttle-queries.ts';
import { listAudit, recordAudit } from '../../platform/audit/audit-queries.ts';
import {
  acceptTotp,
  findOperatorById,
  findOperatorByName,
  insertLoginTicket,
  insertOperatorSession,
  revokeOperatorSessions,
  setPendingTotp,
  takeLoginTicket,
  touchOperatorSession,
  useLoginTicket,
} from './operator-queries.ts';
import type { OperatorRow } from './operator-queries.ts';
import { acceptedStep, newTotpSecret } from './totp.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Operator sessions last a working day at most, and end after 30 minutes without a call. */
export const OPERATOR_SESSION_TTL_MS = 12 * HOUR;
const IDLE_MS = OPERATOR_IDLE_TIMEOUT_S * 1000;
/** Failed operator sign-ins per name, counted before the password is checked. */
const OPERATOR_LOGINS: ThrottleRule = { max: 5, windowMs: HOUR / 4, lockMs: HOUR / 4 };
/** Between the password and the code. */
const TICKET_TTL_MS = 5 * MINUTE;
/** Codes tried on one ticket before the password must be typed again. */
const TICKET_ATTEMPTS = 5;
/**
 * Codes tried per operator, whatever the ticket: with the password known, new tickets must not
 * buy new guesses (10 in 15 minutes, then 15 minutes locked: about 1 in 100,000 a quarter hour).
 */
const OPERATOR_CODES: ThrottleRule = { max: 10, windowMs: HOUR / 4, lockMs: HOUR / 4 };
/** The purpose the TOTP seeds are sealed under (platform/crypto sealText). */
const TOTP_SEAL = 'operator-totp';

export const OPERATOR_MESSAGES = {
  loginInvalid: 'Invalid username or password',
  loginLocked: (minutes: number) =>
    `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  ticketExpired: 'The sign-in has expired. Please enter your password again',
  codeInvalid: 'The code is not right. Check the time on your phone and try again',
  totpEnrolled: 'Two-factor sign-in is already set up; an administrator can reset it',
  totpNotStarted: 'Start the set-up first',
  notAllowed: (role: OperatorRole, allowed: readonly OperatorRole[]) =>
    `Your role (${OPERATOR_ROLE_TITLES[role]}) may not do this; it is for ${allowed
      .map((r) => OPERATOR_ROLE_TITLES[r])
      .join(', ')}`,
} as const;

export const operatorSessionSecret = (secret: string, sessionId: string) =>
  hmacBase64url(secret, `operator-session-secret:${sessionId}`);

export type OperatorsContext = {
  db: Database;
  clock: Clock;
  secret: string;
  /** Whether every operator must use a second factor (config OPERATOR_TOTP). */
  totpRequired: boolean;
};

const profileOf = (o: { username: string; role: OperatorRole; totp_enrolled: boolean }) =>
  ({
    username: o.username,
    role: o.role,
    totp_enrolled: o.totp_enrolled,
    idle_timeout_s: OPERATOR_IDLE_TIMEOUT_S,
  }) satisfies OperatorProfile;

/** Operators' sign-in with a second factor, their sessions and rights (docs/back-office.md). */
export function createOperatorService(ctx: OperatorsContext) {
  const seal = (text: string) => sealText(ctx.secret, TOTP_SEAL, text);
  const unseal = (sealed: string) => openSealed(ctx.secret, TOTP_SEAL, sealed);

  async function openSession(
    tx: Queryable,
    operator: OperatorRow,
    ip: string,
    now: number,
  ): Promise<AdminSignedIn> {
    const id = randomToken(16);
    const token = randomToken(32);
    const expiresAt = now + OPERATOR_SESSION_TTL_MS;
    await insertOperatorSession(tx, {
      id,
      operatorId: operator.id,
      tokenHash: sha256Hex(token),
      now,
      expiresAt,
      ip,
    });
    await recordAudit(tx, {
      by: { operatorId: operator.id, username: operator.username, ip },
      action: 'login',
      targetUid: null,
      detail: { ip },
      reason: null,
      now,
    });
    const session: Session = {
      token,
      secret: operatorSessionSecret(ctx.secret, id),
      expires_at: new Date(expiresAt).toISOString(),
    };
    const enrolled = operator.totp_secret !== null;
    return { session, operator: profileOf({ ...operator, totp_enrolled: enrolled }) };
  }

  return {
    async login(
      input: { username: string; password: string },
      ip: string,
    ): Promise<AdminLoginStep> {
      const now = ctx.clock.now();
      const subject = input.username.toLowerCase();
      const attempt = await takeAttempt(ctx.db, 'operator-login', subject, OPERATOR_LOGINS, now);
      if (!attempt.allowed) {
        throw businessError(OPERATOR_MESSAGES.loginLocked(minutesUntil(attempt.retryAt, now)));
      }
      const operator = await findOperatorByName(ctx.db, input.username);
      const stored = operator?.password_hash ?? (await dummyHash());
      const matches = (await verifyPassword(stored, input.password)) && !!operator;
      if (!operator || !matches || operator.disabled) {
        if (attempt.count >= OPERATOR_LOGINS.max) {
          await lockSubject(ctx.db, 'operator-login', subject, now + OPERATOR_LOGINS.lockMs, now);
        }
        throw businessError(OPERATOR_MESSAGES.loginInvalid);
      }
      await clearAttempts(ctx.db, 'operator-login', subject);
      if (operator.totp_secret === null && !ctx.totpRequired) {
        const signedIn = await ctx.db.transaction((tx) => openSession(tx, operator, ip, now));
        return { step: 'session', ...signedIn };
      }
      const ticket = randomToken(32);
      const enrolment = operator.totp_secret === null ? newTotpSecret(operator.username) : null;
      await insertLoginTicket(ctx.db, {
        ticketHash: sha256Hex(ticket),
        operatorId: operator.id,
        enrolSecret: enrolment && seal(enrolment.secret),
        expiresAt: now + TICKET_TTL_MS,
        ip,
      });
      return enrolment
        ? { step: 'enrol', ticket, totp_secret: enrolment.secret, otpauth_url: enrolment.url }
        : { step: 'totp', ticket };
    },

    /** The code after the password: the session (and the secret enrolled, at a first sign-in). */
    async loginTotp(input: { ticket: string; code: string }, ip: string): Promise<AdminSignedIn> {
      const now = ctx.clock.now();
      const ticketHash = sha256Hex(input.ticket);
      // Counted on its own, so a wrong code's attempt stays counted.
      const ticket = await takeLoginTicket(ctx.db, ticketHash, now);
      if (!ticket || ticket.attempts > TICKET_ATTEMPTS) {
        if (ticket) await useLoginTicket(ctx.db, ticketHash, now);
        throw businessError(OPERATOR_MESSAGES.ticketExpired);
      }
      const subject = String(ticket.operator_id);
      const attempt = await takeAttempt(ctx.db, 'operator-totp', subject, OPERATOR_CODES, now);
      if (!attempt.allowed) {
        throw businessError(OPERATOR_MESSAGES.loginLocked(minutesUntil(attempt.retryAt, now)));
      }
      const operator = await findOperatorById(ctx.db, ticket.operator_id);
      const sealed = ticket.enrol_secret ?? operator?.totp_secret;
      if (!operator || operator.disabled || !sealed)
        throw businessError(OPERATOR_MESSAGES.ticketExpired);
      const lastStep = operator.totp_last_step === null ? null : Number(operator.totp_last_step);
      const step = acceptedStep(unseal(sealed), input.code, now, lastStep);
      if (step === null) {
        if (attempt.count >= OPERATOR_CODES.max) {
          await lockSubject(ctx.db, 'operator-totp', subject, now + OPERATOR_CODES.lockMs, now);
        }
        throw businessError(OPERATOR_MESSAGES.codeInvalid);
      }
      return ctx.db.transaction(async (tx) => {
        await clearAttempts(tx, 'operator-totp', subject);
        if (!(await useLoginTicket(tx, ticketHash, now))) {
          throw businessError(OPERATOR_MESSAGES.ticketExpired);
        }
        if (!(await acceptTotp(tx, operator.id, step, now, ticket.enrol_secret))) {
          throw businessError(OPERATOR_MESSAGES.codeInvalid);
        }
        return openSession(tx, { ...operator, totp_secret: sealed }, ip, now);
      });
    },

    /**
     * The operator of a live session token, marked as active; the 401 'token' error when the
     * session ended (expired, revoked, 30 minutes idle, operator disabled).
     */
    async sessionOf(token: string) {
      const session = await touchOperatorSession(
        ctx.db,
        sha256Hex(token),
        ctx.clock.now(),
        IDLE_MS,
      );
      if (!session) throw tokenError();
      return {
        operatorId: session.operator_id,
        username: session.username,
        role: session.role,
        sessionId: session.id,
      };
    },

    /** Refuses an operator whose role may not make the call (403). */
    assertMayCall(role: OperatorRole, call: { method: string; path: string }): void {
      if (!operatorMayCall(role, call)) {
        throw forbiddenError(OPERATOR_MESSAGES.notAllowed(role, rolesForCall(call)));
      }
    },

    async me(caller: OperatorCaller): Promise<OperatorProfile> {
      const operator = await findOperatorById(ctx.db, caller.operatorId);
      return profileOf({ ...caller, totp_enrolled: operator?.totp_secret != null });
    },

    async logout(caller: OperatorCaller, everywhere: boolean): Promise<boolean> {
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const ended = await revokeOperatorSessions(
          tx,
          caller.operatorId,
          now,
          everywhere ? undefined : caller.sessionId,
        );
        await recordAudit(tx, {
          by: caller,
          action: everywhere ? 'logout.everywhere' : 'logout',
          targetUid: null,
          detail: { sessions: ended },
          reason: null,
          now,
        });
      });
      return true;
    },

    /** A new secret to scan, for an operator without one (their first code confirms it). */
    async totpEnrol(caller: OperatorCaller): Promise<TotpEnrolment> {
      const operator = await findOperatorById(ctx.db, caller.operatorId);
      if (!operator || operator.totp_secret !== null) {
        throw businessError(OPERATOR_MESSAGES.totpEnrolled);
      }
      const { secret, url } = newTotpSecret(operator.username);
      await setPendingTotp(ctx.db, operator.id, seal(secret));
      return { totp_secret: secret, otpauth_url: url };
    },

    async totpConfirm(caller: OperatorCaller, code: string): Promise<OperatorProfile> {
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const operator = await findOperatorById(tx, caller.operatorId, true);
        if (!operator || operator.totp_secret !== null) {
          throw businessError(OPERATOR_MESSAGES.totpEnrolled);
        }
        if (!operator.totp_pending_secret) throw businessError(OPERATOR_MESSAGES.totpNotStarted);
        const step = acceptedStep(unseal(operator.totp_pending_secret), code, now, null);
        if (step === null) throw businessError(OPERATOR_MESSAGES.codeInvalid);
        await acceptTotp(tx, operator.id, step, now, operator.totp_pending_secret);
        await recordAudit(tx, {
          by: caller,
          action: 'totp.enrol',
          targetUid: null,
          detail: {},
          reason: null,
          now,
        });
        return profileOf({ ...caller, totp_enrolled: true });
      });
    },

    async audit(page: number, pageSize: number) {
      const { rows, total } = await listAudit(ctx.db, page, pageSize);
      return { d: rows, t: total, s: 1 };
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
