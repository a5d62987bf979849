import type { LedgerCheck } from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';

/**
 * Proves the ledger: balances sum to zero (an open system account's balance is the sum of its
 * transfers) and each stored balance equals the sum of its transfers.
 */
export async function reconcile(q: Queryable): Promise<LedgerCheck> {
  const mismatched = await q.query<LedgerCheck['mismatched'][number]>(
    `WITH sums AS (
       SELECT account, sum(delta)::bigint AS summed FROM (
         SELECT credit_account AS account, amount AS delta FROM ledger_transfers
         UNION ALL SELECT debit_account, -amount FROM ledger_transfers) moves
       GROUP BY account)
     SELECT a.id, a.kind, a.uid, a.balance AS stored, COALESCE(s.summed, 0) AS summed
     FROM ledger_accounts a LEFT JOIN sums s ON s.account = a.id
     WHERE a.balance <> CASE WHEN a.may_go_negative THEN 0 ELSE COALESCE(s.summed, 0) END
     ORDER BY a.id`,
  );
  const [totals] = await q.query<{
    accounts: number;
    transfers: number;
    total: number;
    negative: number;
    hold_gap: number;
  }>(
    `SELECT (SELECT count(*) FROM ledger_accounts) AS accounts,
            (SELECT count(*) FROM ledger_transfers) AS transfers,
            (SELECT COALESCE(sum(balance), 0)::bigint FROM ledger_accounts WHERE NOT may_go_negative)
              + (SELECT COALESCE(sum(amount), 0)::bigint FROM ledger_transfers t
                   JOIN ledger_accounts a ON a.id = t.credit_account WHERE a.may_go_negative)
              - (SELECT COALESCE(sum(amount), 0)::bigint FROM ledger_transfers t
                   JOIN ledger_accounts a ON a.id = t.debit_account WHERE a.may_go_negative)
              AS total,
            (SELECT count(*) FROM ledger_accounts WHERE NOT may_go_negative AND balance < 0) AS negative,
            (SELECT balance FROM ledger_accounts WHERE kind = 'withdrawals_pending')
              - (SELECT COALESCE(sum(amount), 0)::bigint FROM ledger_holds WHERE state = 'pending')
              AS hold_gap`,
  );
  const { accounts, transfers, total, negative, hold_gap: holdGap } = totals!;
  return {
    ok: total === 0 && mismatched.length === 0 && negative === 0 && holdGap === 0,
    accounts,
    transfers,
    total,
    mismatched,
    negative,
    holdGap,
  };
}
