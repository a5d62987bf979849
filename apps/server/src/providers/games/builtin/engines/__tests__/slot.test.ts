import { describe, expect, it } from 'vitest';
import {
  SLOT_CLASSIC,
  SLOT_MACHINES,
  SLOT_PAYLINES,
  linePay,
  slotExactRtp,
  slotMachineFor,
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

  it('has distinct machines, each with its configured RTP exactly (0.01) within 94 to 97 %', () => {
    expect(SLOT_MACHINES.length).toBeGreaterThanOrEqual(5);
    const shapes = new Set(SLOT_MACHINES.map((m) => JSON.stringify([m.counts, m.linePays])));
    expect(shapes.size).toBe(SLOT_MACHINES.length);
    for (const machine of SLOT_MACHINES) {
      expect(Math.abs(slotExactRtp(machine) - machine.rtp), machine.id).toBeLessThan(0.01);
      expect(machine.rtp).toBeGreaterThanOrEqual(94);
      expect(machine.rtp).toBeLessThanOrEqual(97);
    }
  });

  it('pays by the machine: the same line pays what each paytable says', () => {
    const line = ['seven', 'seven', 'seven', 'bell', 'cherry'] as const;
    for (const machine of SLOT_MACHINES) {
      expect(linePay(line, machine)?.pay).toBe(machine.linePays.seven[0]);
    }
  });

  it('gives a game the same machine every time, and spreads the games over all machines', () => {
    expect(slotMachineFor('pns_jolly_parrot')).toBe(slotMachineFor('pns_jolly_parrot'));
    const used = new Set(Array.from({ length: 200 }, (_, i) => slotMachineFor(`game_${i}`).id));
    expect(used.size).toBe(SLOT_MACHINES.length);
  });

  it.each(SLOT_MACHINES.map((m) => [m.id, m] as const))(
    '%s returns its RTP within 1 percentage point over 400,000 seeded spins',
    (_id, machine) => {
      const random = seededRandomInt(20240611);
      const rounds = 400_000;
      const bet = 100;
      let paid = 0;
      for (let i = 0; i < rounds; i += 1) paid += slotPayout(spinSlot(random, machine), bet);
      const rtp = (100 * paid) / (rounds * bet);
      console.log(
        `slot ${machine.id}: ${rtp.toFixed(2)} % over ${rounds} spins (exact ${machine.rtp} %)`,
      );
      expect(Math.abs(rtp - machine.rtp)).toBeLessThan(1);
    },
    60_000,
  );

  it('shows each reel as three consecutive strip positions', () => {
    for (const machine of [SLOT_CLASSIC, ...SLOT_MACHINES]) {
      const spin = spinSlot(seededRandomInt(7), machine);
      const { strip } = machine;
      spin.stops.forEach((stop, reel) => {
        for (let row = 0; row < 3; row += 1) {
          expect(spin.grid[row]![reel]).toBe(strip[(stop + row) % strip.length]);
        }
      });
    }
  });
});
