import { FINANCE_ACCOUNT_STATUS, businessError } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { ACCOUNT_MESSAGES } from './messages.ts';

export type AccountRow = {
  id: number;
  uid: number;
  channel_id: number;
  channel_name: string;
  account: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  status: number;
  created_at: Date;
};

const SELECT = `SELECT a.id, a.uid, a.channel_id, c.name AS channel_name, a.account, a.first_name,
                       a.middle_name, a.last_name, a.status, a.created_at
                FROM finance_accounts a JOIN payment_channels c ON c.id = a.channel_id`;

export async function listActiveAccounts(q: Queryable, uid: number): Promise<AccountRow[]> {
  return q.query<AccountRow>(`${SELECT} WHERE a.uid = $1 AND a.status = $2 ORDER BY a.id`, [
    uid,
    FINANCE_ACCOUNT_STATUS.active,
  ]);
}

/** One of the player's active accounts (another player's, or a hidden one, reads as missing). */
export async function findActiveAccount(
  q: Queryable,
  uid: number,
  id: number,
): Promise<AccountRow | null> {
  const [row] = await q.query<AccountRow>(
    `${SELECT} WHERE a.id = $1 AND a.uid = $2 AND a.status = $3`,
    [id, uid, FINANCE_ACCOUNT_STATUS.active],
  );
  return row ?? null;
}

/**
 * Locks the player's member row (every account insert of one player takes this lock first, so
 * counting and inserting cannot interleave) and reads the verified KYC names, if any.
 */
/** The player's KYC status and the names of their KYC record (null without a record). */
export type KycNamesRow = {
  kyc_status: number;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
};

/**
 * Locks the player's member row (every account insert of one player takes this lock first, so
 * counting and inserting cannot interleave) and reads the KYC names, if any.
 */
export async function lockMemberWithKycNames(
  q: Queryable,
  uid: number,
): Promise<KycNamesRow | null> {
  const [row] = await q.query<KycNamesRow>(
    `SELECT m.kyc_status, k.first_name, k.middle_name, k.last_name
     FROM members m LEFT JOIN kyc_records k ON k.uid = m.uid
     WHERE m.uid = $1 FOR UPDATE OF m`,
    [uid],
  );
  return row ?? null;
}

export async function insertAccount(
  q: Queryable,
  a: Pick<
    AccountRow,
    'uid' | 'channel_id' | 'account' | 'first_name' | 'middle_name' | 'last_name'
  >,
): Promise<number> {
  try {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO finance_accounts (uid, channel_id, account, first_name, middle_name, last_name)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [a.uid, a.channel_id, a.account, a.first_name, a.middle_name, a.last_name],
    );
    return row!.id;
  } catch (error) {
    // finance_accounts_one_per_channel: the backstop of the check made under the member lock.
    if (isUniqueViolation(error)) throw businessError(ACCOUNT_MESSAGES.exists);
    throw error;
  }
}

/** Hides one of the player's active accounts; false if there is none with that id. */
export async function hideAccount(q: Queryable, uid: number, id: number): Promise<boolean> {
  const rows = await q.query(
    'UPDATE finance_accounts SET status = $3 WHERE id = $1 AND uid = $2 AND status = $4 RETURNING id',
    [id, uid, FINANCE_ACCOUNT_STATUS.hidden, FINANCE_ACCOUNT_STATUS.active],
  );
  return rows.length > 0;
}
