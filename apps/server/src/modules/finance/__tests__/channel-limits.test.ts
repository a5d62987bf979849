import { describe, expect, it } from 'vitest';
import { toPaymentChannel } from '../channels/channel-service.ts';
import type { ChannelRow } from '../channels/channel-queries.ts';

const row: ChannelRow = {
  id: 101,
  name: 'GCash',
  img: 'payments/gcash.svg',
  flag: 2,
  for_deposit: true,
  for_withdraw: true,
  enabled: true,
  min_amount: 1000,
  max_amount: 3000,
  amount_limit: [100, 500, 1000, 3000, 5000],
  tips: '',
  account_rule: 'mobile',
};

describe('a payment channel as players see it', () => {
  it('offers only quick picks the deposit would accept', () => {
    expect(toPaymentChannel(row)).toMatchObject({
      min_amount: '1000',
      max_amount: '3000',
      amount_limit: ['1000', '3000'],
    });
  });
});
