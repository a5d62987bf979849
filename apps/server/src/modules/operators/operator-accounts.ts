import { businessError, notFound } from '@pisoplay/contract';
import type {
  OperatorAccount,
  OperatorRole,
  ParsedPayloadOf,
  operatorCalls,
} from '@pisoplay/contract';
import type { OperatorCaller } from '../../caller.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../providers/clock.ts';
import { recordAudit } from '../../platform/audit/audit-queries.ts';
import { hashPassword } from '../../platform/passwords/password-hasher.ts';
import {
  findOperatorAccount,
  insertOperatorAccount,
  listOperatorAccounts,
  revokeOperatorSessions,
  updateOperatorAccount,
  upsertOperator,
} from './operator-queries.ts';

export const ACCOUNT_MESSAGES = {
  passwordRequired: 'A new operator needs a password of at least 10 characters',
  notYourself: 'You cannot change your own role or disable yourself; ask another administrator',
} as const;

/** Administrators manage operators: create, change role or phone, disable, reset (audited). */
export function createOperatorAccounts(ctx: { db: Database; clock: Clock }) {
  return {
    list: () => listOperatorAccounts(ctx.db),

    async save(
      admin: OperatorCaller,
      input: ParsedPayloadOf<typeof operatorCalls.adminOperatorSave>,
    ): Promise<OperatorAccount> {
      const now = ctx.clock.now();
      const passwordHash = input.password && (await hashPassword(input.password));
      return ctx.db.transaction(async (tx) => {
        const before = await findOperatorAccount(tx, input.username);
        const audit = (action: string, detail: Record<string, unknown>) =>
          recordAudit(tx, {
            by: admin,
            action,
            targetUid: null,
            detail: { operator: input.username, ...detail },
            reason: input.reason,
            now,
          });
        if (!before) {
          if (!passwordHash) throw businessError(ACCOUNT_MESSAGES.passwordRequired);
          await insertOperatorAccount(tx, {
            username: input.username,
            role: input.role,
            phone: input.phone ?? null,
            passwordHash,
            createdBy: admin.username,
            now,
          });
          await audit('operator.create', { role: input.role, phone: input.phone ?? null });
        } else {
          const own = before.id === admin.operatorId;
          if (own && (input.role !== before.role || input.disabled)) {
            throw businessError(ACCOUNT_MESSAGES.notYourself);
          }
          await updateOperatorAccount(tx, before.id, {
            role: input.role,
            phone: input.phone,
            passwordHash: passwordHash || undefined,
            disabled: input.disabled,
            resetTotp: input.reset_totp,
          });
          // A new password, a reset second factor or a disabled account ends every session.
          const endsSessions = !!passwordHash || input.reset_totp || input.disabled;
          const ended = endsSessions ? await revokeOperatorSessions(tx, before.id, now) : 0;
          await audit('operator.update', {
            role: before.role === input.role ? undefined : { from: before.role, to: input.role },
            phone: input.phone === undefined ? undefined : input.phone,
            password: passwordHash ? 'changed' : undefined,
            disabled: input.disabled,
            reset_totp: input.reset_totp,
            sessions_ended: ended,
          });
        }
        const saved = await findOperatorAccount(tx, input.username);
        if (!saved) throw notFound('Operator not found');
        return saved;
      });
    },
  };
}

/**
 * Creates an operator, or sets a new password and role for an existing one: the CLI
 * (`npm run operator -- create`), the development seed and tests.
 */
export async function saveOperator(
  ctx: { db: Database; clock: Clock },
  o: { username: string; password: string; role: OperatorRole },
): Promise<void> {
  await upsertOperator(ctx.db, {
    username: o.username,
    passwordHash: await hashPassword(o.password),
    role: o.role,
    now: ctx.clock.now(),
  });
}
