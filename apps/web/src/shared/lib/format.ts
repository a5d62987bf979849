import { formatDecimal } from '@pisoplay/contract';
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

const numberOf = (amount: string | number): number => {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? value : 0;
};

/** A PHP amount as spec 9 shows money: en-US, 2 decimals ('1,234.50'). Unreadable gives '0.00'. */
export function formatPhp(amount: string | number): string {
  return formatDecimal(numberOf(amount), 2);
}

/** Whole pesos without decimals, en-US ('10,000'): quick-pick amounts and limits. */
export function formatPesos(amount: string | number): string {
  return formatDecimal(Math.trunc(numberOf(amount)), 0);
}
