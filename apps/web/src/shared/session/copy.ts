import { defineCopy } from '@/shared/i18n/define-copy';

/**
 * The offer under a sign-in refused for a self-exclusion (docs/responsible-gaming.md): the
 * refusal's message says until when; this offers the withdraw-only sign-in.
 */
export const WITHDRAW_OFFER_COPY = defineCopy('withdrawOffer', {
  text: 'You can still sign in to withdraw your balance. Play, deposits and bonuses stay closed.',
  button: 'Withdraw my balance',
  failed: 'The sign-in to withdraw failed. Please try again.',
});
