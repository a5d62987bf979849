import type { RestrictedPerson } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import type { PhoneNumber } from '../otp/recipient.ts';
import { isCalendarDate, isListedName, restrictedName } from './restricted-names.ts';
import type { KycNames } from './restricted-names.ts';

/**
 * Adds people to the restricted-persons list, names normalised; a person already on it (same
 * phone, birthday and normalised name) is skipped, so a re-import adds nothing. Birthdays must be
 * calendar dates (the caller checks them). Answers how many were added.
 */
export async function addRestrictedPersons(
  q: Queryable,
  persons: readonly RestrictedPerson[],
  addedBy: number,
  now: number,
): Promise<number> {
  const [row] = await q.query<{ added: number }>(
    `WITH added AS (
       INSERT INTO restricted_persons (country_code, phone, name, birthday, added_at, added_by)
       SELECT p.country_code, p.phone, p.name, p.birthday::date, $5, $6
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
         AS p(country_code, phone, name, birthday)
       ON CONFLICT (country_code, phone, birthday, name) DO NOTHING
       RETURNING 1
     )
     SELECT count(*)::int AS added FROM added`,
    [
      persons.map((p) => p.country_code),
      persons.map((p) => p.phone),
      persons.map((p) => restrictedName(p.name)),
      persons.map((p) => p.birthday),
      new Date(now),
      addedBy,
    ],
  );
  return row?.added ?? 0;
}

/** Whether a phone is on the list. */
export async function isPhoneRestricted(q: Queryable, phone: PhoneNumber): Promise<boolean> {
  const rows = await q.query(
    'SELECT 1 FROM restricted_persons WHERE country_code = $1 AND phone = $2 LIMIT 1',
    [phone.country_code, phone.phone],
  );
  return rows.length > 0;
}

/**
 * Whether a KYC identity (names and birthday 'YYYY-MM-DD') is on the list: the people listed with
 * that birthday, then their names compared (restricted-names.ts).
 */
export async function isIdentityRestricted(
  q: Queryable,
  names: KycNames,
  birthday: string,
): Promise<boolean> {
  // Nobody listed has a birthday that is not a date, and the database would refuse the cast.
  if (!isCalendarDate(birthday)) return false;
  const listed = await q.query<{ name: string }>(
    'SELECT name FROM restricted_persons WHERE birthday = $1::date',
    [birthday],
  );
  return listed.some((person) => isListedName(person.name, names));
}

/** The accounts of some phones (an import's: they are blocked at once). */
export async function membersWithPhones(
  q: Queryable,
  phones: readonly PhoneNumber[],
): Promise<number[]> {
  const rows = await q.query<{ uid: number }>(
    `SELECT DISTINCT m.uid FROM members m
     JOIN unnest($1::text[], $2::text[]) AS p(country_code, phone)
       ON m.country_code = p.country_code AND m.phone = p.phone
     ORDER BY m.uid`,
    [phones.map((p) => p.country_code), phones.map((p) => p.phone)],
  );
  return rows.map((r) => r.uid);
}
