import { businessError } from '@pisoplay/contract';
import type { AuditEntry } from '@pisoplay/contract';
import type { AuditActor } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import { AUDIT_CHAIN_LOCK, GENESIS_HASH, auditRowHash, timestampText } from './audit-chain.ts';

/**
 * The audit log (table audit_log): every operator decision, written by the module that makes it
 * inside that decision's transaction, and read by the operators' audit call. Append-only and
 * hash-chained (audit-chain.ts, docs/back-office.md "Audit log").
 */
export type AuditRecord = {
  /** Who decided: the operator (their `OperatorCaller`), or `SYSTEM_ACTOR`. */
  by: AuditActor;
  action: string;
  targetUid: number | null;
  detail: Record<string, unknown>;
  /**
   * Why: the reason the operator gave (every decision asks for one); null only for what has no
   * reason to give, such as a sign-in or a sign-out.
   */
  reason: string | null;
  now: number;
};

/** A decision no operator made: no operator id, no address. */
export const SYSTEM_ACTOR: AuditActor = { operatorId: null, username: 'system', ip: '' };

export const AUDIT_MESSAGES = {
  ownPhone: 'You cannot act on a player account with your own phone number',
} as const;

/**
 * Appends one decision to the audit log, inside the caller's transaction (with the decision):
 * under the chain's lock, it reads the last row's hash and inserts the row linked to it, so
 * concurrent decisions append one after another and the chain never forks.
 *
 * It also refuses a decision about a player whose phone is the operator's own (operators.phone,
 * international digits, against members.country_code || members.phone). The rule lives here
 * because every decision an operator makes about a player passes through the audit log, in that
 * decision's transaction: the error rolls the decision back, whichever module made it, and a
 * new decision cannot forget the check. Reads operators and members (read-only) for it.
 */
export async function recordAudit(q: Queryable, a: AuditRecord): Promise<void> {
  if (a.by.operatorId !== null && a.targetUid !== null) {
    const shared = await q.query(
      `SELECT 1 FROM operators o JOIN members m ON m.uid = $2
       WHERE o.id = $1 AND o.phone IS NOT NULL AND o.phone = m.country_code || m.phone`,
      [a.by.operatorId, a.targetUid],
    );
    if (shared.length > 0) throw businessError(AUDIT_MESSAGES.ownPhone);
  }
  await q.query(`SELECT pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  const createdAt = new Date(a.now);
  // The row's id, detail and time as the database will store and give them back, and the hash
  // of the row it follows: what the hash is computed over, exactly as the verifier reads it.
  const [next] = await q.query<{
    id: number;
    detail: string;
    created_at: string;
    prev_hash: string;
  }>(
    `SELECT nextval(pg_get_serial_sequence('audit_log', 'id')) AS id, $1::jsonb::text AS detail,
       ${timestampText('$2::timestamptz')} AS created_at,
       coalesce((SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1), $3) AS prev_hash`,
    [JSON.stringify(a.detail), createdAt, GENESIS_HASH],
  );
  const row = {
    id: Number(next!.id),
    operator_id: a.by.operatorId,
    operator_username: a.by.username,
    action: a.action,
    target_uid: a.targetUid,
    detail: next!.detail,
    ip: a.by.ip,
    reason: a.reason,
    created_at: next!.created_at,
  };
  await q.query(
    `INSERT INTO audit_log (id, operator_id, operator_username, action, target_uid, detail, ip,
       reason, created_at, prev_hash, hash)
     OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11)`,
    [
      row.id,
      row.operator_id,
      row.operator_username,
      row.action,
      row.target_uid,
      row.detail,
      row.ip,
      row.reason,
      createdAt,
      next!.prev_hash,
      auditRowHash(next!.prev_hash, row),
    ],
  );
}

export async function listAudit(
  q: Queryable,
  page: number,
  pageSize: number,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const rows = await q.query<{
    id: number;
    operator_username: string;
    action: string;
    target_uid: number | null;
    detail: Record<string, unknown> | string;
    ip: string;
    reason: string | null;
    created_at: Date;
  }>(
    `SELECT id, operator_username, action, target_uid, detail, ip, reason, created_at
     FROM audit_log ORDER BY id DESC LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  const [count] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      operator: r.operator_username,
      action: r.action,
      target_uid: r.target_uid,
      detail:
        typeof r.detail === 'string' ? (JSON.parse(r.detail) as Record<string, unknown>) : r.detail,
      ip: r.ip,
      reason: r.reason,
      created_at: r.created_at.toISOString(),
    })),
    total: count?.n ?? 0,
  };
}
