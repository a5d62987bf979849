import { MONEY_MESSAGES } from '@pisoplay/contract';

/** What the finance calls answer when they refuse (spec 8.2 Money where it has words). */
export const FINANCE_MESSAGES = {
  channelNotFound: 'payment method not found',
  minimum: MONEY_MESSAGES.minimum,
  maximum: MONEY_MESSAGES.maximum,
  orderNotFound: 'Order not found',
} as const;
