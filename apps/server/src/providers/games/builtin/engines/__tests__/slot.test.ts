import { describe, expect, it } from 'vitest';
import {
  SLOT_PAYLINES,
  SLOT_RTP,
  SLOT_STRIP,
  linePay,
  slotExactRtp,
  slotPayout,
  spinSlot,
} from '../slot.ts';
import { seededRandomInt } from './seeded-random.ts';

describe('slot engine', () => {
  it('has ten paylines over five reels of three rows', () => {
    expect(SLOT_PAYLINES).toHaveLength(10);
    for (const line of SLOT_PAYLINES) {
      expect(line).toHaveLength(5);
      expect(line.every((row) => row >= 0 && row <= 2)).toBe(true);
    }
  });

  it('reads lines from the left, with wilds standing in', () => {
    expect(linePay(['seven', 'wild', 'seven', 'bell', 'seven'])).toEqual({
      symbol: 'seven',
      count: 3,
      pay: 20,
    });
    expect(linePay(['wild', 'wild', 'wild', 'wild', 'cherry'])).toEqual({
      symbol: 'wild',
      count: 4,
      pay: 100,
    });
    expect(linePay(['cherry', 'cherry', 'bell', 'cherry', 'cherry'])).toBeNull();
    expect(linePay(['coin', 'coin', 'coin', 'coin', 'coin'])).toBeNull();
  });

  it('has the configured RTP exactly, within 0.1 percentage point', () => {
    expect(Math.abs(slotExactRtp() - SLOT_RTP)).toBeLessThan(0.1);
  });

  it('returns its RTP within 1 percentage point over a million seeded spins', () => {
    const random = seededRandomInt(20240611);
    const rounds = 1_000_000;
    const bet = 100;
    let paid = 0;
    for (let i = 0; i < rounds; i += 1) paid += slotPayout(spinSlot(random), bet);
    const rtp = (100 * paid) / (rounds * bet);
    console.log(`slot: ${rtp.toFixed(2)} % over ${rounds} spins (configured ${SLOT_RTP} %)`);
    expect(Math.abs(rtp - SLOT_RTP)).toBeLessThan(1);
  }, 60_000);

  it('shows each reel as three consecutive strip positions', () => {
    const spin = spinSlot(seededRandomInt(7));
    spin.stops.forEach((stop, reel) => {
      for (let row = 0; row < 3; row += 1) {
        expect(spin.grid[row]![reel]).toBe(SLOT_STRIP[(stop + row) % SLOT_STRIP.length]);
      }
    });
  });
});
