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
  /** Null on the system's open accounts, which keep no running balance (migration 120). */
  debit_balance_after: number | null;
  credit_balance_after: number | null;
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

/** The player's account of a kind, opened on first use (`created`: by this call; R__ledger_functions.sql). */
export async function findOrCreatePlayerAccount(
  q: Queryable,
  kind: PlayerAccountKind,
  uid: number,
): Promise<{ id: number; created: boolean }> {
  const [row] = await q.query<{ id: number; created: boolean }>(
    'SELECT id, created FROM ledger_player_account($1::text, $2::integer)',
    [kind, uid],
    'ledger-player-account',
  );
  return row!;
}

export async function findTransferByKey(q: Queryable, key: string): Promise<TransferRow | null> {
  const [row] = await q.query<TransferRow>(
    'SELECT * FROM ledger_transfers WHERE idempotency_key = $1',
    [key],
  );
  return row ?? null;
}

/**
 * One transfer in one statement, `ledger_write_transfer` (R__ledger_functions.sql, where the steps are
 * told; the wallet's money calls use it too): the transfer the key already made, if any; else
 * the balances of the accounts that keep one checked and moved under their locks, and the
 * transfer written. No row: refused for the balance.
 * A concurrent request with the same key makes the insert wait for it, then fail with a unique
 * violation (the caller retries and finds the transfer).
 */
export async function writeTransfer(
  q: Queryable,
  t: NewTransfer,
): Promise<(TransferRow & { replayed: boolean }) | null> {
  const [row] = await q.query<TransferRow & { replayed: boolean }>(
    `SELECT * FROM ledger_write_transfer($1::text, $2::bigint, $3::bigint, $4::bigint, $5::text,
       $6::integer, $7::text, $8::text)`,
    [
      t.idempotency_key,
      t.debit_account,
      t.credit_account,
      t.amount,
      t.reason,
      t.cash_type,
      t.reference,
      t.remark,
    ],
    'ledger-write-transfer',
  );
  return row ?? null;
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

/**
 * Each player's balances as one comparable value (kind and balance of each of their accounts),
 * for those of `uids` who have accounts: what the live socket compares to see a movement.
 */
export async function balanceStamps(q: Queryable, uids: number[]): Promise<Map<number, string>> {
  const rows = await q.query<{ uid: number; stamp: string }>(
    `SELECT uid, string_agg(kind || ':' || balance, ',' ORDER BY kind) AS stamp
     FROM ledger_accounts WHERE uid = ANY($1) GROUP BY uid`,
    [uids],
  );
  return new Map(rows.map((row) => [row.uid, row.stamp]));
}
