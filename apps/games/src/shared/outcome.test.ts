import { describe, expect, it } from 'vitest';
import { roundOutcome } from './outcome.ts';

describe('a settled round’s words (issue 25)', () => {
  it('calls only a payout above the stake a win', () => {
    expect(roundOutcome(1_000, 2_500)).toEqual({ kind: 'won', text: 'You won ₱25.00!' });
  });

  it('does not celebrate a payout below the stake', () => {
    expect(roundOutcome(1_000, 200)).toEqual({
      kind: 'partly_back',
      text: '₱2.00 back of your ₱10.00 bet.',
    });
  });

  it('says a stake paid back is returned, and nothing back is a loss', () => {
    expect(roundOutcome(1_000, 1_000)).toMatchObject({ kind: 'returned' });
    expect(roundOutcome(1_000, 0)).toEqual({ kind: 'lost', text: 'No win this time.' });
  });
});
