/** What the withdrawal calls answer, and the reasons a player reads on a canceled order. */
export const WITHDRAW_MESSAGES = {
  accountNotFound: 'Withdrawal account not found',
  alreadyReviewed: (status: string) => `This withdrawal is ${status}: it is not waiting for review`,
  payoutRefused: (why: string | undefined) =>
    `The payout was refused${why ? `: ${why}` : ''}. The amount was returned to your balance.`,
  payoutTimeout: 'The payout could not be made in time. The amount was returned to your balance.',
  payoutNotMade: 'The payout was not made. The amount was returned to your balance.',
  notPaying: (status: string) => `This withdrawal is ${status}: it is not waiting for a payout`,
  payoutRunning: 'A payout check is running on this withdrawal; please try again in a minute',
} as const;

/** Our payout reference of an order: the gateway's idempotency key for its payout. */
export const payoutReference = (orderId: number) => `W${orderId}`;
