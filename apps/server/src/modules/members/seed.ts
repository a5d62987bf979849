import type { Database } from '../../db/database.ts';
import { countMembers, insertMember } from './members-queries.ts';
import { hashPassword } from './passwords/password-hasher.ts';
import { referralCode } from './signin/new-member.ts';

/** The demo player of the README: +63 917 123 4567, password 'demo1234'. */
export const DEMO_MEMBER = {
  country_code: '63',
  phone: '9171234567',
  password: 'demo1234',
  username: 'demo_player',
} as const;

/**
 * Creates the demo player when the members table is empty (a fresh database); never touches a
 * database that already has players. Returns whether it created one.
 */
export async function seedDemoMember(db: Database, now: number): Promise<boolean> {
  if ((await countMembers(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  const created = await insertMember(db, {
    username: DEMO_MEMBER.username,
    referral_code: referralCode(),
    country_code: DEMO_MEMBER.country_code,
    phone: DEMO_MEMBER.phone,
    password_hash: passwordHash,
    created_ip: '',
    reg_device: '',
    now,
  });
  return created !== null;
}
