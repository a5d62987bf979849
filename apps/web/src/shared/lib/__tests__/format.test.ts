import { describe, expect, it } from 'vitest';
import { formatPesos, formatPhp } from '../format';

/** What Intl.NumberFormat writes, which the formatters match without building one. */
const intlPhp = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const AMOUNTS = [
  0, 0.5, 1, 1.005, 1.015, 0.125, 2.675, 9.995, 12, 99.99, 100, 999.995, 1000, 1234.5, 100000,
  1234567.891, 500000, 999999999.99, 12345678901.23, -0.125, -5, -1234.56, -1000000, -2.5,
];

describe('money formats', () => {
  it('write two decimals with en-US grouping, rounding as Intl.NumberFormat does', () => {
    for (const amount of AMOUNTS)
      expect(formatPhp(amount), String(amount)).toBe(intlPhp.format(amount));
    expect(formatPhp('1234.5')).toBe('1,234.50');
  });

  it('write whole pesos with grouping, the fraction cut off', () => {
    for (const amount of AMOUNTS.filter((a) => Math.abs(a) >= 1)) {
      expect(formatPesos(amount), String(amount)).toBe(intlWhole.format(Math.trunc(amount)));
    }
    expect(formatPesos('10000')).toBe('10,000');
  });

  it('write an amount that rounds to zero without a minus sign (Intl writes -0.00)', () => {
    expect(formatPhp(-0.001)).toBe('0.00');
    expect(formatPesos(-0.5)).toBe('0');
  });

  it('write an unreadable amount as zero', () => {
    expect(formatPhp('abc')).toBe('0.00');
    expect(formatPhp(Number.NaN)).toBe('0.00');
    expect(formatPesos(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
