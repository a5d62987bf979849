import { KYC_VERIFIED_STATUSES, kycStatusNumber } from '@pisoplay/contract';
import type { KycOcr, KycRecord, RestrictedPerson } from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';
import {
  isListedName,
  moveKycStatusOfDue,
  revokeSessionsOf,
  setKycStatus,
} from '../members/index.ts';
import type { KycNames } from '../members/index.ts';

/**
 * A row of kyc_records; a player without one reads as an empty record. The columns the record
 * of the contract carries as they are come from its type; dates, photo keys and the extra
 * details are stored flat.
 */
export type KycRow = Pick<
  KycRecord,
  | 'uid'
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'id_type'
  | 'id_number'
  | 'birthday'
  | 'nearest_branch'
  | 'shop_id'
  | 'gender'
  | 'place_of_birth'
  | 'nationality'
  | 'current_address'
  | 'permanent_address'
  | 'nature_of_work'
  | 'source_of_income'
  | 'occupation'
  | 'issue_msg'
  | 'issue_fields'
  | 'comment'
  | 'reviewer'
  | 'review_times'
  | 'ocr_status'
  | 'ocr'
  | 'version'
> & {
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  id_photo: string;
  id_photo_back: string;
  selfie_with_id_photo: string;
  face: string;
} & KycRecord['extra_details'];

const BLOCK = kycStatusNumber('block');

/** What the KYC module reads of a player (members owns the rest). */
export type KycMember = {
  uid: number;
  username: string;
  country_code: string;
  phone: string;
  kyc_status: number;
  created_at: Date;
};

export async function findKycMember(
  q: Queryable,
  uid: number,
  forUpdate = false,
): Promise<KycMember | null> {
  const rows = await q.query<KycMember>(
    `SELECT uid, username, country_code, phone, kyc_status, created_at FROM members WHERE uid = $1${
      forUpdate ? ' FOR UPDATE' : ''
    }`,
    [uid],
  );
  return rows[0] ?? null;
}

export async function findKycRow(q: Queryable, uid: number): Promise<KycRow | null> {
  const rows = await q.query<KycRow>('SELECT * FROM kyc_records WHERE uid = $1', [uid]);
  return rows[0] ?? null;
}

/** Columns a write may set (values already checked by the service). */
export type KycChanges = Partial<Omit<KycRow, 'uid' | 'created_at' | 'updated_at'>>;

/** Creates the player's record if needed and applies the changes; bumps the version. */
export async function saveKycRow(
  q: Queryable,
  uid: number,
  changes: KycChanges,
  now: number,
): Promise<void> {
  await q.query(
    `INSERT INTO kyc_records (uid, created_at, updated_at) VALUES ($1, $2, $2)
     ON CONFLICT (uid) DO NOTHING`,
    [uid, new Date(now)],
  );
  const entries = Object.entries(changes);
  const sets = entries.map(([column], i) => `${column} = $${i + 3}`);
  const values = entries.map(([column, value]) =>
    column === 'issue_fields' || column === 'ocr'
      ? value === null
        ? null
        : JSON.stringify(value)
      : value,
  );
  await q.query(
    `UPDATE kyc_records SET ${[...sets, 'updated_at = $2', 'version = version + 1'].join(', ')}
     WHERE uid = $1`,
    [uid, new Date(now), ...values],
  );
}

/** Sets the player's KYC status and records the change (no record when it does not change). */
export async function changeKycStatus(
  q: Queryable,
  c: { uid: number; from: number; to: number; actor: string; reason: string; now: number },
): Promise<void> {
  if (c.from === c.to) return;
  await setKycStatus(q, c.uid, c.to, c.now);
  await q.query(
    `INSERT INTO kyc_status_history (uid, from_status, to_status, actor, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [c.uid, c.from, c.to, c.actor, c.reason, new Date(c.now)],
  );
}

/**
 * Blocks players (status 'block', with its history row) and ends their sessions, as an
 * operator's block does; players already blocked are left as they are. Answers those blocked.
 */
export async function blockAccounts(
  q: Queryable,
  c: { uids: readonly number[]; actor: string; reason: string; now: number },
): Promise<number[]> {
  const blocked: number[] = [];
  for (const uid of c.uids) {
    const member = await findKycMember(q, uid, true);
    if (!member || member.kyc_status === BLOCK) continue;
    await changeKycStatus(q, {
      uid,
      from: member.kyc_status,
      to: BLOCK,
      actor: c.actor,
      reason: c.reason,
      now: c.now,
    });
    await revokeSessionsOf(q, uid, 'blocked', c.now);
    blocked.push(uid);
  }
  return blocked;
}

export async function statusHistory(q: Queryable, uid: number) {
  return q.query<{
    from_status: number;
    to_status: number;
    actor: string;
    reason: string;
    created_at: Date;
  }>(
    `SELECT from_status, to_status, actor, reason, created_at FROM kyc_status_history
     WHERE uid = $1 ORDER BY id`,
    [uid],
  );
}

/** The status a player had before the latest change to `status` (e.g. before a block). */
export async function statusBefore(q: Queryable, uid: number, status: number) {
  const [row] = await q.query<{ from_status: number }>(
    `SELECT from_status FROM kyc_status_history WHERE uid = $1 AND to_status = $2
     ORDER BY id DESC LIMIT 1`,
    [uid, status],
  );
  return row?.from_status ?? null;
}

/**
 * Freezes every account past the deadline whose KYC is not done (statuses in `open`), with a
 * history row each; answers the players frozen. One statement per step, safe to run on every
 * server at once: a row changes only while it still has an open status.
 */
export async function freezeOverdue(
  q: Queryable,
  c: { open: number[]; frozen: number; createdBefore: number; now: number; uid?: number },
): Promise<number[]> {
  const rows = await moveKycStatusOfDue(q, {
    open: c.open,
    to: c.frozen,
    createdBefore: c.createdBefore,
    now: c.now,
    uid: c.uid,
  });
  for (const row of rows) {
    await q.query(
      `INSERT INTO kyc_status_history (uid, from_status, to_status, actor, reason, created_at)
       VALUES ($1, $2, $3, 'system', 'KYC not completed within 72 hours of sign-up', $4)`,
      [row.uid, row.from_status, c.frozen, new Date(c.now)],
    );
  }
  return rows.map((r) => r.uid);
}

export async function listShops(q: Queryable) {
  return q.query<{ id: number; address: string }>(
    'SELECT id, address FROM kyc_shops ORDER BY sorting, id',
  );
}

export async function shopExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM kyc_shops WHERE id = $1', [id])).length > 0;
}

export async function insertShopsIfEmpty(
  q: Queryable,
  shops: readonly { id: number; address: string }[],
): Promise<void> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM kyc_shops');
  if ((row?.n ?? 0) > 0) return;
  for (const [i, shop] of shops.entries()) {
    await q.query('INSERT INTO kyc_shops (id, address, sorting) VALUES ($1, $2, $3)', [
      shop.id,
      shop.address,
      i,
    ]);
  }
}

/** Which of the keys are uploads of this player. */
export async function ownUploads(q: Queryable, uid: number, keys: string[]): Promise<Set<string>> {
  const rows = await q.query<{ object_key: string }>(
    'SELECT object_key FROM uploads WHERE uid = $1 AND object_key = ANY($2::text[])',
    [uid, keys],
  );
  return new Set(rows.map((r) => r.object_key));
}

/** The review queue: records with the status, oldest submission first. */
export async function reviewQueue(q: Queryable, status: number, page: number, pageSize: number) {
  const rows = await q.query<
    KycRow & {
      username: string;
      member_created_at: Date;
      kyc_status: number;
      country_code: string;
      phone: string;
    }
  >(
    `SELECT k.*, m.username, m.created_at AS member_created_at, m.kyc_status, m.country_code, m.phone
     FROM members m JOIN kyc_records k ON k.uid = m.uid
     WHERE m.kyc_status = $1
     ORDER BY k.submitted_at NULLS LAST, k.uid LIMIT $2 OFFSET $3`,
    [status, pageSize, (page - 1) * pageSize],
  );
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM members m JOIN kyc_records k ON k.uid = m.uid
     WHERE m.kyc_status = $1`,
    [status],
  );
  return { rows, total: count?.n ?? 0 };
}

// ---- ID-OCR transactions

export type OcrTransactionRow = {
  id: string;
  uid: number;
  biz_id: string;
  id_type: string;
  status: 'pending' | 'success' | 'failed' | 'interrupted';
  complete_url: string;
  interrupt_url: string;
  provider_ref: string;
  result: KycOcr | null;
  id_number: string | null;
  applied: boolean;
};

export async function insertOcrTransaction(
  q: Queryable,
  t: {
    id: string;
    uid: number;
    bizId: string;
    idType: string;
    completeUrl: string;
    interruptUrl: string;
    now: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO ocr_transactions (id, uid, biz_id, id_type, complete_url, interrupt_url, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [t.id, t.uid, t.bizId, t.idType, t.completeUrl, t.interruptUrl, new Date(t.now)],
  );
}

export async function findOcrTransaction(
  q: Queryable,
  id: string,
  forUpdate = false,
): Promise<OcrTransactionRow | null> {
  const rows = await q.query<OcrTransactionRow>(
    `SELECT id, uid, biz_id, id_type, status, complete_url, interrupt_url, provider_ref, result, id_number, applied
     FROM ocr_transactions WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function setOcrProviderRef(q: Queryable, id: string, ref: string): Promise<void> {
  await q.query('UPDATE ocr_transactions SET provider_ref = $2 WHERE id = $1', [id, ref]);
}

export async function finishOcrTransaction(
  q: Queryable,
  t: {
    id: string;
    status: OcrTransactionRow['status'];
    result: KycOcr | null;
    idNumber: string | null;
    now: number;
  },
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE ocr_transactions SET status = $2, result = $3, id_number = $4, finished_at = $5
     WHERE id = $1 AND status = 'pending' RETURNING id`,
    [t.id, t.status, t.result ? JSON.stringify(t.result) : null, t.idNumber, new Date(t.now)],
  );
  return rows.length > 0;
}

export async function markOcrApplied(q: Queryable, id: string, status?: 'failed'): Promise<void> {
  await q.query(
    `UPDATE ocr_transactions SET applied = true${status ? `, status = 'failed'` : ''} WHERE id = $1`,
    [id],
  );
}

/** Whether another player already verified this document. */
export async function documentVerifiedByOther(
  q: Queryable,
  d: { uid: number; idType: string; idNumber: string },
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM ocr_transactions
     WHERE status = 'success' AND applied AND id_type = $1 AND id_number = $2 AND uid <> $3 LIMIT 1`,
    [d.idType, d.idNumber, d.uid],
  );
  return rows.length > 0;
}

/**
 * Verified players (`KYC_VERIFIED_STATUSES`) whose KYC birthday ('YYYY-MM-DD') falls on one of
 * the month-days given ('MM-DD'), or only the one player `uid` when given (docs/vip.md, the
 * birthday bonus). Read-only.
 */
export function verifiedBirthdays(
  q: Queryable,
  monthDays: readonly string[],
  uid: number | null = null,
): Promise<{ uid: number; birthday: string }[]> {
  return q.query<{ uid: number; birthday: string }>(
    `SELECT k.uid, k.birthday FROM kyc_records k JOIN members m ON m.uid = k.uid
     WHERE k.birthday ~ '^\\d{4}-\\d{2}-\\d{2}$' AND substr(k.birthday, 6, 5) = ANY($1::text[])
       AND m.kyc_status = ANY($2::int[]) AND ($3::int IS NULL OR k.uid = $3)
     ORDER BY k.uid`,
    [monthDays, KYC_VERIFIED_STATUSES.map(kycStatusNumber), uid],
  );
}

/**
 * The players whose KYC names and birthday are one of these people's (the restricted-persons
 * list's comparison, members' `isListedName`), blocked ones left out. Read-only.
 */
export async function kycMatchesOf(
  q: Queryable,
  persons: readonly Pick<RestrictedPerson, 'name' | 'birthday'>[],
): Promise<number[]> {
  const namesBornOn = new Map<string, string[]>();
  for (const p of persons) {
    const names = namesBornOn.get(p.birthday);
    if (names) names.push(p.name);
    else namesBornOn.set(p.birthday, [p.name]);
  }
  const records = await q.query<{ uid: number; birthday: string } & KycNames>(
    `SELECT k.uid, k.birthday, k.first_name, k.middle_name, k.last_name
     FROM kyc_records k JOIN members m ON m.uid = k.uid
     WHERE k.birthday = ANY($1::text[]) AND k.first_name <> '' AND m.kyc_status <> $2
     ORDER BY k.uid`,
    [[...namesBornOn.keys()], BLOCK],
  );
  return records
    .filter((r) => namesBornOn.get(r.birthday)!.some((name) => isListedName(name, r)))
    .map((r) => r.uid);
}
