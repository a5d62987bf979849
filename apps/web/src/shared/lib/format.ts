import { copyOf } from '@/shared/i18n/define-copy';
import { DATE_COPY } from './copy';

/** A month's short name in the current language, January being 0 ('Jan'; 'Ene' in Filipino). */
export const monthAbbreviation = (month: number): string =>
  copyOf(DATE_COPY)[`month${month}` as keyof typeof DATE_COPY.source];

/**
 * The default date format of spec 9: 'MMM D, YYYY h:mm A', the month in the current language.
 * An unreadable date gives ''.
 */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${monthAbbreviation(date.getMonth())} ${date.getDate()}, ${date.getFullYear()} ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A number format made on first use, not when the module loads: making one costs a few
 * milliseconds on a slow phone, and the lobby loads this module without showing money.
 */
function lazyFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('en-US', options));
}

const PHP = lazyFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A PHP amount as spec 9 shows money: en-US, 2 decimals ('1,234.50'). Unreadable gives '0.00'. */
export function formatPhp(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return PHP().format(Number.isFinite(value) ? value : 0);
}

const WHOLE = lazyFormat({ maximumFractionDigits: 0 });

/** Whole pesos without decimals, en-US ('10,000'): quick-pick amounts and limits. */
export function formatPesos(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return WHOLE().format(Number.isFinite(value) ? Math.trunc(value) : 0);
}
