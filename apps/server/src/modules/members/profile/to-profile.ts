import type { Profile } from '@pisoplay/contract';
import { uploadUrl } from '../../../platform/uploads/upload-urls.ts';
import type { MemberRow } from '../members-queries.ts';
import { NAME_CHANGE_DAYS } from '../rules.ts';

const DAY = 24 * 3600_000;

const iso = (date: Date | null): string => (date ? date.toISOString() : '');

/** Centavos as a decimal string with two places. */
const pesos = (centavos: number): string =>
  `${Math.trunc(centavos / 100)}.${String(Math.abs(centavos % 100)).padStart(2, '0')}`;

/** When a name changed at `changedAt` may change again, or null when it may change now. */
export function nextNameChange(changedAt: Date | null, now: number): number | null {
  if (!changedAt) return null;
  const next = changedAt.getTime() + NAME_CHANGE_DAYS * DAY;
  return next > now ? next : null;
}

/** The profile a player sees of themself: every field of spec 3, never the password hash. */
export function toProfile(m: MemberRow, now: number): Profile {
  const usernameNext = nextNameChange(m.username_changed_at, now);
  const nickNext = nextNameChange(m.nick_name_changed_at, now);
  return {
    uid: m.uid,
    username: m.username,
    nick_name: m.nick_name,
    email: m.email,
    email_check_state: m.email_check_state,
    country_code: m.country_code,
    phone: m.phone,
    phone_check_state: m.phone_check_state,
    avatar: m.avatar ? uploadUrl(m.avatar) : '',
    gender: m.gender,
    referral_code: m.referral_code,
    tags: m.tags,
    vip: m.vip,
    parent_uid: m.parent_uid ?? 0,
    parent_name: m.parent_name,
    tester: m.tester,
    device_number: m.device_number,
    state: m.state,
    note: m.note,
    created_at: iso(m.created_at),
    created_ip: m.created_ip,
    reg_ip: m.created_ip,
    reg_device: m.reg_device,
    reg_device_no: m.reg_device_no,
    last_login_ip: m.last_login_ip,
    last_login_at: iso(m.last_login_at),
    last_login_device: m.last_login_device,
    updated_at: iso(m.updated_at),
    has_login_password: m.password_hash !== null,
    has_email: m.email !== '',
    has_phone_number: m.phone !== '',
    real_username: m.real_username,
    kyc_status: m.kyc_status,
    xp: m.xp,
    withdraw_count: m.withdraw_count,
    withdraw_total: pesos(Number(m.withdraw_total)),
    third_deposit: m.third_deposit,
    third_party: m.third_party,
    username_changed_at: m.username_changed_at ? iso(m.username_changed_at) : null,
    nick_name_changed_at: m.nick_name_changed_at ? iso(m.nick_name_changed_at) : null,
    username_change_available_at: usernameNext ? new Date(usernameNext).toISOString() : null,
    nick_name_change_available_at: nickNext ? new Date(nickNext).toISOString() : null,
  };
}
