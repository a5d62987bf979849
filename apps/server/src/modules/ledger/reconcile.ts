import type { LedgerCheck, LedgerInvariant } from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';

/** Offending records shown per failed invariant; the count says how many there are. */
const EXAMPLES = 10;

/**
 * The business rules the money must also obey (docs/wallet.md, "Proof"): each query lists the
 * records that break its rule, as a label an operator can look up.
 */
const INVARIANTS: Record<LedgerInvariant, string> = {
  // A completed deposit is credited by exactly the one transfer it links, to its player's cash,
  // for its amount (or what an operator credited instead); an order not completed has no credit.
  depositCredits: `
    SELECT 'deposit ' || o.id AS label FROM deposit_orders o
    LEFT JOIN ledger_transfers t ON t.id = o.transfer_id
    LEFT JOIN ledger_accounts a ON a.id = t.credit_account
    WHERE (o.status = 'completed') <> (t.id IS NOT NULL)
       OR (t.id IS NOT NULL AND (a.kind <> 'player_cash' OR a.uid <> o.uid
                                 OR t.amount <> COALESCE(o.credited_amount, o.amount)))
       OR (o.status <> 'completed' AND EXISTS (
             SELECT 1 FROM ledger_transfers c WHERE c.idempotency_key = 'deposit:' || o.id || ':credit'))`,
  // A withdrawal's hold is its player's and amount, and resolved as the order is: pending while
  // it waits or pays, posted once completed, voided once canceled or timed out.
  withdrawalHolds: `
    SELECT 'withdrawal ' || o.id AS label FROM withdraw_orders o
    JOIN ledger_holds h ON h.id = o.hold_id
    WHERE h.uid <> o.uid OR h.amount <> o.amount
       OR h.state <> CASE WHEN o.status IN ('under_review', 'paying') THEN 'pending'
                          WHEN o.status = 'completed' THEN 'posted' ELSE 'voided' END`,
  // A round's stakes are its bet transfers less its refunds; its wins, its win transfers less
  // their reversals.
  roundMoney: `
    WITH moved AS (
      SELECT substr(t.reference, 7)::bigint AS round,
             sum(t.amount) FILTER (WHERE t.reason = 'bet') AS bets,
             sum(t.amount) FILTER (WHERE t.reason = 'bet_refund') AS refunds,
             sum(t.amount) FILTER (WHERE t.reason = 'win') AS wins,
             sum(t.amount) FILTER (WHERE t.reason = 'win_reversal') AS reversals
      FROM ledger_transfers t
      WHERE t.reference LIKE 'round:%' AND t.reason IN ('bet', 'bet_refund', 'win', 'win_reversal')
      GROUP BY 1)
    SELECT 'round ' || r.id AS label FROM game_rounds r LEFT JOIN moved m ON m.round = r.id
    WHERE r.bet_cash + r.bet_bonus <> COALESCE(m.bets, 0) - COALESCE(m.refunds, 0)
       OR r.win_amount <> COALESCE(m.wins, 0) - COALESCE(m.reversals, 0)`,
  // A closed round has its bet record (stake and total win as the round's) and, unless voided,
  // the wagering and XP its stake counted (counted_*); a voided one took them back; an open
  // round has none of these.
  closedRounds: `
    SELECT 'round ' || r.id AS label FROM game_rounds r
    LEFT JOIN bet_records b ON b.round = r.id
    WHERE (r.closed_at IS NULL AND (b.id IS NOT NULL OR r.counted_xp IS NOT NULL))
       OR (r.closed_at IS NOT NULL AND b.id IS NULL)
       OR (r.closed_at IS NOT NULL AND r.voided_at IS NULL AND (
             r.counted_xp IS NULL OR r.counted_wagering IS NULL OR r.uncounted_at IS NOT NULL
             OR b.bet_amount <> r.bet_cash + r.bet_bonus
             OR b.settlement_amount <> r.win_amount OR b.status <> 'settled'))
       OR (r.voided_at IS NOT NULL AND (b.status <> 'void'
                                        OR (r.counted_xp IS NOT NULL AND r.uncounted_at IS NULL)))`,
  // A player's bonus money is what their open grants hold (docs/promotions.md); a grant was
  // credited from the house to its player's bonus for its amount, holds nothing once ended, and
  // never counts more wagering than it requires.
  bonusGrants: `
    WITH held AS (
      SELECT uid, sum(balance) AS held FROM bonus_grants
      WHERE state IN ('issued', 'active') GROUP BY uid),
    bonus AS (SELECT uid, balance FROM ledger_accounts WHERE kind = 'player_bonus')
    SELECT 'player ' || COALESCE(b.uid, h.uid) AS label FROM bonus b FULL JOIN held h ON h.uid = b.uid
    WHERE COALESCE(b.balance, 0) <> COALESCE(h.held, 0)
    UNION ALL
    SELECT 'grant ' || g.id FROM bonus_grants g
    JOIN ledger_transfers t ON t.id = g.credit_transfer
    JOIN ledger_accounts a ON a.id = t.credit_account
    WHERE g.wagered > g.required OR (g.state NOT IN ('issued', 'active') AND g.balance <> 0)
       OR t.amount <> g.amount OR a.kind <> 'player_bonus' OR a.uid <> g.uid`,
  // Withdrawable (cash less the deposits not yet turned over) stays within cash, and no
  // requirement counts as met, or stays open, against the play recorded for it (a waived one,
  // a self-excluded player's deposit, is met whatever was played).
  withdrawable: `
    SELECT 'requirement ' || r.id AS label FROM wagering_requirements r
    WHERE r.locked_amount < 0 OR r.wagered < 0
       OR (r.met_at IS NULL) <> (r.wagered < r.required AND r.waived_at IS NULL)`,
  // The real-money stakes of a day and game type (the contest ranks them) are what the rounds
  // closed that day counted, less the voided (docs/promotions.md, "Daily slot contest").
  dayStakes: `
    WITH counted AS (
      SELECT r.counted_day AS day, g.game_type, r.uid, sum(r.counted_cash) AS cash
      FROM game_rounds r JOIN games g ON g.id = r.game_id
      WHERE r.counted_day IS NOT NULL AND r.voided_at IS NULL AND r.counted_cash > 0
      GROUP BY 1, 2, 3)
    SELECT 'stakes of ' || COALESCE(s.uid, c.uid) || ' on ' || COALESCE(s.day, c.day)
      || ' type ' || COALESCE(s.game_type, c.game_type) AS label
    FROM settled_stakes_daily s
    FULL JOIN counted c ON c.day = s.day AND c.game_type = s.game_type AND c.uid = s.uid
    WHERE COALESCE(s.cash_staked, 0) <> COALESCE(c.cash, 0)`,
  // A player's points are the sum of their movements, the newest of which says so
  // (docs/promotions.md, "Points").
  points: `
    WITH moved AS (
      SELECT uid, sum(points) AS summed, (array_agg(balance_after ORDER BY id DESC))[1] AS last
      FROM points_movements GROUP BY uid)
    SELECT 'points of ' || COALESCE(b.uid, m.uid) AS label
    FROM points_balances b FULL JOIN moved m ON m.uid = b.uid
    WHERE COALESCE(b.balance, 0) <> COALESCE(m.summed, 0)
       OR COALESCE(b.balance, 0) <> COALESCE(m.last, 0)`,
};

/**
 * Proves the ledger: balances sum to zero (an open system account's balance is the sum of its
 * transfers), each stored balance equals the sum of its transfers, and the business records
 * agree with the money (INVARIANTS).
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
  const invariants: LedgerCheck['invariants'] = [];
  for (const [name, sql] of Object.entries(INVARIANTS) as [LedgerInvariant, string][]) {
    const broken = await q.query<{ label: string }>(`${sql} ORDER BY 1`);
    invariants.push({
      name,
      broken: broken.length,
      examples: broken.slice(0, EXAMPLES).map((row) => row.label),
    });
  }
  const { accounts, transfers, total, negative, hold_gap: holdGap } = totals!;
  return {
    ok:
      total === 0 &&
      mismatched.length === 0 &&
      negative === 0 &&
      holdGap === 0 &&
      invariants.every((invariant) => invariant.broken === 0),
    accounts,
    transfers,
    total,
    mismatched,
    negative,
    holdGap,
    invariants,
  };
}
