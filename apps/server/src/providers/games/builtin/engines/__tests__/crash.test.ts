import { describe, expect, it } from 'vitest';
import {
  CRASH_MAX_HUNDREDTHS,
  CRASH_RTP,
  cashOutAt,
  chanceToReach,
  crashPayout,
  crashTime,
  drawCrashPoint,
  multiplierAt,
} from '../crash.ts';
import { seededRandomInt } from './seeded-random.ts';

describe('crash engine', () => {
  it('returns its RTP exactly for any cash-out target', () => {
    for (const target of [100, 101, 150, 200, 500, 1_000, 5_000, CRASH_MAX_HUNDREDTHS]) {
      const expected = chanceToReach(target) * (target / 100) * 100;
      expect(Math.abs(expected - CRASH_RTP)).toBeLessThan(1e-4);
    }
  });

  it('draws crash points with the chance the maths say, over a million seeded rounds', () => {
    const random = seededRandomInt(99);
    const rounds = 1_000_000;
    const targets = [100, 200, 1_000];
    const reached = targets.map(() => 0);
    for (let i = 0; i < rounds; i += 1) {
      const point = drawCrashPoint(random);
      targets.forEach((target, t) => {
        if (point >= target) reached[t]! += 1;
      });
    }
    targets.forEach((target, t) => {
      const rtp = (100 * reached[t]! * target) / 100 / rounds;
      console.log(`crash: cash-out at ${target / 100}x returns ${rtp.toFixed(2)} %`);
      expect(Math.abs(rtp - CRASH_RTP)).toBeLessThan(1);
    });
  });

  it('pays a cash-out before the crash at the multiplier of its moment, and nothing after', () => {
    const point = 250;
    const crash = crashTime(point);
    expect(multiplierAt(crash - 1)).toBeLessThanOrEqual(point);
    expect(multiplierAt(crash)).toBeGreaterThan(point);
    expect(cashOutAt(point, 0)).toBe(100);
    expect(cashOutAt(point, crash - 1)).toBe(multiplierAt(crash - 1));
    expect(cashOutAt(point, crash)).toBeNull();
    expect(cashOutAt(99, 0)).toBeNull();
    expect(crashPayout(1_000, 250)).toBe(2_500);
  });
});
