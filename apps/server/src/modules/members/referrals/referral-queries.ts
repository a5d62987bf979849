import type { Queryable } from '../../../db/database.ts';

/** What the invitation rules read of an invitee (docs/promotions.md, "Invitations"). */
export type InviteeRow = {
  uid: number;
  parent_uid: number;
  username: string;
  created_at: Date;
  kyc_status: number;
  country_code: string;
  phone: string;
  reg_device_no: string;
};

const INVITEE_COLUMNS =
  'uid, parent_uid, username, created_at, kyc_status, country_code, phone, reg_device_no';

/** The member whose referral code this is (codes are unique), or null. */
export async function findByReferralCode(
  q: Queryable,
  code: string,
): Promise<{ uid: number; username: string } | null> {
  const [row] = await q.query<{ uid: number; username: string }>(
    'SELECT uid, username FROM members WHERE referral_code = $1',
    [code],
  );
  return row ?? null;
}

/** Records who invited a new account, and the browser it was made on. */
export async function setInviter(
  q: Queryable,
  uid: number,
  inviter: { uid: number; username: string } | null,
  deviceNo: string,
): Promise<void> {
  await q.query(
    `UPDATE members SET parent_uid = $2, parent_name = $3, reg_device_no = $4,
            device_number = $4 WHERE uid = $1`,
    [uid, inviter?.uid ?? null, inviter?.username ?? '', deviceNo],
  );
}

/** Everyone who signed up through a member's code, oldest first. */
export async function invitedMembers(q: Queryable, parentUid: number): Promise<InviteeRow[]> {
  return q.query<InviteeRow>(
    `SELECT ${INVITEE_COLUMNS} FROM members WHERE parent_uid = $1 ORDER BY uid`,
    [parentUid],
  );
}

/**
 * Invitees with one of `statuses` (verified), by uid after `afterUid`: the invitation job pages
 * through them to find inviters who may be owed a reward.
 */
export async function invitedMembersWithStatus(
  q: Queryable,
  statuses: readonly number[],
  afterUid: number,
  limit: number,
): Promise<{ uid: number; parent_uid: number }[]> {
  return q.query<{ uid: number; parent_uid: number }>(
    `SELECT uid, parent_uid FROM members
     WHERE parent_uid IS NOT NULL AND kyc_status = ANY($1::smallint[]) AND uid > $2
     ORDER BY uid LIMIT $3`,
    [statuses, afterUid, limit],
  );
}
