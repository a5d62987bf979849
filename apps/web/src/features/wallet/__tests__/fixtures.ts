import type { FinanceAccount, PaymentChannel, Wallet } from '@pisoplay/contract';

export const SESSION = { token: 'tok-wallet', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

export const channel = (patch: Partial<PaymentChannel> = {}): PaymentChannel => ({
  id: 1001,
  name: 'GCash',
  img: 'channels/gcash.svg',
  flag: 2,
  min_amount: '100.00',
  max_amount: '50000.00',
  amount_limit: ['100.00', '500.00', '1000.00'],
  tips: 'Deposits are credited once the payment is confirmed.',
  ...patch,
});

export const wallet = (patch: Partial<Wallet> = {}): Wallet => ({
  uid: 7,
  balance: '1250.75',
  withdrawable: '1250.75',
  wagering_remaining: '0.00',
  ...patch,
});

export const account = (patch: Partial<FinanceAccount> = {}): FinanceAccount => ({
  id: 11,
  uid: 7,
  account: '09171234567',
  channel_name: 'GCash',
  currency: 'PHP',
  first_name: 'Juan',
  middle_name: '',
  last_name: 'Cruz',
  status: 1,
  ...patch,
});
