import { describe, expect, it } from 'vitest';
import { formatDecimal, groupedNumber } from '../domain/wording.ts';

describe('number wording', () => {
  it('groups digits in threes, keeping a minus sign', () => {
    expect(groupedNumber(0)).toBe('0');
    expect(groupedNumber(999)).toBe('999');
    expect(groupedNumber(1000)).toBe('1,000');
    expect(groupedNumber(1234567)).toBe('1,234,567');
    expect(groupedNumber(-1234567)).toBe('-1,234,567');
    expect(formatDecimal(-1234567.5, 2)).toBe('-1,234,567.50');
  });

  it('writes a number as Intl.NumberFormat does with no decimals', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const value of [0, 2.5, 3.4999, 50000, 1234567.5, -2.5, -1500.5, 10 ** 15]) {
      expect(groupedNumber(value), String(value)).toBe(intl.format(value));
    }
  });

  it('rounds decimals on the number as written, as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    });
    for (const value of [1.0005, 2.0675, 0.0005, 123456.7895, -9.9995, 1e-7]) {
      expect(formatDecimal(value, 3), String(value)).toBe(intl.format(value));
    }
    expect(formatDecimal(-0.0001, 3)).toBe('0.000');
  });
});
