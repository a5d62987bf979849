import type { AuditAnchor, AuditVerification } from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';
import { sha256Hex } from '../crypto.ts';

/**
 * The audit log's hash chain (docs/back-office.md, "Audit log"). Each row stores the hash of the
 * row before it (`prev_hash`; 64 zeros for the first) and its own:
 *
 *   hash = hex(sha256(utf8(prev_hash + '\n' + canonicalAuditRow(row))))
 *
 * recordAudit computes it when it appends and verifyAuditChain when it checks, both with
 * `auditRowHash` below; migration 203_audit_chain.sql spells the same encoding in SQL once, to
 * chain the rows written before it (a test holds the two equal).
 */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The advisory lock (transaction-scoped) that serialises appends: the last row's hash is read
 * and the next row inserted under it, so two decisions never link to the same row.
 */
export const AUDIT_CHAIN_LOCK = 7_031_203;

/**
 * A row as it is hashed: every column but the hashes, each as the database gives it back.
 * `detail` is the stored jsonb as PostgreSQL writes it (`detail::text`: keys sorted by length,
 * then bytes; `", "` and `": "` between), not re-serialised here, so the text hashed never
 * depends on JavaScript's key order or number formatting. `created_at` is `timestampText`'s.
 */
export type HashedAuditRow = {
  id: number;
  operator_id: number | null;
  operator_username: string;
  action: string;
  target_uid: number | null;
  detail: string;
  ip: string;
  reason: string | null;
  created_at: string;
};

/**
 * SQL giving a timestamptz as hashed: UTC with microseconds, e.g. 2025-01-31T08:15:00.123000Z
 * (the same expression when appending and when verifying).
 */
export const timestampText = (sql: string) =>
  `to_char((${sql}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The one canonical encoding of a row: a JSON array without spaces,
 * `[id,operator_id,operator_username,action,target_uid,detail,ip,reason,created_at]`, strings
 * JSON-encoded, null as null, detail as the stored jsonb's text.
 */
export function canonicalAuditRow(row: HashedAuditRow): string {
  const json = (value: string | number | null) => JSON.stringify(value);
  return `[${[
    String(row.id),
    json(row.operator_id),
    json(row.operator_username),
    json(row.action),
    json(row.target_uid),
    row.detail,
    json(row.ip),
    json(row.reason),
    json(row.created_at),
  ].join(',')}]`;
}

/** A row's hash, following the row whose hash is `prevHash`. */
export const auditRowHash = (prevHash: string, row: HashedAuditRow): string =>
  sha256Hex(`${prevHash}\n${canonicalAuditRow(row)}`);

/** Rows read at a time by the verifier. */
export const VERIFY_PAGE_ROWS = 5_000;

type StoredRow = HashedAuditRow & { prev_hash: string; hash: string };

export type VerifyOptions = {
  /** The latest anchor (audit-anchors.ts): its row must still be there, with its hash. */
  anchor?: AuditAnchor | null;
  /**
   * Start at the anchored row instead of the first: only what was written since the anchor is
   * walked (the anchor job's check; rows before it were checked when it was written).
   */
  fromAnchor?: boolean;
  /** Rows read at a time. */
  pageRows?: number;
};

type Link = { id: number; hash: string };

/**
 * Walks the log in id order, a page at a time, and recomputes each row's hash: the first row
 * that does not hold is `broken_at`. A row deleted from the middle shows as the next row's
 * `prev_hash` not matching the row now before it (ids alone prove nothing: an identity has gaps
 * wherever a transaction rolled back). Deleted last rows, and a log rewritten with every hash
 * recomputed, leave no trace in the chain itself: the anchor finds them (its row gone, or its
 * hash changed).
 */
export async function verifyAuditChain(
  q: Queryable,
  { anchor = null, fromAnchor = false, pageRows = VERIFY_PAGE_ROWS }: VerifyOptions = {},
): Promise<AuditVerification> {
  const start = fromAnchor && anchor ? anchor : null;
  let rows = 0;
  let last: Link | null = null;
  const broken = (at: number, reason: string): AuditVerification => ({
    ok: false,
    rows,
    broken_at: at,
    reason,
    last_id: null,
    last_hash: null,
    anchor,
  });
  for (;;) {
    const page: StoredRow[] = await q.query<StoredRow>(
      `SELECT id, operator_id, operator_username, action, target_uid, detail::text AS detail, ip,
         reason, ${timestampText('created_at')} AS created_at, prev_hash, hash
       FROM audit_log WHERE id > $1 ORDER BY id LIMIT $2`,
      [last?.id ?? (start ? start.id - 1 : 0), pageRows],
    );
    for (const stored of page) {
      const row: StoredRow = { ...stored, id: Number(stored.id) };
      rows += 1;
      const reason =
        (start && !last ? brokenStart(start, row) : brokenLink(last, row)) ??
        brokenContent(row) ??
        brokenAnchor(anchor, last, row);
      if (reason) return broken(row.id, reason);
      last = { id: row.id, hash: row.hash };
    }
    if (page.length < pageRows) break;
  }
  if (anchor && (last?.id ?? 0) < anchor.id) {
    return broken(
      anchor.id,
      `row ${anchor.id} is missing: it was the last row when anchor ${anchor.n} was written ` +
        `(${anchor.anchored_at}); the rows after ${last?.id ?? 'the start'} were deleted`,
    );
  }
  return {
    ok: true,
    rows,
    broken_at: null,
    reason: null,
    last_id: last?.id ?? null,
    last_hash: last?.hash ?? null,
    anchor,
  };
}

/** A walk from an anchor: its first row is the anchored one (its content is checked next). */
function brokenStart(anchor: AuditAnchor, row: StoredRow): string | null {
  return row.id === anchor.id ? null : anchoredRowMissing(anchor);
}

/** The anchored row, when the walk reaches it, still has the anchor's hash. */
function brokenAnchor(anchor: AuditAnchor | null, before: Link | null, row: StoredRow) {
  if (!anchor) return null;
  if (row.id === anchor.id) {
    return row.hash === anchor.hash
      ? null
      : `row ${row.id}: hash is not the one anchor ${anchor.n} recorded (${anchor.anchored_at}): the log was rewritten`;
  }
  const passedOver = row.id > anchor.id && (before?.id ?? 0) < anchor.id;
  return passedOver ? anchoredRowMissing(anchor) : null;
}

const anchoredRowMissing = (anchor: AuditAnchor) =>
  `row ${anchor.id} is missing: anchor ${anchor.n} recorded it (${anchor.anchored_at})`;

function brokenLink(before: Link | null, row: StoredRow): string | null {
  if (!before) {
    return row.prev_hash === GENESIS_HASH
      ? null
      : `row ${row.id}: prev_hash is not the start of the chain (rows before it are missing)`;
  }
  if (row.prev_hash === before.hash) return null;
  if (row.id === before.id + 1) return `row ${row.id}: prev_hash does not match row ${before.id}`;
  const missing =
    row.id === before.id + 2
      ? `row ${before.id + 1} is`
      : `rows ${before.id + 1} to ${row.id - 1} are`;
  return `${missing} missing (row ${row.id}'s prev_hash does not match row ${before.id})`;
}

function brokenContent(row: StoredRow): string | null {
  return auditRowHash(row.prev_hash, row) === row.hash
    ? null
    : `row ${row.id}: hash does not match its content`;
}
