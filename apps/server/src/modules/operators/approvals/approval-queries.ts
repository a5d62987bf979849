import type { ApprovalAction, ApprovalState, OperatorApproval } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';

type ApprovalRow = {
  id: number;
  action: ApprovalAction;
  input: unknown;
  summary: string;
  target_uid: number | null;
  reason: string;
  requested_by: number;
  requested_by_name: string;
  requested_at: Date;
  state: ApprovalState;
  decided_by_name: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  error: string | null;
};

const SELECT = `SELECT a.id, a.action, a.input, a.summary, a.target_uid, a.reason, a.requested_by,
    r.username AS requested_by_name, a.requested_at, a.state, d.username AS decided_by_name,
    a.decided_at, a.decision_reason, a.error
  FROM operator_approvals a
  JOIN operators r ON r.id = a.requested_by
  LEFT JOIN operators d ON d.id = a.decided_by`;

export const toApproval = (r: ApprovalRow): OperatorApproval => ({
  id: r.id,
  action: r.action,
  summary: r.summary,
  target_uid: r.target_uid,
  reason: r.reason,
  requested_by: r.requested_by_name,
  requested_at: r.requested_at.toISOString(),
  state: r.state,
  decided_by: r.decided_by_name,
  decided_at: r.decided_at?.toISOString() ?? null,
  decision_reason: r.decision_reason,
  error: r.error,
});

/**
 * A new request, or the one already made with the same request key; `same` is false when that
 * one was made with another input.
 */
export async function insertApproval(
  q: Queryable,
  a: {
    action: ApprovalAction;
    requestKey: string | null;
    input: unknown;
    summary: string;
    targetUid: number | null;
    reason: string;
    requestedBy: number;
    now: number;
  },
): Promise<{ id: number; created: boolean; same: boolean }> {
  const inserted = await q.query<{ id: number }>(
    `INSERT INTO operator_approvals
       (action, request_key, input, summary, target_uid, reason, requested_by, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (action, request_key) DO NOTHING RETURNING id`,
    [
      a.action,
      a.requestKey,
      JSON.stringify(a.input),
      a.summary,
      a.targetUid,
      a.reason,
      a.requestedBy,
      new Date(a.now),
    ],
  );
  if (inserted[0]) return { id: inserted[0].id, created: true, same: true };
  const [existing] = await q.query<{ id: number; same: boolean }>(
    `SELECT id, input = $3::jsonb AS same FROM operator_approvals
     WHERE action = $1 AND request_key = $2`,
    [a.action, a.requestKey, JSON.stringify(a.input)],
  );
  return { id: existing!.id, created: false, same: existing!.same };
}

export async function findApproval(q: Queryable, id: number, forUpdate = false) {
  const rows = await q.query<ApprovalRow>(
    `${SELECT} WHERE a.id = $1${forUpdate ? ' FOR UPDATE OF a' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return { ...row, input: typeof row.input === 'string' ? JSON.parse(row.input) : row.input };
}

export async function listApprovals(
  q: Queryable,
  state: ApprovalState,
  page: number,
  pageSize: number,
): Promise<{ rows: OperatorApproval[]; total: number }> {
  const rows = await q.query<ApprovalRow>(
    `${SELECT} WHERE a.state = $1 ORDER BY a.id LIMIT $2 OFFSET $3`,
    [state, pageSize, (page - 1) * pageSize],
  );
  const [count] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM operator_approvals WHERE state = $1',
    [state],
  );
  return { rows: rows.map(toApproval), total: count?.n ?? 0 };
}

export async function setApprovalState(
  q: Queryable,
  id: number,
  change: {
    state: ApprovalState;
    decidedBy?: number;
    now?: number;
    decisionReason?: string;
    error?: string | null;
  },
): Promise<void> {
  await q.query(
    `UPDATE operator_approvals SET state = $2,
       decided_by = coalesce($3, decided_by),
       decided_at = coalesce($4, decided_at),
       decision_reason = coalesce($5, decision_reason),
       error = $6
     WHERE id = $1`,
    [
      id,
      change.state,
      change.decidedBy ?? null,
      change.now === undefined ? null : new Date(change.now),
      change.decisionReason ?? null,
      change.error ?? null,
    ],
  );
}
