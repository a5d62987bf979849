import type { BaccaratHand, BaccaratSide, Card } from '@pisoplay/contract';
import type { RandomInt } from './random.ts';

/**
 * Punto banco baccarat from a freshly shuffled eight-deck shoe each round, with the standard
 * third-card rules (docs/builtin-games.md). A bet backs Player, Banker or Tie; Player pays 1:1,
 * Banker 0.95:1 (5 % commission), Tie 8:1, and a tie returns Player and Banker bets.
 */

/** What a winning bet returns, stake included, in hundredths of the stake. */
export const BACCARAT_RETURNS: Record<BaccaratSide, number> = {
  player: 200,
  banker: 195,
  tie: 900,
};

/** The return to player of each bet under these rules and pays (exact: baccaratExactRtp). */
export const BACCARAT_RTP: Record<BaccaratSide, number> = {
  player: 98.76,
  banker: 98.94,
  tie: 85.64,
};

export const BACCARAT_DECKS = 8;

/** A card: rank 1 (ace) to 13 (king) and suit 0-3. Its point value is rankValue(rank). */

export const rankValue = (rank: number) => (rank >= 10 ? 0 : rank);

/** Whether the banker draws a third card, by its total and the player's third card (if any). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * Plays a coup from a sequence of card values in dealing order (player, banker, player, banker,
 * then the third cards as drawn); answers the totals and how many cards it used.
 */
export function playCoup(values: (i: number) => number): {
  playerTotal: number;
  bankerTotal: number;
  playerCards: number;
  bankerCards: number;
} {
  let player = (values(0) + values(2)) % 10;
  let banker = (values(1) + values(3)) % 10;
  let playerCards = 2;
  let bankerCards = 2;
  if (player < 8 && banker < 8) {
    let playerThird: number | null = null;
    if (player <= 5) {
      playerThird = values(4);
      player = (player + playerThird) % 10;
      playerCards = 3;
    }
    if (bankerDraws(banker, playerThird)) {
      // The banker's third card comes after the player's, if the player drew one.
      banker = (banker + values(playerCards === 3 ? 5 : 4)) % 10;
      bankerCards = 3;
    }
  }
  return { playerTotal: player, bankerTotal: banker, playerCards, bankerCards };
}

const winnerOf = (player: number, banker: number): BaccaratSide =>
  player > banker ? 'player' : banker > player ? 'banker' : 'tie';

/** Deals one coup: up to six cards drawn without replacement from a full eight-deck shoe. */
export function dealBaccarat(random: RandomInt): BaccaratHand {
  const taken = new Set<number>();
  const cards: Card[] = [];
  const draw = (i: number) => {
    while (cards.length <= i) {
      let index = random(52 * BACCARAT_DECKS);
      while (taken.has(index)) index = random(52 * BACCARAT_DECKS);
      taken.add(index);
      cards.push({ rank: (index % 13) + 1, suit: Math.floor(index / 13) % 4 });
    }
    return rankValue(cards[i]!.rank);
  };
  const coup = playCoup(draw);
  const order = (first: number, second: number, count: number, third: number) =>
    count === 3 ? [cards[first]!, cards[second]!, cards[third]!] : [cards[first]!, cards[second]!];
  // The player's third card is dealt before the banker's.
  const bankerThird = coup.playerCards === 3 ? 5 : 4;
  return {
    player: order(0, 2, coup.playerCards, 4),
    banker: order(1, 3, coup.bankerCards, bankerThird),
    playerTotal: coup.playerTotal,
    bankerTotal: coup.bankerTotal,
    winner: winnerOf(coup.playerTotal, coup.bankerTotal),
  };
}

/** What a bet on `side` returns for a coup's winner, in centavos (stake included). */
export function baccaratPayout(side: BaccaratSide, bet: number, winner: BaccaratSide): number {
  if (winner === side) return Math.floor((bet * BACCARAT_RETURNS[side]) / 100);
  return winner === 'tie' ? bet : 0;
}

/**
 * The exact return of each bet, in percent: every sequence of six card values weighted by its
 * chance without replacement from the shoe (the cards a coup leaves unused do not change it).
 */
export function baccaratExactRtp(): Record<BaccaratSide, number> {
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * BACCARAT_DECKS);
  const total = 52 * BACCARAT_DECKS;
  const chance: Record<BaccaratSide, number> = { player: 0, banker: 0, tie: 0 };
  const values: number[] = [];
  const walk = (depth: number, weight: number) => {
    if (depth === 6) {
      const coup = playCoup((i) => values[i]!);
      chance[winnerOf(coup.playerTotal, coup.bankerTotal)] += weight;
      return;
    }
    for (let v = 0; v < 10; v += 1) {
      if (counts[v] === 0) continue;
      const p = counts[v]! / (total - depth);
      counts[v]! -= 1;
      values[depth] = v;
      walk(depth + 1, weight * p);
      counts[v]! += 1;
    }
  };
  walk(0, 1);
  const rtp = (side: BaccaratSide) =>
    100 * (chance[side] * (BACCARAT_RETURNS[side] / 100) + (side === 'tie' ? 0 : chance.tie));
  return { player: rtp('player'), banker: rtp('banker'), tie: rtp('tie') };
}
