import type { Profile } from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { byPhone } from './otp/recipient.ts';
import type { Recipient } from './otp/recipient.ts';

/** Profile fields the database stores differently (times as Date) or not at all (derived). */
type DerivedOrRetyped =
  | 'created_at'
  | 'last_login_at'
  | 'updated_at'
  | 'username_changed_at'
  | 'nick_name_changed_at'
  | 'username_change_available_at'
  | 'nick_name_change_available_at'
  | 'has_login_password'
  | 'has_email'
  | 'has_phone_number'
  | 'reg_ip'
  | 'parent_uid'
  | 'withdraw_total';

/** A row of `members`: the contract's Profile as stored, plus what the profile never shows. */
export type MemberRow = Omit<Profile, DerivedOrRetyped> & {
  parent_uid: number | null;
  withdraw_total: number;
  password_hash: string | null;
  password_changed_at: Date | null;
  created_at: Date;
  last_login_at: Date | null;
  updated_at: Date;
  username_changed_at: Date | null;
  nick_name_changed_at: Date | null;
};

/**
 * The condition on `members m` that picks the account a code's recipient belongs to: the
 * phone's, or the one whose proven email the address is (docs/auth.md, "Email").
 */
function accountOf(to: Recipient, params: unknown[]): string {
  if (to.channel === 'sms') {
    params.push(to.country_code, to.phone);
    return `m.country_code = $${params.length - 1} AND m.phone = $${params.length}`;
  }
  params.push(to.email);
  return `lower(m.email) = $${params.length} AND m.email_check_state = 1`;
}

export async function findMemberByRecipient(
  q: Queryable,
  to: Recipient,
): Promise<MemberRow | null> {
  const params: unknown[] = [];
  const rows = await q.query<MemberRow>(
    `SELECT * FROM members m WHERE ${accountOf(to, params)}`,
    params,
  );
  return rows[0] ?? null;
}

export const findMemberByPhone = (q: Queryable, countryCode: string, phone: string) =>
  findMemberByRecipient(q, byPhone({ country_code: countryCode, phone }));

export async function findMember(
  q: Queryable,
  uid: number,
  options: { forUpdate?: boolean } = {},
): Promise<MemberRow | null> {
  const rows = await q.query<MemberRow>(
    `SELECT * FROM members WHERE uid = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [uid],
  );
  return rows[0] ?? null;
}

/** Usernames by uid (rankings show them masked). */
export async function usernamesOf(q: Queryable, uids: number[]): Promise<Map<number, string>> {
  if (uids.length === 0) return new Map();
  const rows = await q.query<{ uid: number; username: string }>(
    'SELECT uid, username FROM members WHERE uid = ANY($1::int[])',
    [uids],
  );
  return new Map(rows.map((r) => [r.uid, r.username]));
}

export type NewMember = {
  username: string;
  referral_code: string;
  country_code: string;
  phone: string;
  password_hash?: string | null;
  created_ip: string;
  reg_device: string;
  now: number;
};

/** Inserts an account; null when the phone already has one (a concurrent first sign-in). */
export async function insertMember(q: Queryable, m: NewMember): Promise<MemberRow | null> {
  const rows = await q.query<MemberRow>(
    `INSERT INTO members (username, referral_code, country_code, phone, password_hash,
                          password_changed_at, created_at, updated_at, created_ip, reg_device)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $5::text IS NULL THEN NULL ELSE $6::timestamptz END,
             $6, $6, $7, $8)
     ON CONFLICT (country_code, phone) WHERE phone <> '' DO NOTHING
     RETURNING *`,
    [
      m.username,
      m.referral_code,
      m.country_code,
      m.phone,
      m.password_hash ?? null,
      new Date(m.now),
      m.created_ip,
      m.reg_device,
    ],
  );
  return rows[0] ?? null;
}

/** An account without phone or password that a partner vouches for (`third_party`). */
export async function insertLinkedMember(
  q: Queryable,
  m: {
    username: string;
    referralCode: string;
    thirdParty: string;
    kycStatus: number;
    now: Date;
    client: { ip: string; device: string };
  },
): Promise<number> {
  const [row] = await q.query<{ uid: number }>(
    `INSERT INTO members (username, referral_code, country_code, phone, third_party, kyc_status,
                          created_at, updated_at, created_ip, reg_device)
     VALUES ($1, $2, '63', '', $3, $4, $5, $5, $6, $7)
     RETURNING uid`,
    [m.username, m.referralCode, m.thirdParty, m.kycStatus, m.now, m.client.ip, m.client.device],
  );
  return row!.uid;
}

export async function recordLogin(
  q: Queryable,
  uid: number,
  ip: string,
  device: string,
  now: number,
): Promise<void> {
  await q.query(
    'UPDATE members SET last_login_ip = $2, last_login_device = $3, last_login_at = $4 WHERE uid = $1',
    [uid, ip, device, new Date(now)],
  );
}

export async function setPasswordHash(
  q: Queryable,
  uid: number,
  hash: string,
  now: number,
): Promise<void> {
  await q.query(
    'UPDATE members SET password_hash = $2, password_changed_at = $3, updated_at = $3 WHERE uid = $1',
    [uid, hash, new Date(now)],
  );
}

/** Replaces a hash only if it is still the one that was checked (a rehash after login). */
export async function replacePasswordHash(
  q: Queryable,
  uid: number,
  oldHash: string,
  newHash: string,
): Promise<void> {
  await q.query('UPDATE members SET password_hash = $3 WHERE uid = $1 AND password_hash = $2', [
    uid,
    oldHash,
    newHash,
  ]);
}

/** True when another player uses `name` as username or nick name (case-insensitive). */
export async function nameTaken(q: Queryable, uid: number, name: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM members
     WHERE uid <> $1 AND (lower(username) = lower($2) OR lower(nick_name) = lower($2)) LIMIT 1`,
    [uid, name],
  );
  return rows.length > 0;
}

export async function usernameExists(q: Queryable, username: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM members WHERE lower(username) = lower($1)', [username]);
  return rows.length > 0;
}

export type ProfileChanges = Partial<
  Pick<
    MemberRow,
    | 'username'
    | 'nick_name'
    | 'email'
    | 'email_check_state'
    | 'avatar'
    | 'country_code'
    | 'phone'
    | 'username_changed_at'
    | 'nick_name_changed_at'
  >
>;

const CHANGEABLE = new Set<string>([
  'username',
  'nick_name',
  'email',
  'email_check_state',
  'avatar',
  'country_code',
  'phone',
  'username_changed_at',
  'nick_name_changed_at',
]);

/** A change refused because another account holds the same name, phone or proven email. */
export class MemberConflict extends Error {
  constructor(cause: unknown) {
    super('Another account holds this name, phone number or email address', { cause });
    this.name = 'MemberConflict';
  }
}

/** Writes the changes; a name, phone or email another account took meanwhile throws MemberConflict. */
export async function updateMember(
  q: Queryable,
  uid: number,
  changes: ProfileChanges,
  now: number,
): Promise<void> {
  const entries = Object.entries(changes).filter(([k, v]) => CHANGEABLE.has(k) && v !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([k], i) => `${k} = $${i + 3}`);
  try {
    await q.query(`UPDATE members SET updated_at = $2, ${sets.join(', ')} WHERE uid = $1`, [
      uid,
      new Date(now),
      ...entries.map(([, v]) => v),
    ]);
  } catch (error) {
    throw isUniqueViolation(error) ? new MemberConflict(error) : error;
  }
}

/** Sets a player's KYC status (KYC decides it and records its history; 'block' is members'). */
export async function setKycStatus(
  q: Queryable,
  uid: number,
  status: number,
  now: number,
): Promise<boolean> {
  const rows = await q.query(
    'UPDATE members SET kyc_status = $2, updated_at = $3 WHERE uid = $1 RETURNING uid',
    [uid, status, new Date(now)],
  );
  return rows.length > 0;
}

export async function countMembers(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
  return row?.n ?? 0;
}

/**
 * Whether the account of a phone (or proven email address) was signed in to from an address:
 * its last sign-in or a session still on record. Such an address is the owner's, and the
 * per-recipient ceilings do not hold it.
 */
export async function hasSignedInFrom(q: Queryable, to: Recipient, ip: string): Promise<boolean> {
  const params: unknown[] = [ip];
  const rows = await q.query(
    `SELECT 1 FROM members m
     WHERE ${accountOf(to, params)}
       AND (m.last_login_ip = $1
            OR EXISTS (SELECT 1 FROM member_sessions s WHERE s.uid = m.uid AND s.ip = $1))`,
    params,
  );
  return rows.length > 0;
}

/**
 * Moves players still in one of the `open` KYC statuses who signed up by `createdBefore` to
 * `to`; answers each with the status it had. Rows another server is changing are skipped, and a
 * row changes only while it still has an open status, so every server may run it at once.
 */
export async function moveKycStatusOfDue(
  q: Queryable,
  c: { open: number[]; to: number; createdBefore: number; now: number; uid?: number },
): Promise<{ uid: number; from_status: number }[]> {
  return q.query<{ uid: number; from_status: number }>(
    `WITH due AS (
       SELECT uid, kyc_status FROM members
       WHERE kyc_status = ANY($1::smallint[]) AND created_at <= $2 ${c.uid ? 'AND uid = $5' : ''}
       FOR UPDATE SKIP LOCKED
     )
     UPDATE members m SET kyc_status = $3, updated_at = $4 FROM due
     WHERE m.uid = due.uid
     RETURNING m.uid, due.kyc_status AS from_status`,
    [c.open, new Date(c.createdBefore), c.to, new Date(c.now), ...(c.uid ? [c.uid] : [])],
  );
}

/** The Profile's withdraw_count and withdraw_total (centavos) after a completed payout. */
export async function countCompletedWithdrawal(
  q: Queryable,
  uid: number,
  amount: number,
): Promise<void> {
  await q.query(
    `UPDATE members SET withdraw_count = withdraw_count + 1, withdraw_total = withdraw_total + $2
     WHERE uid = $1`,
    [uid, amount],
  );
}
