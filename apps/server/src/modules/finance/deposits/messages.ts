/** What deposits, notifications and vouchers answer or record (docs/wallet.md). */
export const DEPOSIT_MESSAGES = {
  keyReused: 'This request id was already used for a different deposit',
  gatewayDown: 'The payment service is not available, please try again later',
  gatewayDownReason: 'The payment service could not be reached',
  notPaidInTime: (minutes: number) => `Not paid within ${minutes} minutes`,
  canceledByPlayer: 'Canceled on the payment page',
  paymentFailed: 'The payment failed',
  checkoutExpired: 'The payment page expired',
  amountMismatch: (paid: string) =>
    `The amount paid (PHP ${paid}) differs from the order; under review`,
  creditedAfterReview: (pesos: string) => `Checked by our team: PHP ${pesos} credited`,
  refundedAfterReview: 'Checked by our team: the payment was returned to you',
  notUnderReview: (status: string) => `This deposit is ${status}: it is not waiting for review`,
  creditAboveNotified: (paid: string) =>
    `The gateway reported PHP ${paid} paid: credit at most that`,
  voucherWrong: 'This voucher code is not valid',
  voucherUsed: 'This voucher code has already been used',
  voucherTooMany: (minutes: number) =>
    `Too many wrong voucher codes, please try again in ${minutes} minutes`,
  voucherRedeemed: (pesos: string) => `Voucher redeemed: PHP ${pesos} added to your balance`,
} as const;
