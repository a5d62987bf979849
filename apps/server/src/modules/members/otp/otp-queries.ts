import type { OtpPurpose } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import { recipientColumns } from './recipient.ts';
import type { Recipient } from './recipient.ts';

export type OtpStatus = 'pending' | 'used' | 'superseded' | 'failed';

/** A row of otp_codes: a phone's code ('' in `email`) or an address's ('' in the phone's). */
export type OtpRow = {
  id: string;
  country_code: string;
  phone: string;
  email: string;
  purpose: OtpPurpose;
  code_hash: string;
  status: OtpStatus;
  created_at: Date;
  expires_at: Date;
  verified_uid: number | null;
};

export type NewOtp = Pick<OtpRow, 'id' | 'purpose' | 'code_hash'> & {
  to: Recipient;
  createdAt: number;
  expiresAt: number;
  ip: string;
};

export async function insertCode(q: Queryable, c: NewOtp): Promise<void> {
  const { country_code, phone, email } = recipientColumns(c.to);
  await q.query(
    `INSERT INTO otp_codes (id, country_code, phone, email, purpose, code_hash, created_at,
                            expires_at, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      c.id,
      country_code,
      phone,
      email,
      c.purpose,
      c.code_hash,
      new Date(c.createdAt),
      new Date(c.expiresAt),
      c.ip,
    ],
  );
}

/** Who asked for codes: a phone or email address, optionally as seen from one address. */
export type CodeRequester = { to: Recipient; ip?: string };

/** The recipient's codes, and `AND ip = $n` when the requester names an address. */
function requesterFilter({ to, ip }: CodeRequester, params: unknown[]): string {
  let sql: string;
  if (to.channel === 'sms') {
    params.push(to.country_code, to.phone);
    sql = `country_code = $${params.length - 1} AND phone = $${params.length}`;
  } else {
    params.push(to.email);
    sql = `email = $${params.length}`;
  }
  if (ip !== undefined) {
    params.push(ip);
    sql += ` AND ip = $${params.length}`;
  }
  return sql;
}

/**
 * Pending codes of the requester for the purpose stop working when a newer one is sent. Only
 * the same address's: a stranger's request must not spend the code the owner is typing.
 */
export async function supersedePending(
  q: Queryable,
  requester: CodeRequester,
  purpose: OtpPurpose,
): Promise<void> {
  const params: unknown[] = [purpose];
  await q.query(
    `UPDATE otp_codes SET status = 'superseded'
     WHERE purpose = $1 AND status = 'pending' AND ${requesterFilter(requester, params)}`,
    params,
  );
}

/** When the requester was last sent a code for the purpose (failed sends do not count). */
export async function lastSentAt(
  q: Queryable,
  requester: CodeRequester,
  purpose: OtpPurpose,
): Promise<number | null> {
  const params: unknown[] = [purpose];
  const [row] = await q.query<{ at: Date | null }>(
    `SELECT max(created_at) AS at FROM otp_codes
     WHERE purpose = $1 AND status <> 'failed' AND ${requesterFilter(requester, params)}`,
    params,
  );
  return row?.at ? row.at.getTime() : null;
}

/** Codes sent to the requester since a time, every purpose (failed sends excluded). */
export async function countSentSince(
  q: Queryable,
  requester: CodeRequester,
  since: number,
): Promise<number> {
  const params: unknown[] = [new Date(since)];
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM otp_codes
     WHERE created_at > $1 AND status <> 'failed' AND ${requesterFilter(requester, params)}`,
    params,
  );
  return row?.n ?? 0;
}

/** Codes requested from an address since a time (all recipients, failed sends excluded). */
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

/** Counts one try of the code (under its row lock) and answers how many it has had. */
export async function countTry(q: Queryable, id: string): Promise<number> {
  const [row] = await q.query<{ tries: number }>(
    'UPDATE otp_codes SET tries = tries + 1 WHERE id = $1 RETURNING tries',
    [id],
  );
  return row?.tries ?? Number.POSITIVE_INFINITY;
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
