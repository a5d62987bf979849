// The players of the cluster test, made in the database before the load: signing 200 players up
// through one-time codes would take most of the test's time (and the code simulator's outbox is
// each instance's own). The rows are what the server's own queries write (members' insertMember,
// KYC's record and status history): verified players (fully_kyc) with a KYC record whose names
// their withdrawal account repeats, and one argon2id password hash, made once with the server's
// own hasher, shared by all. Each then signs in through the API with its phone and password.
import { randomInt } from 'node:crypto';
import type pg from 'pg';
import { hashPassword } from '../../apps/server/src/platform/passwords/password-hasher.ts';

export const PLAYER_PASSWORD = 'cluster1234';
export const PLAYER_NAMES = { first_name: 'Juan', middle_name: 'Santos', last_name: 'Dela Cruz' };
const FULLY_KYC = 5;
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export type Player = { index: number; uid: number; phone: string };

const referralCode = () =>
  Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');

/** Makes `count` verified players with phones 95xxxxxxxx; answers them in order. */
export async function createPlayers(db: pg.Pool, count: number): Promise<Player[]> {
  const hash = await hashPassword(PLAYER_PASSWORD);
  const phones = Array.from({ length: count }, (_, i) => `95${String(i).padStart(8, '0')}`);
  const now = new Date();
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ uid: number; phone: string }>(
      `INSERT INTO members (username, referral_code, country_code, phone, password_hash,
                            password_changed_at, created_at, updated_at, kyc_status, real_username)
       SELECT 'cluster_' || phone, code, '63', phone, $3, $4, $4, $4, $5, $6
       FROM unnest($1::text[], $2::text[]) AS p(phone, code)
       RETURNING uid, phone`,
      [phones, phones.map(referralCode), hash, now, FULLY_KYC, JSON.stringify(PLAYER_NAMES)],
    );
    const uids = rows.map((row) => row.uid);
    await client.query(
      `INSERT INTO kyc_records (uid, created_at, updated_at, submitted_at, first_name, middle_name,
                                last_name, id_type, id_number, reviewer, review_times)
       SELECT uid, $2, $2, $2, $3, $4, $5, 'Passport', 'P' || uid, 'operator:compliance', 1
       FROM unnest($1::int[]) AS u(uid)`,
      [uids, now, PLAYER_NAMES.first_name, PLAYER_NAMES.middle_name, PLAYER_NAMES.last_name],
    );
    await client.query(
      `INSERT INTO kyc_status_history (uid, from_status, to_status, actor, reason, created_at)
       SELECT uid, 0, $2, 'operator:compliance', 'cluster test player', $3
       FROM unnest($1::int[]) AS u(uid)`,
      [uids, FULLY_KYC, now],
    );
    await client.query('COMMIT');
    const byPhone = new Map(rows.map((row) => [row.phone, row.uid]));
    return phones.map((phone, index) => ({ index, uid: byPhone.get(phone)!, phone }));
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
