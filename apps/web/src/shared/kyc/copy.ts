import { defineCopy } from '@/shared/i18n/define-copy';

/** Texts of the KYC gate's modals (spec 4.3, 8.2), letter for letter, 'sic' spellings kept. */
export const KYC_GATE_COPY = defineCopy('kycGate', {
  reminderTitle: 'Please Complete Your KYC Account Vertification',
  depositText:
    "According to the regulator's regulations, you must complete the KYC certification process before you can use the wallet function!",
  gameText:
    "According to the regulator's regulations, you must complete the KYC certification process before you can enter the game!",
  withdrawText:
    "According to the regulator's regulations, you must submit KYC certification and be approved before you can use the withdrawal function!",
  welfareText:
    "According to the regulator's regulations, you must submit KYC certification to participate in welfare activities!",
  goToKyc: 'Go To KYC Verify Now',

  underReviewTitle: 'KYC Is Under Review...',
  underReviewWithdraw:
    'Your KYC is under review. You can use the withdraw function only after it is passed.',
  underReviewWallet:
    'Your KYC is under review. You can only use the wallet function after the review is passed.',
  okay: 'Okay',
  contact: 'Contact',

  restrictedTitle: 'Your account will be restricted',
  restrictedText: 'If you do not complete KYC verification, your account will be restricted after',
  doItLater: 'Do it later',

  blockedTitle: 'Account Blocked',
  blockedText:
    "Your account has been blocked by the administrator for violating the regulator's rules or the site's rules. Please contact customer service immediately.",
  blockedOk: 'OK',
});
