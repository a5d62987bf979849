import { describe, expect, it } from 'vitest';
import { payloadValue } from '../lib/rg-format';

describe('the Responsible Gaming screen’s formats', () => {
  it('sends a limit as whole pesos, minutes, or null', () => {
    expect(payloadValue('1000.00')).toBe('1000');
    expect(payloadValue('500')).toBe('500');
    expect(payloadValue(null)).toBeNull();
  });
});
