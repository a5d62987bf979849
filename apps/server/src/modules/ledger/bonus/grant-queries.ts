import { CASH_TYPES } from '@pisoplay/contract';
import type { BonusSource, BonusTerms, GrantState } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';

/** A bonus grant as stored: amounts in centavos (docs/promotions.md). */
export type GrantRow = {
  id: number;
  uid: number;
  source: BonusSource;
  source_ref: string;
  cash_type: number;
  amount: number;
  balance: number;
  required: number;
  wagered: number;
  game_weights: Record<string, number>;
  max_bet: number | null;
  cash_cap: number | null;
  terms: BonusTerms;
  state: GrantState;
  reason: string;
  converted: number;
  written_off: number;
  credit_transfer: number;
  created_at: Date;
  expires_at: Date;
  ended_at: Date | null;
};

const COLUMNS = `id, uid, source, source_ref, cash_type, amount, balance, required, wagered,
  game_weights, max_bet, cash_cap, terms, state, reason, converted, written_off, credit_transfer,
  created_at, expires_at, ended_at`;

/**
 * Takes the player's money lock for the rest of the transaction: the one every seamless-wallet
 * call takes first (R__wallet_functions.sql), so grants and bets of a player run one at a time.
 */
export async function lockPlayerMoney(q: Queryable, uid: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(90, $1::integer)', [uid]);
}

export async function findGrantBySource(
  q: Queryable,
  source: BonusSource,
  sourceRef: string,
): Promise<GrantRow | null> {
  const [row] = await q.query<GrantRow>(
    `SELECT ${COLUMNS} FROM bonus_grants WHERE source = $1 AND source_ref = $2`,
    [source, sourceRef],
  );
  return row ?? null;
}

export async function insertGrant(
  q: Queryable,
  g: Omit<
    GrantRow,
    'id' | 'balance' | 'wagered' | 'state' | 'reason' | 'converted' | 'written_off' | 'ended_at'
  >,
): Promise<GrantRow> {
  const [row] = await q.query<GrantRow>(
    `INSERT INTO bonus_grants (uid, source, source_ref, cash_type, amount, balance, required,
       game_weights, max_bet, cash_cap, terms, state, credit_transfer, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, 'issued', $11, $12, $13)
     RETURNING ${COLUMNS}`,
    [
      g.uid,
      g.source,
      g.source_ref,
      g.cash_type,
      g.amount,
      g.required,
      JSON.stringify(g.game_weights),
      g.max_bet,
      g.cash_cap,
      JSON.stringify(g.terms),
      g.credit_transfer,
      g.created_at,
      g.expires_at,
    ],
  );
  return row!;
}

/** A player's grants, newest first. */
export async function grantsOf(q: Queryable, uid: number): Promise<GrantRow[]> {
  return q.query<GrantRow>(`SELECT ${COLUMNS} FROM bonus_grants WHERE uid = $1 ORDER BY id DESC`, [
    uid,
  ]);
}

export async function findGrant(q: Queryable, id: number): Promise<GrantRow | null> {
  const [row] = await q.query<GrantRow>(`SELECT ${COLUMNS} FROM bonus_grants WHERE id = $1`, [id]);
  return row ?? null;
}

/** Forfeits an open grant with the reason: its bonus back to the house; false if it had ended. */
export async function forfeitGrant(
  q: Queryable,
  f: { id: number; reason: string; now: number },
): Promise<boolean> {
  const [row] = await q.query<{ ended: boolean }>(
    'SELECT ledger_end_grant($1::bigint, $2::text, $3::text, $4::timestamptz, $5::integer) AS ended',
    [f.id, 'forfeited', f.reason, new Date(f.now), CASH_TYPES.bonusForfeited],
  );
  return row!.ended;
}

/** The players with an open grant past its expiry. */
export async function playersWithDueGrants(q: Queryable, now: number): Promise<number[]> {
  const rows = await q.query<{ uid: number }>(
    `SELECT DISTINCT uid FROM bonus_grants
     WHERE state IN ('issued', 'active') AND expires_at <= $1`,
    [new Date(now)],
  );
  return rows.map((r) => r.uid);
}

/** Ends a player's grants past their expiry (under their money lock); answers how many. */
export async function expireGrantsOf(
  q: Queryable,
  uid: number,
  now: number,
  cashType: number,
): Promise<number> {
  const [row] = await q.query<{ ended: number }>(
    'SELECT ledger_expire_grants($1::integer, $2::timestamptz, $3::integer) AS ended',
    [uid, new Date(now), cashType],
  );
  return row!.ended;
}
