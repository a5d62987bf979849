import { describe, expect, it } from 'vitest';
import { rgExclusionEnd, rgPeriodBounds } from '../domain/rg.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('responsible gaming’s calendar, in Manila time', () => {
  it('ends an exclusion on the same Manila date and time months later, within the month', () => {
    const end = (period: '6m' | '1y' | '5y', from: string) =>
      iso(rgExclusionEnd(period, Date.parse(from)));
    expect(end('6m', '2026-11-27T09:30:00.000Z')).toBe('2027-05-27T09:30:00.000Z');
    expect(end('1y', '2026-11-27T09:30:00.000Z')).toBe('2027-11-27T09:30:00.000Z');
    expect(end('5y', '2026-01-15T00:00:00.000Z')).toBe('2031-01-15T00:00:00.000Z');
    // Aug 31, 20:00 in Manila: six months on is the end of February, not March 3.
    expect(end('6m', '2026-08-31T12:00:00.000Z')).toBe('2027-02-28T12:00:00.000Z');
    expect(end('6m', '2027-08-31T12:00:00.000Z')).toBe('2028-02-29T12:00:00.000Z');
    // Sep 1, 02:00 in Manila is still Aug 31 in UTC: the Manila date counts.
    expect(end('6m', '2026-08-31T18:00:00.000Z')).toBe('2027-02-28T18:00:00.000Z');
  });

  it('bounds the day at Manila midnight, the week on Monday and the month on the 1st', () => {
    // Sunday Nov 29, 2026, 23:30 in Manila.
    const now = Date.parse('2026-11-29T15:30:00.000Z');
    const bounds = (period: 'day' | 'week' | 'month') => {
      const { start, end } = rgPeriodBounds(period, now);
      return [iso(start), iso(end)];
    };
    expect(bounds('day')).toEqual(['2026-11-28T16:00:00.000Z', '2026-11-29T16:00:00.000Z']);
    expect(bounds('week')).toEqual(['2026-11-22T16:00:00.000Z', '2026-11-29T16:00:00.000Z']);
    expect(bounds('month')).toEqual(['2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z']);
  });
});
