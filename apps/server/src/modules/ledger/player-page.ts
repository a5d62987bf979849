import { centavosToAmount } from '@pisoplay/contract';
import type {
  AdminLedgerMovement,
  AdminMemberDetail,
  Paged,
  ParsedPayloadOf,
  operatorCalls,
} from '@pisoplay/contract';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../providers/clock.ts';
import { assertMember, memberPageOf } from '../members/index.ts';
import { playerAccountMovements } from './history-queries.ts';
import type { Ledger } from './ledger-service.ts';

type LedgerPage = ParsedPayloadOf<typeof operatorCalls.adminMemberLedger>;

/**
 * The back office's player page (docs/back-office.md, "The player page"): members' part of it
 * with the balances the player's own wallet call shows (the same `ledger.balances`), and the
 * movements of the player's cash and bonus accounts.
 */
export function createPlayerPage(ctx: { db: Database; clock: Clock; ledger: Ledger }) {
  return {
    async detail(uid: number): Promise<AdminMemberDetail> {
      const page = await memberPageOf(ctx.db, uid, ctx.clock.now());
      const b = await ctx.ledger.balances(uid);
      return {
        ...page,
        balances: {
          cash: centavosToAmount(b.cash),
          bonus: centavosToAmount(b.bonus),
          withdrawable: centavosToAmount(b.withdrawable),
        },
      };
    },

    async movements(input: LedgerPage): Promise<Paged<AdminLedgerMovement>> {
      await assertMember(ctx.db, input.uid);
      const { rows, total } = await playerAccountMovements(ctx.db, input.uid, {
        offset: (input.page - 1) * input.page_size,
        limit: input.page_size,
      });
      return {
        d: rows.map((r) => ({
          transfer_id: Number(r.id),
          kind: r.reason,
          account: r.account === 'player_cash' ? 'cash' : 'bonus',
          amount: centavosToAmount(Number(r.amount)),
          balance_after:
            r.balance_after === null ? null : centavosToAmount(Number(r.balance_after)),
          reference: r.reference,
          created_at: r.created_at.toISOString(),
        })),
        t: total,
        s: 1,
      };
    },
  };
}
