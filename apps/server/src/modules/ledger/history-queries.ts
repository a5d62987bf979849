import { CASH_TYPES } from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';
import type { PlayerAccountKind } from './ledger-queries.ts';

/** One movement of a player's account, signed from the player's side. */
export type MovementRow = {
  id: number;
  amount: number;
  balance_after: number;
  cash_type: number;
  remark: string;
  reference: string;
  created_at: Date;
};

export type MovementFilter = {
  uid: number;
  account: PlayerAccountKind;
  /** Only movements in these cash types. */
  cashTypes?: readonly number[];
  from?: Date;
  until?: Date;
  offset: number;
  limit: number;
};

/** A page of the movements of one of the player's accounts, newest first, and their count. */
export async function playerMovements(
  q: Queryable,
  f: MovementFilter,
): Promise<{ rows: MovementRow[]; total: number }> {
  const where = [
    'a.kind = $1 AND a.uid = $2',
    '(t.credit_account = a.id OR t.debit_account = a.id)',
    '($3::int[] IS NULL OR t.cash_type = ANY($3::int[]))',
    't.created_at >= $4 AND t.created_at < $5',
  ].join(' AND ');
  const params = [
    f.account,
    f.uid,
    f.cashTypes ?? null,
    f.from ?? new Date(0),
    f.until ?? new Date('9999-01-01'),
  ];
  const from = `FROM ledger_transfers t JOIN ledger_accounts a
                ON a.id = t.credit_account OR a.id = t.debit_account WHERE ${where}`;
  const [rows, [count]] = await Promise.all([
    q.query<MovementRow>(
      `SELECT t.id,
              CASE WHEN t.credit_account = a.id THEN t.amount ELSE -t.amount END AS amount,
              CASE WHEN t.credit_account = a.id THEN t.credit_balance_after
                   ELSE t.debit_balance_after END AS balance_after,
              t.cash_type, t.remark, t.reference, t.created_at
       ${from} ORDER BY t.id DESC OFFSET $6 LIMIT $7`,
      [...params, f.offset, f.limit],
    ),
    q.query<{ total: number }>(`SELECT count(*) AS total ${from}`, params),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** How many deposits (gateway or voucher) were credited to the player's cash in [from, until). */
export async function depositsCreditedBetween(
  q: Queryable,
  uid: number,
  from: Date,
  until: Date,
): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_transfers t
     JOIN ledger_accounts a ON a.id = t.credit_account AND a.kind = 'player_cash' AND a.uid = $1
     WHERE t.cash_type = ANY($2::int[]) AND t.created_at >= $3 AND t.created_at < $4`,
    [uid, [CASH_TYPES.deposit, CASH_TYPES.voucher], from, until],
  );
  return row!.n;
}

/** The player's first deposit credited to cash (gateway or voucher): its amount and time. */
export async function firstDepositCredited(
  q: Queryable,
  uid: number,
): Promise<{ amount: number; created_at: Date } | null> {
  const [row] = await q.query<{ amount: number; created_at: Date }>(
    `SELECT t.amount, t.created_at FROM ledger_transfers t
     JOIN ledger_accounts a ON a.id = t.credit_account AND a.kind = 'player_cash' AND a.uid = $1
     WHERE t.cash_type = ANY($2::int[]) ORDER BY t.id LIMIT 1`,
    [uid, [CASH_TYPES.deposit, CASH_TYPES.voucher]],
  );
  return row ?? null;
}

/** One movement of a player's cash or bonus account, signed from the player's side. */
export type AccountMovementRow = {
  id: number;
  reason: string;
  account: 'player_cash' | 'player_bonus';
  amount: number;
  balance_after: number | null;
  reference: string;
  created_at: Date;
};

/**
 * A page of the movements of a player's cash and bonus accounts together, newest first (a
 * transfer between the two is one movement on each), and their count. Each side is read through
 * its account's index (ledger_transfers_credit, ledger_transfers_debit).
 */
export async function playerAccountMovements(
  q: Queryable,
  uid: number,
  page: { offset: number; limit: number },
): Promise<{ rows: AccountMovementRow[]; total: number }> {
  const moves = `WITH accounts AS (
      SELECT id, kind FROM ledger_accounts
      WHERE uid = $1 AND kind IN ('player_cash', 'player_bonus')
    ), moves AS (
      SELECT t.id, t.reason, a.kind AS account, t.amount, t.credit_balance_after AS balance_after,
             t.reference, t.created_at
      FROM accounts a JOIN ledger_transfers t ON t.credit_account = a.id
      UNION ALL
      SELECT t.id, t.reason, a.kind, -t.amount, t.debit_balance_after, t.reference, t.created_at
      FROM accounts a JOIN ledger_transfers t ON t.debit_account = a.id
    )`;
  const [rows, [count]] = await Promise.all([
    q.query<AccountMovementRow>(
      // Within one transfer between the two: cash ('player_cash') before bonus.
      `${moves} SELECT * FROM moves ORDER BY id DESC, account DESC OFFSET $2 LIMIT $3`,
      [uid, page.offset, page.limit],
    ),
    q.query<{ total: number }>(`${moves} SELECT count(*) AS total FROM moves`, [uid]),
  ]);
  return { rows, total: count?.total ?? 0 };
}
