import { defineTranslation } from '@/shared/i18n/define-copy';
import type { STATUS_LABELS, TIME_FILTER_COPY, TRANSACTIONS_COPY } from './copy';

export const TRANSACTIONS_FIL = defineTranslation<typeof TRANSACTIONS_COPY>('transactions', {
  tabBalance: 'Balance',
  tabDeposit: 'Deposit',
  tabWithdraw: 'Withdrawal',
  tabBonus: 'Bonus',
  titleBalance: 'Mga record ng balance',
  titleDeposit: 'Mga record ng deposit',
  titleWithdraw: 'Mga record ng withdrawal',
  titleBonus: 'Mga record ng bonus',
  statusTitleDeposit: 'Detalye ng deposit',
  statusTitleWithdraw: 'Detalye ng withdrawal',
  tabsLabel: 'Uri ng record',
  typeFilter: 'Uri',
  statusFilter: 'Status',
  timeFilter: 'Petsa',
  all: 'Lahat',
  listLabel: 'Mga record ng {tab}',
  empty: 'Wala pang data!',
  loading: 'Naglo-load...',
  error: 'Nagka-error sa pagkuha ng data.',
  retry: 'Subukan ulit',
  balanceAfter: 'Balance',
  recordsLocked:
    'Makikita mo ang mga record kapag naaprubahan na ang pag-verify ng identity (KYC) mo.',
  goToKyc: 'I-verify ang KYC ngayon',

  orderNotFound: 'Hindi nahanap ang order na ito.',
  amount: 'Halaga',
  channel: 'Paraan ng pagbayad',
  account: 'Account',
  orderId: 'Order ID',
  createdAt: 'Ginawa noong',
  progress: 'Progreso',
  reason: 'Dahilan',
  watching: 'Kusang nag-a-update…',
  records: 'Tingnan lahat ng record',
});

export const STATUS_LABELS_FIL = defineTranslation<typeof STATUS_LABELS>('transactionStatuses', {
  pending: 'Naghihintay',
  paying: 'Binabayaran',
  under_review: 'Sinusuri',
  completed: 'Tapos na',
  timeout: 'Nag-timeout',
  canceled: 'Kinansela',
});

export const TIME_FILTER_FIL = defineTranslation<typeof TIME_FILTER_COPY>(
  'transactionTimeFilters',
  {
    time0: 'Ngayon',
    time1: 'Kahapon',
    time7: 'Nakaraang 7 araw',
    time15: '15 araw',
    time30: '30 araw',
  },
);
