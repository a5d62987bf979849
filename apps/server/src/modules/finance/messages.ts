import { MONEY_MESSAGES } from '@pisoplay/contract';

/** What the finance calls answer when they refuse (spec 8.2 Money where it has words). */
export const FINANCE_MESSAGES = {
  channelNotFound: 'payment method not found',
  minimum: MONEY_MESSAGES.minimum,
  maximum: MONEY_MESSAGES.maximum,
  orderNotFound: 'Order not found',
} as const;

/**
 * The notes the seeded payment channels show under the deposit form (migration 060). They are
 * written by operators, who may change them; the seeded ones are translated like messages, a
 * rewritten one is shown as written.
 */
export const CHANNEL_TIP_MESSAGES = {
  eWallet: 'Deposits are credited only from an e-wallet in your own verified name (PAGCOR rules).',
  bank: 'Bank transfers are credited only from an account in your own verified name (PAGCOR rules).',
  voucher: 'Enter the code printed on your voucher. Each code can be used once.',
} as const;
