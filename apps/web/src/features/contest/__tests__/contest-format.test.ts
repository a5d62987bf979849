import { describe, expect, it } from 'vitest';
import { formatClock, formatDay, ordinal, pagesOf, peso, rankRange } from '../lib/contest-format';

describe('the contest’s formats', () => {
  it('writes places as ordinals and prize lines as ranges', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
    expect(rankRange(1, 1)).toBe('1st');
    expect(rankRange(51, 100)).toBe('51st–100th');
  });

  it('writes the countdown as HH:MM:SS and money as pesos', () => {
    expect(formatClock(3666)).toBe('01:01:06');
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(-5)).toBe('00:00:00');
    expect(formatClock(86_399)).toBe('23:59:59');
    expect(peso('100000')).toBe('₱100,000.00');
    expect(peso(290)).toBe('₱290.00');
  });

  it('writes a contest day without a time zone, and cuts lists into pages', () => {
    expect(formatDay('2027-01-02')).toBe('Jan 2, 2027');
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
    expect(pagesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pagesOf([], 10)).toEqual([]);
  });
});
