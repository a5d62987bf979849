import { MAX_WITHDRAW_ACCOUNTS } from '@pisoplay/contract';

/** What the withdrawal-account calls answer when they refuse. */
export const ACCOUNT_MESSAGES = {
  /** Spec 4.9: an active account of that channel already exists. */
  exists: 'Exists',
  tooMany: `You can keep at most ${MAX_WITHDRAW_ACCOUNTS} withdrawal accounts`,
  kycRequired: 'Complete KYC verification before adding a withdrawal account',
  nameMismatch: 'The account name must match the name on your verified KYC record',
  mobile: 'Enter a Philippine mobile number such as 09171234567',
  digits: (range: string) => `Enter the bank account number: ${range} digits`,
  notFound: 'Account not found',
  playerNotFound: 'Player not found',
} as const;
