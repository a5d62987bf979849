import type { DepositStatus, TimeFlag, WithdrawStatus } from '@pisoplay/contract';
import { defineCopy } from '@/shared/i18n/define-copy';

/** Texts of the transaction records and the order status page (spec 2.10, 4.8, 8.2). */
export const TRANSACTIONS_COPY = defineCopy('transactions', {
  tabBalance: 'Balance',
  tabDeposit: 'Deposit',
  tabWithdraw: 'Withdraw',
  tabBonus: 'Bonus',
  titleBalance: 'Balance Records',
  titleDeposit: 'Deposit Records',
  titleWithdraw: 'Withdrawal Records',
  titleBonus: 'Bonus Records',
  statusTitleDeposit: 'Deposit Details',
  statusTitleWithdraw: 'Withdrawal Details',
  tabsLabel: 'Record type',
  typeFilter: 'Type',
  statusFilter: 'Status',
  timeFilter: 'Time',
  all: 'All',
  listLabel: '{tab} records',
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
});

/** The order statuses' names (spec 2.10), by status. */
export const STATUS_LABELS = defineCopy('transactionStatuses', {
  pending: 'Pending',
  paying: 'Paying',
  under_review: 'Under review',
  completed: 'Completed',
  timeout: 'Timeout',
  canceled: 'Canceled',
} satisfies Record<DepositStatus | WithdrawStatus, string>);

/** The time filters of spec 9 (TIME_FILTERS), by their flag. */
export const TIME_FILTER_COPY = defineCopy('transactionTimeFilters', {
  time0: 'Today',
  time1: 'Yesterday',
  time7: 'Last 7 days',
  time15: '15 days',
  time30: '30 days',
} satisfies Record<`time${TimeFlag}`, string>);
