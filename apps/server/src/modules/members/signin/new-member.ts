import { randomInt } from 'node:crypto';
import type { Queryable } from '../../../db/database.ts';
import type { ClientInfo } from '../context.ts';
import { findMemberByPhone, insertMember, usernameExists } from '../members-queries.ts';
import type { MemberRow } from '../members-queries.ts';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters without the look-alikes 0/O and 1/I. */
export function referralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

/** 'user' and 8 digits, not yet taken. */
export async function freshUsername(q: Queryable): Promise<string> {
  for (;;) {
    const name = `user${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    if (!(await usernameExists(q, name))) return name;
  }
}

/** The account of a phone, created on its first sign-in (KYC unset, no password). */
export async function findOrCreateMember(
  q: Queryable,
  phone: { country_code: string; phone: string },
  client: ClientInfo,
  now: number,
  passwordHash: string | null = null,
): Promise<MemberRow> {
  const existing = await findMemberByPhone(q, phone.country_code, phone.phone);
  if (existing) return existing;
  const created = await insertMember(q, {
    username: await freshUsername(q),
    referral_code: referralCode(),
    country_code: phone.country_code,
    phone: phone.phone,
    password_hash: passwordHash,
    created_ip: client.ip,
    reg_device: client.device,
    now,
  });
  const member = created ?? (await findMemberByPhone(q, phone.country_code, phone.phone));
  if (!member) throw new Error('Account was neither created nor found');
  return member;
}
