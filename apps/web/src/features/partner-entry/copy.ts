import { defineCopy } from '@/shared/i18n/define-copy';

/** Texts of the partner entries (spec 2.1) and the mini app's voucher shelf. */
export const PARTNER_ENTRY_COPY = defineCopy('partnerEntry', {
  partnerFailed: 'Partner login failed',
  partnerFailedWith: 'Partner login failed: {message}',
  miniFailed: 'Mini app login failed',
  miniFailedWith: 'Mini app login failed: {message}',
  signingIn: 'Signing you in…',
  /** A sign-in refused for a self-exclusion: the server's message, then the withdraw offer. */
  excludedTitle: 'Self-exclusion',
  toHome: 'Go to home',
  vouchersTitle: 'Gift Vouchers',
  vouchersIntro: 'Buy a voucher in PisoShop, then redeem its code in Deposit → Voucher.',
  buy: 'Buy',
  buyVoucher: 'Buy {name}',
  vouchersError: 'Vouchers could not be loaded',
  retry: 'Retry',
});
