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
  if (row) return row;
  // Another transaction created it while this statement waited: a new statement sees it.
  const [existing] = await q.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE kind = $1 AND uid = $2',
    [kind, uid],
  );
  return { id: existing!.id, created: false };
}

export async function findTransferByKey(q: Queryable, key: string): Promise<TransferRow | null> {
  const [row] = await q.query<TransferRow>(
    'SELECT * FROM ledger_transfers WHERE idempotency_key = $1',
    [key],
  );
  return row ?? null;
}

/**
 * One transfer in one statement: the transfer the key already made, if any; else the accounts
 * that keep a balance locked in id order (so transfers cannot deadlock), the no-overdraft check
 * on a locked debit account, their balances moved and the transfer written. The system's open
 * accounts (may go negative) are neither locked nor updated: every player's movement goes
 * through them. No row: refused for the balance.
 * A concurrent request with the same key makes the insert wait for it, then fail with a unique
 * violation (the caller retries and finds the transfer).
 */
export async function writeTransfer(
  q: Queryable,
  t: NewTransfer,
): Promise<(TransferRow & { replayed: boolean }) | null> {
  const [row] = await q.query<TransferRow & { replayed: boolean }>(
    `WITH existing AS (
       SELECT * FROM ledger_transfers WHERE idempotency_key = $1
     ), locked AS (
       SELECT id, balance FROM ledger_accounts
       WHERE id IN ($2, $3) AND NOT may_go_negative AND NOT EXISTS (SELECT 1 FROM existing)
       ORDER BY id FOR UPDATE
     ), allowed AS (
       SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM existing)
         AND NOT EXISTS (SELECT 1 FROM locked WHERE id = $2 AND balance < $4)
     ), moved AS (
       UPDATE ledger_accounts a SET balance = a.balance + CASE WHEN a.id = $2 THEN -$4 ELSE $4 END
       FROM locked l WHERE a.id = l.id AND EXISTS (SELECT 1 FROM allowed)
       RETURNING a.id, a.balance
     ), inserted AS (
       INSERT INTO ledger_transfers (idempotency_key, debit_account, credit_account, amount,
         reason, cash_type, debit_balance_after, credit_balance_after, reference, remark)
       SELECT $1, $2, $3, $4, $5, $6,
              (SELECT balance FROM moved WHERE id = $2), (SELECT balance FROM moved WHERE id = $3),
              $7, $8
       WHERE EXISTS (SELECT 1 FROM allowed)
       RETURNING *
     )
     SELECT false AS replayed, * FROM inserted
     UNION ALL SELECT true AS replayed, * FROM existing`,
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
