import { describe, expect, it } from 'vitest';
import { dedupeChannels } from '../api/get-channels';
import {
  amountError,
  channelLimits,
  digitsOnly,
  voucherCodeError,
  wholePesos,
} from '../lib/money-rules';
import { channel } from './fixtures';

describe('money rules (spec 5.6)', () => {
  it('reads a channel’s limits in whole pesos, with the defaults of spec 9', () => {
    expect(channelLimits(channel({ min_amount: '200.00', max_amount: '30000.50' }))).toEqual({
      min: 200,
      max: 30000,
    });
    expect(channelLimits(undefined)).toEqual({ min: 100, max: 500000 });
    expect(channelLimits(channel({ min_amount: '', max_amount: 'x' }))).toEqual({
      min: 100,
      max: 500000,
    });
  });

  it('names the broken amount rule with the spec’s messages', () => {
    const limits = { min: 100, max: 50000 };
    expect(amountError('', limits)).toBe('Amount is required');
    expect(amountError('99', limits)).toBe('Minimum value is 100');
    expect(amountError('50001', limits)).toBe('Maximum value is 50000');
    expect(amountError('100', limits)).toBeNull();
    expect(amountError('50000', limits)).toBeNull();
  });

  it('keeps digits only, up to the field’s maximum', () => {
    expect(digitsOnly('1,2a3.5', 20)).toBe('1235');
    expect(digitsOnly('1234567890', 9)).toBe('123456789');
  });

  it('refuses a voucher code of 5 characters or fewer, spaces removed', () => {
    expect(voucherCodeError('AB CD E')).toBe('Verification code error');
    expect(voucherCodeError('ABCDEF')).toBeNull();
  });

  it('turns the withdrawable balance into whole pesos for Withdraw All', () => {
    expect(wholePesos('1250.75')).toBe('1250');
    expect(wholePesos('0.99')).toBe('0');
    expect(wholePesos('-5.00')).toBe('0');
    expect(wholePesos(undefined)).toBe('0');
  });

  it('keeps the first channel of each id (spec 7.5)', () => {
    const list = dedupeChannels([
      channel({ id: 1, name: 'GCash' }),
      channel({ id: 2, name: 'Maya' }),
      channel({ id: 1, name: 'GCash copy' }),
    ]);
    expect(list.map((c) => c.name)).toEqual(['GCash', 'Maya']);
  });
});
