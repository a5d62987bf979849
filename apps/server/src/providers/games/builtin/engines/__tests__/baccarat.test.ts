import { describe, expect, it } from 'vitest';
import { BACCARAT_SIDES } from '@pisoplay/contract';
import {
  BACCARAT_RTP,
  baccaratExactRtp,
  baccaratPayout,
  bankerDraws,
  dealBaccarat,
  playCoup,
  rankValue,
} from '../baccarat.ts';
import { seededRandomInt } from './seeded-random.ts';

describe('baccarat engine', () => {
  it('has the configured RTP of each bet exactly (eight decks, 5 % commission, tie 8:1)', () => {
    const exact = baccaratExactRtp();
    for (const side of BACCARAT_SIDES) {
      expect(Math.abs(exact[side] - BACCARAT_RTP[side])).toBeLessThan(0.01);
    }
  });

  it('follows the third-card rules', () => {
    // Naturals stand.
    expect(playCoup((i) => [4, 3, 4, 3][i]!)).toMatchObject({ playerCards: 2, bankerCards: 2 });
    // Player 0 draws; banker 3 draws unless the player's third card is an 8.
    expect(playCoup((i) => [0, 1, 0, 2, 8, 5][i]!)).toMatchObject({
      playerCards: 3,
      bankerCards: 2,
    });
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
  });

  it('returns the RTP within 1 percentage point over 300,000 seeded coups', () => {
    const random = seededRandomInt(5);
    const rounds = 300_000;
    const paid = { player: 0, banker: 0, tie: 0 };
    let wrongTotals = 0;
    for (let i = 0; i < rounds; i += 1) {
      const hand = dealBaccarat(random);
      const player = hand.player.reduce((sum, card) => sum + rankValue(card.rank), 0) % 10;
      if (player !== hand.playerTotal) wrongTotals += 1;
      for (const side of BACCARAT_SIDES) paid[side] += baccaratPayout(side, 100, hand.winner);
    }
    expect(wrongTotals).toBe(0);
    for (const side of ['player', 'banker'] as const) {
      const rtp = paid[side] / rounds;
      console.log(`baccarat ${side}: ${rtp.toFixed(2)} %`);
      expect(Math.abs(rtp - BACCARAT_RTP[side])).toBeLessThan(1);
    }
  });
});
