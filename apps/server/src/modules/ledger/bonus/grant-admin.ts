import { CASH_TYPES, amountToCentavos, businessError, centavosToAmount } from '@pisoplay/contract';
import type { BonusGrant, BonusTermsInput } from '@pisoplay/contract';
import type { OperatorCaller } from '../../../caller.ts';
import type { Database, Queryable } from '../../../db/database.ts';
import type { Job } from '../../../platform/jobs.ts';
import { recordAudit } from '../../../platform/audit/audit-queries.ts';
import type { Clock } from '../../../providers/clock.ts';
import { findMember } from '../../members/index.ts';
import type { Ledger } from '../ledger-service.ts';
import {
  forfeitGrant,
  expireGrantsOf,
  findGrant,
  grantsOf,
  lockPlayerMoney,
  playersWithDueGrants,
} from './grant-queries.ts';
import type { GrantRow } from './grant-queries.ts';

/** A grant as the API shows it: amounts in pesos, dates as ISO text. */
export function toBonusGrant(row: GrantRow): BonusGrant {
  return {
    id: row.id,
    uid: row.uid,
    source: row.source,
    cash_type: row.cash_type,
    amount: centavosToAmount(row.amount),
    balance: centavosToAmount(row.balance),
    required: centavosToAmount(row.required),
    wagered: centavosToAmount(row.wagered),
    terms: row.terms,
    state: row.state,
    reason: row.reason,
    converted: centavosToAmount(row.converted),
    written_off: centavosToAmount(row.written_off),
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    ended_at: row.ended_at?.toISOString() ?? null,
  };
}

const GRANT_MESSAGES = {
  playerNotFound: 'Player not found',
  grantNotFound: 'Bonus grant not found',
  notOpen: 'This bonus has already ended',
} as const;

/** The operator's bonus calls (docs/promotions.md, "Operators"), each audited. */
export function createGrantAdmin(ctx: { db: Database; clock: Clock; ledger: Ledger }) {
  return {
    grant: (
      operator: OperatorCaller,
      input: {
        uid: number;
        idempotency_key: string;
        amount: string;
        reason: string;
        terms?: BonusTermsInput;
      },
    ): Promise<BonusGrant> =>
      ctx.db.transaction(async (tx) => {
        if (!(await findMember(tx, input.uid))) throw businessError(GRANT_MESSAGES.playerNotFound);
        const now = ctx.clock.now();
        const { grant, replayed } = await ctx.ledger.grantBonus(
          {
            uid: input.uid,
            source: 'operator',
            sourceRef: `${operator.operatorId}:${input.idempotency_key}`,
            amount: amountToCentavos(input.amount)!,
            cashType: CASH_TYPES.operatorBonus,
            terms: input.terms,
            now,
          },
          tx,
        );
        if (!replayed) {
          await recordAudit(tx, {
            by: operator,
            action: 'bonus.grant',
            targetUid: input.uid,
            detail: { grant_id: grant.id, amount: input.amount, reason: input.reason },
            reason: input.reason,
            now,
          });
        }
        return toBonusGrant(grant);
      }),

    forfeit: (operator: OperatorCaller, input: { id: number; reason: string }) =>
      ctx.db.transaction(async (tx) => {
        const found = await findGrant(tx, input.id);
        if (!found) throw businessError(GRANT_MESSAGES.grantNotFound);
        await lockPlayerMoney(tx, found.uid);
        const now = ctx.clock.now();
        const ended = await forfeitGrant(tx, { id: input.id, reason: input.reason, now });
        if (!ended) throw businessError(GRANT_MESSAGES.notOpen);
        await recordAudit(tx, {
          by: operator,
          action: 'bonus.forfeit',
          targetUid: found.uid,
          detail: { grant_id: input.id, reason: input.reason },
          reason: input.reason,
          now,
        });
        return toBonusGrant((await findGrant(tx, input.id))!);
      }),

    list: async (input: { uid: number }) => (await grantsOf(ctx.db, input.uid)).map(toBonusGrant),
  };
}

/**
 * Ends the grants whose time is up, player by player under each one's money lock (bets expire a
 * player's own first, so this only catches those who stopped playing); answers how many.
 */
export async function expireDueGrants(db: Database, now: number): Promise<number> {
  let ended = 0;
  for (const uid of await playersWithDueGrants(db, now)) {
    ended += await db.transaction(async (tx: Queryable) => {
      await lockPlayerMoney(tx, uid);
      return expireGrantsOf(tx, uid, now, CASH_TYPES.bonusExpired);
    });
  }
  return ended;
}

/** Ends the grants that expired, every minute. */
export const grantExpiryJob = (db: Database, clock: Clock): Job => ({
  name: 'bonus-grant-expiry',
  everyMs: 60_000,
  run: () => expireDueGrants(db, clock.now()),
});
