import { defineCopy } from '@/shared/i18n/define-copy';

/** Texts of the My page (spec 2.1, 2.11, 8.2). */
export const USER_CENTRE_COPY = defineCopy('userCentre', {
  title: 'My',
  id: 'ID',
  kyc: 'KYC',
  /** The KYC status beside the name: the contract's KYC_STATUS_LABELS, by status. */
  account: 'Account',
  vip: 'VIP',
  transactions: 'Transactions',
  betRecord: 'Bet Record',
  withdrawAccounts: 'Withdrawal Accounts',
  points: 'Points',
  invite: 'Invite',
  welfare: 'Welfare',
  news: 'News',
  helpCenter: 'Help Center',
  aboutUs: 'About Us',
  feedback: 'Feedback',
  customerService: 'Customer Service',
  responsibleGaming: 'Responsible Gaming',
  wallet: 'Wallet and records',
  rewards: 'Rewards',
  support: 'Help and support',
  playSafely: 'Play safely',
  /** The group of the language row. */
  settings: 'Settings',
  logout: 'Logout',
  logoutFailed: 'Logout failed',
  loading: 'Loading...',
  balance: 'Balance',
  withdrawable: 'Withdrawable',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
});
