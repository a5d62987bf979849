import type { AuditEntry } from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';

/**
 * The audit log (table audit_log): every operator decision, written by the module that makes it
 * inside that decision's transaction, and read by the operators' audit call.
 */
export type AuditRecord = {
  operatorId: number | null;
  operator: string;
  action: string;
  targetUid: number | null;
  detail: Record<string, unknown>;
  now: number;
};

/** Appends one decision to the audit log (inside the caller's transaction, with the decision). */
export async function recordAudit(q: Queryable, a: AuditRecord): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (operator_id, operator_username, action, target_uid, detail, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [a.operatorId, a.operator, a.action, a.targetUid, JSON.stringify(a.detail), new Date(a.now)],
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
    created_at: Date;
  }>(
    `SELECT id, operator_username, action, target_uid, detail, created_at FROM audit_log
     ORDER BY id DESC LIMIT $1 OFFSET $2`,
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
      created_at: r.created_at.toISOString(),
    })),
    total: count?.n ?? 0,
  };
}
