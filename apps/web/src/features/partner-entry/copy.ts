/** Texts of the partner entries (spec 2.1) and the mini app's voucher shelf. */
export const PARTNER_ENTRY_COPY = {
  partnerFailed: 'Partner login failed',
  partnerFailedWith: (message: string) => `Partner login failed: ${message}`,
  miniFailed: 'Mini app login failed',
  miniFailedWith: (message: string) => `Mini app login failed: ${message}`,
  signingIn: 'Signing you in…',
  vouchersTitle: 'Gift Vouchers',
  vouchersIntro: 'Buy a voucher in PisoShop, then redeem its code in Deposit → Voucher.',
  buy: 'Buy',
  vouchersError: 'Vouchers could not be loaded',
  retry: 'Retry',
} as const;
