import { COPY } from './copy.ts';
import { money } from './money.ts';

/**
 * What a settled round says (issue 25): only a round that pays more than its stake is a win. A
 * payout below the stake is a loss however it is dressed, so it gets no win sound, colour or
 * 'You won' (the 'loss disguised as a win' responsible-gaming rules warn of).
 */
export type RoundOutcome = { kind: 'won' | 'returned' | 'partly_back' | 'lost'; text: string };

export function roundOutcome(bet: number, win: number): RoundOutcome {
  if (win > bet) return { kind: 'won', text: COPY.won(money(win)) };
  if (win > 0 && win === bet) return { kind: 'returned', text: COPY.returned };
  if (win > 0) return { kind: 'partly_back', text: COPY.partlyBack(money(win), money(bet)) };
  return { kind: 'lost', text: COPY.lost };
}
