import type { Queryable } from '../../db/database.ts';

export const PLAYER_ACCOUNT_KINDS = ['player_cash', 'player_bonus'] as const;
export const SYSTEM_ACCOUNT_KINDS = [
  'house',
  'gateway',
  'withdrawals_pending',
  'vouchers',
  'adjustments',
] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];

export type TransferRow = {
  id: number;
  idempotency_key: string;
  debit_account: number;
  credit_account: number;
  amount: number;
  reason: string;
  cash_type: number;
  debit_balance_after: number;
  credit_balance_after: number;
  reference: string;
  remark: string;
  created_at: Date;
};

export type NewTransfer = Omit<
  TransferRow,
  'id' | 'debit_balance_after' | 'credit_balance_after' | 'created_at'
>;

export async function findSystemAccount(q: Queryable, kind: SystemAccountKind): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE kind = $1 AND uid IS NULL',
    [kind],
  );
  if (!row) throw new Error(`Missing system account ${kind}`);
  return row.id;
}

/** The player's account of a kind, created on first use (`created`: by this statement). */
export async function findOrCreatePlayerAccount(
  q: Queryable,
  kind: PlayerAccountKind,
  uid: number,
): Promise<{ id: number; created: boolean }> {
  const [row] = await q.query<{ id: number; created: boolean }>(
    `WITH created AS (
       INSERT INTO ledger_accounts (kind, uid, may_go_negative) VALUES ($1, $2, false)
       ON CONFLICT DO NOTHING RETURNING id)
     SELECT id, true AS created FROM created
     UNION ALL SELECT id, false FROM ledger_accounts WHERE kind = $1 AND uid = $2`,
    [kind, uid],
  );
  return row!;
}

/**
 * Serialises requests that carry the same key (a duplicate waits for the first to commit) and
 * returns the transfer the key already made, if any.
 */
export async function lockKeyAndFindTransfer(
  q: Queryable,
  key: string,
): Promise<TransferRow | null> {
  // Two statements: a statement's snapshot is taken before it waits for the lock, so the look-up
  // must start after the lock is held to see a transfer the other request just committed.
  await q.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7))', [key]);
  const [row] = await q.query<TransferRow>(
    'SELECT * FROM ledger_transfers WHERE idempotency_key = $1',
    [key],
  );
  return row ?? null;
}

/**
 * Adds `delta` to an account unless a player's account would go below zero: the check and the
 * write are one statement under the row's lock. Null when refused.
 */
export async function applyToBalance(
  q: Queryable,
  account: number,
  delta: number,
): Promise<number | null> {
  const [row] = await q.query<{ balance: number }>(
    `UPDATE ledger_accounts SET balance = balance + $2
     WHERE id = $1 AND (may_go_negative OR balance + $2 >= 0)
     RETURNING balance`,
    [account, delta],
  );
  return row ? row.balance : null;
}

export async function insertTransfer(
  q: Queryable,
  t: NewTransfer & { debit_balance_after: number; credit_balance_after: number },
): Promise<TransferRow> {
  const [row] = await q.query<TransferRow>(
    `INSERT INTO ledger_transfers (idempotency_key, debit_account, credit_account, amount, reason,
       cash_type, debit_balance_after, credit_balance_after, reference, remark)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      t.idempotency_key,
      t.debit_account,
      t.credit_account,
      t.amount,
      t.reason,
      t.cash_type,
      t.debit_balance_after,
      t.credit_balance_after,
      t.reference,
      t.remark,
    ],
  );
  return row!;
}

export async function playerBalances(
  q: Queryable,
  uid: number,
): Promise<Record<PlayerAccountKind, number>> {
  const rows = await q.query<{ kind: PlayerAccountKind; balance: number }>(
    'SELECT kind, balance FROM ledger_accounts WHERE uid = $1',
    [uid],
  );
  const balances = { player_cash: 0, player_bonus: 0 };
  for (const row of rows) balances[row.kind] = row.balance;
  return balances;
}

export type HoldRow = {
  id: number;
  uid: number;
  amount: number;
  state: 'pending' | 'posted' | 'voided';
  hold_transfer: number;
  resolve_transfer: number | null;
};

export async function insertHold(
  q: Queryable,
  uid: number,
  amount: number,
  holdTransfer: number,
): Promise<HoldRow> {
  const [row] = await q.query<HoldRow>(
    `INSERT INTO ledger_holds (uid, amount, hold_transfer) VALUES ($1, $2, $3) RETURNING *`,
    [uid, amount, holdTransfer],
  );
  return row!;
}

export async function findHoldByTransfer(q: Queryable, holdTransfer: number): Promise<HoldRow> {
  const [row] = await q.query<HoldRow>('SELECT * FROM ledger_holds WHERE hold_transfer = $1', [
    holdTransfer,
  ]);
  return row!;
}

/** Locks a pending hold for its one resolution; null if it is not pending (or unknown). */
export async function lockPendingHold(q: Queryable, id: number): Promise<HoldRow | null> {
  const [row] = await q.query<HoldRow>(
    `SELECT * FROM ledger_holds WHERE id = $1 AND state = 'pending' FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

export async function findHold(q: Queryable, id: number): Promise<HoldRow | null> {
  const [row] = await q.query<HoldRow>('SELECT * FROM ledger_holds WHERE id = $1', [id]);
  return row ?? null;
}

export async function resolveHold(
  q: Queryable,
  id: number,
  state: 'posted' | 'voided',
  resolveTransfer: number,
): Promise<void> {
  await q.query(
    `UPDATE ledger_holds SET state = $2, resolve_transfer = $3, resolved_at = now()
     WHERE id = $1 AND state = 'pending'`,
    [id, state, resolveTransfer],
  );
}
