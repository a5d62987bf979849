import { operatorCalls, type WithdrawStatus } from '@pisoplay/contract';
import { useCallQuery } from '@/shared/queries/call-query';

export const WITHDRAW_PAGE_SIZE = 20;
/** The summary sums the oldest this many withdrawals waiting (the most a page holds). */
export const SUMMARY_SIZE = 100;

/** What a review or a settlement changes (a large approval waits under Approvals). */
export const WITHDRAW_READS = [operatorCalls.adminWithdrawList, operatorCalls.adminApprovalList];

export const useWithdrawals = (status: WithdrawStatus, page: number) =>
  useCallQuery(operatorCalls.adminWithdrawList, { status, page, page_size: WITHDRAW_PAGE_SIZE });

/** What waits for review: its count and its total. */
export const useWaitingWithdrawals = () =>
  useCallQuery(operatorCalls.adminWithdrawList, {
    status: 'under_review',
    page: 1,
    page_size: SUMMARY_SIZE,
  });

/** Orders left paying (the oldest of them), for the summary's count and how many are flagged. */
export const usePaying = () =>
  useCallQuery(operatorCalls.adminWithdrawList, {
    status: 'paying',
    page: 1,
    page_size: SUMMARY_SIZE,
  });
