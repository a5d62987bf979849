import { randomInt } from 'node:crypto';
import type { Queryable } from '../../../db/database.ts';
import type { ClientInfo } from '../context.ts';
import { findMemberByPhone, insertMember, usernameExists } from '../members-queries.ts';
import type { MemberRow } from '../members-queries.ts';
import { findByReferralCode, setInviter } from '../referrals/referral-queries.ts';

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

/** Where a new account came from: the inviter's code of a `/?ref=` link, the browser's own id. */
export type SignupOrigin = { ref?: string; deviceNo?: string };

/**
 * The account of a phone, created on its first sign-in (KYC unset, no password). Only a new
 * account takes the inviter of `origin.ref`; an unknown code is ignored, so the sign-up goes on.
 */
export async function findOrCreateMember(
  q: Queryable,
  phone: { country_code: string; phone: string },
  client: ClientInfo,
  now: number,
  passwordHash: string | null = null,
  origin: SignupOrigin = {},
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
  if (created) {
    const inviter = origin.ref ? await findByReferralCode(q, origin.ref) : null;
    if (inviter || origin.deviceNo) {
      const deviceNo = origin.deviceNo ?? '';
      await setInviter(q, created.uid, inviter, deviceNo);
      return {
        ...created,
        parent_uid: inviter?.uid ?? null,
        parent_name: inviter?.username ?? '',
        reg_device_no: deviceNo,
        device_number: deviceNo,
      };
    }
    return created;
  }
  const member = await findMemberByPhone(q, phone.country_code, phone.phone);
  if (!member) throw new Error('Account was neither created nor found');
  return member;
}
