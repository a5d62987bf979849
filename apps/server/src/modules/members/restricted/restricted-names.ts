/**
 * How the restricted-persons list compares people (docs/responsible-gaming.md, "Restricted
 * persons"). The list carries one name as an ID prints it; KYC keeps first, middle and last names
 * as the player typed them (letters and spaces only, so 'Pena' for 'Peña' and 'DelaCruz' or 'Dela
 * Cruz' alike) or as the ID-OCR read them. Both sides go through `restrictedName`, and words are
 * compared without the spaces between them.
 */

/** Suffixes the KYC form has no field for, dropped on both sides. */
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

/**
 * A name as the list keeps it: given names first, lower case, without accents, punctuation or
 * suffixes, single spaces. 'DELA CRUZ, Juan S. Jr.' is 'juan s dela cruz'.
 */
export function restrictedName(name: string): string {
  // Many IDs print 'Last, Given Middle'; KYC puts the last name last.
  const comma = name.indexOf(',');
  const ordered = comma < 0 ? name : `${name.slice(comma + 1)} ${name.slice(0, comma)}`;
  return (
    ordered
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // An apostrophe joins ("O'Brien" is typed 'OBrien'); other punctuation separates words.
      .replace(/['\u2019]/g, '')
      .split(/[^a-z0-9]+/)
      .filter((word) => word !== '' && !SUFFIXES.has(word))
      .join(' ')
  );
}

/** A player's names as KYC keeps them. */
export type KycNames = { first_name: string; middle_name: string; last_name: string };

const compact = (name: string) => restrictedName(name).replaceAll(' ', '');

/** Middle names agree when either is missing (lists and players often leave it out), or one is the other or its initial. */
function middlesAgree(listed: string, kyc: string): boolean {
  if (!listed || !kyc || listed === kyc) return true;
  return (
    (listed.length === 1 && kyc.startsWith(listed)) || (kyc.length === 1 && listed.startsWith(kyc))
  );
}

/**
 * Whether a listed name is the person of a KYC record: its first words are the first name, its
 * last words the last name, and what lies between agrees with the middle name. The split falls
 * between words, so 'Juana Dela Cruz' is not 'Juan' + 'Dela Cruz'.
 */
export function isListedName(listed: string, names: KycNames): boolean {
  const words = restrictedName(listed).split(' ');
  const first = compact(names.first_name);
  const middle = compact(names.middle_name);
  const last = compact(names.last_name);
  if (!first || !last) return false;
  const join = (from: number, to?: number) => words.slice(from, to).join('');
  for (let i = 1; i < words.length; i += 1) {
    if (join(0, i) !== first) continue;
    for (let j = i; j < words.length; j += 1) {
      if (join(j) === last && middlesAgree(join(i, j), middle)) return true;
    }
  }
  return false;
}

/** Whether text is a date of the calendar as 'YYYY-MM-DD' (the database refuses '1990-02-30'). */
export function isCalendarDate(date: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!parts) return false;
  const at = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  // Date.UTC rolls 30 February over into March and reads years 0-99 as 1900-1999.
  return at.toISOString().slice(0, 10) === date;
}
