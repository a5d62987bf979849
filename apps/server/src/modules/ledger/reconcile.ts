import type { Queryable } from '../../db/database.ts';

export type Reconciliation = {
  ok: boolean;
  accounts: number;
  transfers: number;
  /** The sum of every balance: zero in a double-entry ledger. */
  total: number;
  /**
   * Accounts whose stored balance differs from the sum of their transfers (the open system
   * accounts store none: theirs is that sum, and a stored one other than zero is a mismatch).
   */
  mismatched: { id: number; kind: string; uid: number | null; stored: number; summed: number }[];
  /** Players' accounts below zero (the database's check should make this impossible). */
  negative: number;
  /** withdrawals_pending minus the pending holds: zero when every hold is accounted for. */
  holdGap: number;
};

/**
 * Proves the ledger: balances sum to zero (an open system account's balance is the sum of its
 * transfers) and each stored balance equals the sum of its transfers.
 */
export async function reconcile(q: Queryable): Promise<Reconciliation> {
  const mismatched = await q.query<Reconciliation['mismatched'][number]>(
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
