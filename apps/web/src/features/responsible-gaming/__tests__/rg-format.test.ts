import { describe, expect, it } from 'vitest';
import { RG_LIMITS, RG_LIMIT_TITLES } from '@pisoplay/contract';
import { limitTitle, payloadValue } from '../lib/rg-format';

describe('the Responsible Gaming screen’s formats', () => {
  it('sends a limit as whole pesos, minutes, or null', () => {
    expect(payloadValue('1000.00')).toBe('1000');
    expect(payloadValue('500')).toBe('500');
    expect(payloadValue(null)).toBeNull();
  });

  it('titles the limits in English as the contract does', () => {
    expect(RG_LIMITS.map(limitTitle)).toEqual(RG_LIMITS.map((key) => RG_LIMIT_TITLES[key]));
  });
});
