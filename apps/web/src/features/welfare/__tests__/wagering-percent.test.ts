import { describe, expect, it } from 'vitest';
import { wageringPercent } from '../components/grant-card';

describe('a grant’s wagering bar', () => {
  it('fills in whole percent of what the grant requires, never past full', () => {
    expect(wageringPercent({ wagered: '0.00', required: '20.00' })).toBe(0);
    expect(wageringPercent({ wagered: '4.15', required: '100.00' })).toBe(4);
    expect(wageringPercent({ wagered: '19.99', required: '20.00' })).toBe(99);
    expect(wageringPercent({ wagered: '20.00', required: '20.00' })).toBe(100);
    expect(wageringPercent({ wagered: '25.00', required: '20.00' })).toBe(100);
  });

  it('is full for a grant that needs no wagering', () => {
    expect(wageringPercent({ wagered: '0.00', required: '0.00' })).toBe(100);
  });
});
