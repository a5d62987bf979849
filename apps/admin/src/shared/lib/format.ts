import { TIME_ZONE } from '@pisoplay/contract';

/**
 * How the back office writes money and time: pesos with centavos (en-PH, ₱), Manila time.
 * Formats are made on first use.
 */
let peso: Intl.NumberFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;
let date: Intl.DateTimeFormat | undefined;

/** A decimal peso string from the API ('1250.5', '-25') as '₱1,250.50'; '' stays '—'. */
export function formatPeso(amount: string | number | null | undefined): string {
  if (amount === '' || amount === null || amount === undefined) return '—';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  peso ??= new Intl.NumberFormat('en-PH', {
    style: 'currency',
    currency: 'PHP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return peso.format(value);
}

/** Whole pesos (channel limits) as '₱5,000'. */
export function formatWholePesos(amount: number): string {
  return formatPeso(amount).replace(/\.00$/, '');
}

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** 'Jan 5, 2026, 3:04 PM' in Manila time; '' or an unreadable date gives '—'. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === '' || value === null || value === undefined) return '—';
  const when = toDate(value);
  if (Number.isNaN(when.getTime())) return '—';
  dateTime ??= new Intl.DateTimeFormat('en-PH', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  return dateTime.format(when);
}

/** 'Jan 5, 2026' (a birthday, a date without time). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const when = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T00:00:00+08:00`)
    : toDate(value);
  if (Number.isNaN(when.getTime())) return value;
  date ??= new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: TIME_ZONE });
  return date.format(when);
}

/** How long ago: '45 s', '12 min', '3 h', '2 d'. */
export function formatAge(value: string | null | undefined, now = Date.now()): string {
  if (!value) return '—';
  const ms = now - new Date(value).getTime();
  if (!Number.isFinite(ms)) return '—';
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/** A snake_case or dotted code as words: 'under_review' -> 'Under review'. */
export function humanize(code: string): string {
  const words = code.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A filter's choices: each value with its label ('under_review' is 'Under review' unless told). */
export const choicesOf = <V extends string>(
  values: readonly V[],
  labels: Partial<Record<V, string>> = {},
): readonly { value: V; label: string }[] =>
  values.map((value) => ({ value, label: labels[value] ?? humanize(value) }));
