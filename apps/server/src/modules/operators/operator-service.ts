import { businessError, tokenError } from '@pisoplay/contract';
import type { Session } from '@pisoplay/contract';
import type { OperatorCaller } from '../../caller.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../providers/clock.ts';
import { hmacBase64url, randomToken, sha256Hex } from '../../platform/crypto.ts';
import {
  dummyHash,
  hashPassword,
  verifyPassword,
} from '../../platform/passwords/password-hasher.ts';
import type { ThrottleRule } from '../../platform/throttle/throttle-rule.ts';
import { minutesUntil } from '../../platform/throttle/throttle-rule.ts';
import {
  clearAttempts,
  lockSubject,
  takeAttempt,
} from '../../platform/throttle/throttle-queries.ts';
import {
  findLiveOperatorSession,
  findOperatorByName,
  insertOperatorSession,
  upsertOperator,
} from './operator-queries.ts';
import { listAudit, recordAudit } from '../../platform/audit/audit-queries.ts';

const HOUR = 3600_000;
/** Operator sessions last a working day. */
export const OPERATOR_SESSION_TTL_MS = 12 * HOUR;
/** Failed operator sign-ins per name, counted before the password is checked. */
const OPERATOR_LOGINS: ThrottleRule = { max: 5, windowMs: HOUR / 4, lockMs: HOUR / 4 };

export const OPERATOR_MESSAGES = {
  loginInvalid: 'Invalid username or password',
  loginLocked: (minutes: number) =>
    `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
} as const;

export const operatorSessionSecret = (secret: string, sessionId: string) =>
  hmacBase64url(secret, `operator-session-secret:${sessionId}`);

export type OperatorsContext = { db: Database; clock: Clock; secret: string };

/** Operators' sign-in, sessions and the audit log (docs/operators.md). */
export function createOperatorService(ctx: OperatorsContext) {
  return {
    async login(input: { username: string; password: string }, ip: string): Promise<Session> {
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
      const id = randomToken(16);
      const token = randomToken(32);
      const expiresAt = now + OPERATOR_SESSION_TTL_MS;
      await ctx.db.transaction(async (tx) => {
        await clearAttempts(tx, 'operator-login', subject);
        await insertOperatorSession(tx, {
          id,
          operatorId: operator.id,
          tokenHash: sha256Hex(token),
          now,
          expiresAt,
          ip,
        });
        await recordAudit(tx, {
          operatorId: operator.id,
          operator: operator.username,
          action: 'login',
          targetUid: null,
          detail: { ip },
          now,
        });
      });
      return {
        token,
        secret: operatorSessionSecret(ctx.secret, id),
        expires_at: new Date(expiresAt).toISOString(),
      };
    },

    /** The operator of a live session token, or the 401 'token' error. */
    async sessionOf(token: string): Promise<Omit<OperatorCaller, 'ip'>> {
      const session = await findLiveOperatorSession(ctx.db, sha256Hex(token), ctx.clock.now());
      if (!session) throw tokenError();
      return { operatorId: session.operator_id, username: session.username, sessionId: session.id };
    },

    async audit(page: number, pageSize: number) {
      const { rows, total } = await listAudit(ctx.db, page, pageSize);
      return { d: rows, t: total, s: 1 };
    },

    /** Creates an operator, or sets a new password for an existing one (the CLI, the dev seed). */
    async saveOperator(username: string, password: string): Promise<void> {
      await upsertOperator(ctx.db, {
        username,
        passwordHash: await hashPassword(password),
        now: ctx.clock.now(),
      });
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
