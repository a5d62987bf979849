import type { BaccaratSide } from '@pisoplay/contract/builtin-games';
import { inLanguage, type Translation } from '../src/shared/language.ts';

/** The baccarat table's words, in English. */
const EN = {
  title: 'Baccarat',
  deal: 'Deal',
  rulesTitle: 'Rules and pays',
  sides: { player: 'Player', banker: 'Banker', tie: 'Tie' },
  /** A round in the history: 'Banker ₱10.00 · Player wins 8–6'. */
  record: (side: string, bet: string, winner: string, player: string, banker: string) =>
    `${side} ${bet} · ${winner} wins ${player}–${banker}`,
  rules:
    'Back Player, Banker or Tie, then Deal. The hand closest to 9 wins (cards count their pips, 10 and faces 0, totals keep the last digit). Standard third-card rules, eight decks shuffled every round. A tie returns Player and Banker bets.',
  bet: 'Bet',
  pays: 'Pays',
  yourBet: 'Your bet',
  /** A card for screen readers: 'A of spades'. */
  card: (rank: string, suit: string) => `${rank} of ${suit}`,
  suits: ['spades', 'hearts', 'diamonds', 'clubs'],
  /** How a deal ended, before what it paid: 'Banker wins! You won ₱19.50!'. */
  tie: 'Tie',
  sideWins: (side: string) => `${side} wins`,
} as const;

const FIL: Translation<typeof EN> = {
  title: 'Baccarat',
  deal: 'I-deal',
  rulesTitle: 'Mga patakaran at bayad',
  sides: { player: 'Player', banker: 'Banker', tie: 'Tie' },
  record: (side, bet, winner, player, banker) =>
    `${side} ${bet} · panalo ang ${winner} ${player}–${banker}`,
  rules:
    'Tumaya sa Player, Banker o Tie, saka i-deal. Panalo ang kamay na pinakamalapit sa 9 (ang baraha ay may halaga ng numero nito, 0 ang 10 at ang mga mukha, at ang huling digit lang ng kabuuan ang binibilang). Karaniwang patakaran sa ikatlong baraha, walong deck na binabalasa bawat round. Sa tie, ibinabalik ang mga taya sa Player at Banker.',
  bet: 'Taya',
  pays: 'Bayad',
  yourBet: 'Taya mo',
  card: (rank, suit) => `${rank} ng ${suit}`,
  suits: ['espada', 'puso', 'diyamante', 'trebol'],
  tie: 'Tie',
  sideWins: (side) => `Panalo ang ${side}`,
};

/** The table's words in the language the game was launched in. */
export const TABLE_COPY = inLanguage({ en_US: EN, fil_PH: FIL });

/** A side's name ('Player', 'Banker', 'Tie'). */
export const sideName = (side: BaccaratSide): string => TABLE_COPY.sides[side];
