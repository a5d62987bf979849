import { KYC_DEADLINE_HOURS } from '@pisoplay/contract';
import type { Database } from '../../db/database.ts';
import { countMembers, insertMember } from './members-queries.ts';
import { hashPassword } from '../../platform/passwords/password-hasher.ts';
import { referralCode } from './signin/new-member.ts';

/** The demo player of the README: +63 917 123 4567, password 'demo1234'. */
export const DEMO_MEMBER = {
  country_code: '63',
  phone: '9171234567',
  password: 'demo1234',
  username: 'demo_player',
} as const;

/**
 * A second demo player who signed up a day past the KYC deadline without verifying: the account
 * is frozen on its first access, so the frozen screens (spec 2.7, 4.3) can be tried by hand.
 */
export const DEMO_FROZEN_MEMBER = {
  country_code: '63',
  phone: '9171234568',
  password: 'demo1234',
  username: 'demo_frozen',
  signedUpHoursAgo: KYC_DEADLINE_HOURS + 24,
} as const;

const HOUR_MS = 3_600_000;

/**
 * Creates the demo players when the members table is empty (a fresh database); never touches a
 * database that already has players. Returns whether it created them.
 */
export async function seedDemoMember(db: Database, now: number): Promise<boolean> {
  if ((await countMembers(db)) > 0) return false;
  const players = [
    { ...DEMO_MEMBER, createdAt: now },
    { ...DEMO_FROZEN_MEMBER, createdAt: now - DEMO_FROZEN_MEMBER.signedUpHoursAgo * HOUR_MS },
  ];
  let created = 0;
  for (const player of players) {
    const row = await insertMember(db, {
      username: player.username,
      referral_code: referralCode(),
      country_code: player.country_code,
      phone: player.phone,
      password_hash: await hashPassword(player.password),
      created_ip: '',
      reg_device: '',
      now: player.createdAt,
    });
    if (row) created += 1;
  }
  return created > 0;
}
