import { formatPhp, monthAbbreviation } from '@/shared/lib/format';

/** An amount in pesos as the contest shows it: '₱100,000.00' (spec 9: en-US, 2 decimals). */
export const peso = (amount: string | number): string => `₱${formatPhp(amount)}`;

/** 1 → '1st', 2 → '2nd', 11 → '11th', 23 → '23rd'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** A line of the prize table: '1st', or '11th–20th'. */
export const rankRange = (first: number, last: number): string =>
  first === last ? ordinal(first) : `${ordinal(first)}\u2013${ordinal(last)}`;

/** Seconds as HH:MM:SS ('01:01:06' for 3666). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * A contest day ('2027-01-02', a Philippine date) as 'Jan 2, 2027' ('Ene 2, 2027' in Filipino);
 * read as written, no zone.
 */
export function formatDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return `${monthAbbreviation(Number(month) - 1) ?? month} ${Number(day)}, ${year}`;
}

/** The list cut into pages of `size` (the last one shorter). */
export function pagesOf<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    pages.push(items.slice(start, start + size));
  }
  return pages;
}
