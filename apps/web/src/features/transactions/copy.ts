import type { DepositStatus, WithdrawStatus } from '@pisoplay/contract';

/** Texts of the transaction records and the order status page (spec 2.10, 4.8, 8.2). */
export const TRANSACTIONS_COPY = {
  tabs: { balance: 'Balance', deposit: 'Deposit', withdraw: 'Withdraw', bonus: 'Bonus' },
  titles: {
    balance: 'Balance Records',
    deposit: 'Deposit Records',
    withdraw: 'Withdrawal Records',
    bonus: 'Bonus Records',
  },
  statusTitles: { deposit: 'Deposit Details', withdraw: 'Withdrawal Details' },
  tabsLabel: 'Record type',
  typeFilter: 'Type',
  statusFilter: 'Status',
  timeFilter: 'Time',
  all: 'All',
  listLabel: (tab: string) => `${tab} records`,
  empty: 'There is no data yet!',
  loading: 'Loading...',
  error: 'Error fetching data.',
  retry: 'Try again',
  balanceAfter: 'Balance',
  recordsLocked: 'Records are available once your KYC verification is approved.',
  goToKyc: 'Go To KYC Verify Now',

  orderNotFound: 'This order was not found.',
  amount: 'Amount',
  channel: 'Payment method',
  account: 'Account',
  orderId: 'Order ID',
  createdAt: 'Created',
  progress: 'Progress',
  reason: 'Reason',
  watching: 'Updating automatically…',
  records: 'View all records',
} as const;

export const STATUS_LABELS: Record<DepositStatus | WithdrawStatus, string> = {
  pending: 'Pending',
  paying: 'Paying',
  under_review: 'Under review',
  completed: 'Completed',
  timeout: 'Timeout',
  canceled: 'Canceled',
};
