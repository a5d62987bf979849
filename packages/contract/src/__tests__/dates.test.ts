import { describe, expect, it } from 'vitest';
import { formatManilaDate, formatManilaTime, manilaIsoDate, TIME_ZONE } from '../domain/dates.ts';

/** Instants around the Philippine midnight and noon, month and year ends, and a leap day. */
const INSTANTS = [
  '2026-11-27T15:59:59Z',
  '2026-11-27T16:00:00Z',
  '2026-11-28T03:59:00Z',
  '2026-11-28T04:00:00Z',
  '2026-12-31T16:00:00Z',
  '2028-02-28T16:30:00Z',
  '1999-06-30T23:05:00Z',
].map((iso) => Date.parse(iso));

describe('Philippine dates', () => {
  it('write the date and time as Intl.DateTimeFormat in Asia/Manila does', () => {
    const date = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: TIME_ZONE,
    });
    const time = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: TIME_ZONE,
    });
    const iso = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });
    for (const at of INSTANTS) {
      expect(formatManilaDate(at), new Date(at).toISOString()).toBe(date.format(at));
      // Intl puts a narrow no-break space before AM/PM.
      expect(formatManilaTime(at)).toBe(time.format(at).replace(/\s/g, ' '));
      expect(manilaIsoDate(at)).toBe(iso.format(at));
    }
  });

  it('read ISO text and Date values as well as milliseconds', () => {
    expect(formatManilaDate('2026-11-27T16:00:00Z')).toBe('Nov 28, 2026');
    expect(formatManilaTime(new Date('2026-11-28T04:00:00Z'))).toBe('12:00 PM');
    expect(manilaIsoDate(new Date('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
  });
});
