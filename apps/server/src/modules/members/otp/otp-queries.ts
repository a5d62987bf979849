import type { OtpPurpose } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';

export type OtpStatus = 'pending' | 'used' | 'superseded' | 'failed';

export type OtpRow = {
  id: string;
  country_code: string;
  phone: string;
  purpose: OtpPurpose;
  code_hash: string;
  status: OtpStatus;
  created_at: Date;
  expires_at: Date;
  verified_uid: number | null;
};

export type NewOtp = Omit<OtpRow, 'status' | 'verified_uid' | 'created_at' | 'expires_at'> & {
  createdAt: number;
  expiresAt: number;
  ip: string;
};

export async function insertCode(q: Queryable, c: NewOtp): Promise<void> {
  await q.query(
    `INSERT INTO otp_codes (id, country_code, phone, purpose, code_hash, created_at, expires_at, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      c.id,
      c.country_code,
      c.phone,
      c.purpose,
      c.code_hash,
      new Date(c.createdAt),
      new Date(c.expiresAt),
      c.ip,
    ],
  );
}

/** Pending codes of the phone for the purpose stop working when a newer one is sent. */
export async function supersedePending(
  q: Queryable,
  countryCode: string,
  phone: string,
  purpose: OtpPurpose,
): Promise<void> {
  await q.query(
    `UPDATE otp_codes SET status = 'superseded'
     WHERE country_code = $1 AND phone = $2 AND purpose = $3 AND status = 'pending'`,
    [countryCode, phone, purpose],
  );
}

/** When the phone was last sent a code (texts that failed do not count). */
export async function lastSentAt(
  q: Queryable,
  countryCode: string,
  phone: string,
  purpose: OtpPurpose,
): Promise<number | null> {
  const [row] = await q.query<{ at: Date | null }>(
    `SELECT max(created_at) AS at FROM otp_codes
     WHERE country_code = $1 AND phone = $2 AND purpose = $3 AND status <> 'failed'`,
    [countryCode, phone, purpose],
  );
  return row?.at ? row.at.getTime() : null;
}

export async function countSentSince(
  q: Queryable,
  countryCode: string,
  phone: string,
  since: number,
): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM otp_codes
     WHERE country_code = $1 AND phone = $2 AND status <> 'failed' AND created_at > $3`,
    [countryCode, phone, new Date(since)],
  );
  return row?.n ?? 0;
}

/** Codes requested from an address since a time (all phones, texts that failed excluded). */
export async function countSentFromIpSince(
  q: Queryable,
  ip: string,
  since: number,
): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM otp_codes
     WHERE ip = $1 AND status <> 'failed' AND created_at > $2`,
    [ip, new Date(since)],
  );
  return row?.n ?? 0;
}

export async function findCodeForUpdate(q: Queryable, id: string): Promise<OtpRow | null> {
  const rows = await q.query<OtpRow>('SELECT * FROM otp_codes WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

export async function markCodeUsed(q: Queryable, id: string, now: number): Promise<void> {
  await q.query(`UPDATE otp_codes SET status = 'used', used_at = $2 WHERE id = $1`, [
    id,
    new Date(now),
  ]);
}

export async function markCodeVerified(
  q: Queryable,
  id: string,
  uid: number,
  now: number,
): Promise<void> {
  await q.query('UPDATE otp_codes SET verified_uid = $2, verified_at = $3 WHERE id = $1', [
    id,
    uid,
    new Date(now),
  ]);
}

export async function markCodeFailed(q: Queryable, id: string): Promise<void> {
  await q.query(`UPDATE otp_codes SET status = 'failed' WHERE id = $1`, [id]);
}

export async function pruneCodes(q: Queryable, now: number): Promise<void> {
  await q.query('DELETE FROM otp_codes WHERE created_at < $1', [new Date(now - 24 * 3600_000)]);
}
