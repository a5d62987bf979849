import { operatorCalls, type WithdrawStatus } from '@pisoplay/contract';
import { useCallMutation, useCallQuery } from '@/shared/queries/call-query';

export const WITHDRAW_PAGE_SIZE = 20;
/** The summary sums the oldest this many withdrawals waiting (the most a page holds). */
export const SUMMARY_SIZE = 100;

const decided = [operatorCalls.adminWithdrawList, operatorCalls.adminApprovalList];

export const useWithdrawals = (status: WithdrawStatus, page: number) =>
  useCallQuery(operatorCalls.adminWithdrawList, { status, page, page_size: WITHDRAW_PAGE_SIZE });

/** What waits for review: its count and its total. */
export const useWaitingWithdrawals = () =>
  useCallQuery(operatorCalls.adminWithdrawList, {
    status: 'under_review',
    page: 1,
    page_size: SUMMARY_SIZE,
  });

/** Orders left paying, for the summary's count. */
export const usePayingCount = () =>
  useCallQuery(operatorCalls.adminWithdrawList, { status: 'paying', page: 1, page_size: 1 });

/** Approve (a large one is held for a second operator) or reject with a reason. */
export const useWithdrawReview = () => useCallMutation(operatorCalls.adminWithdrawReview, decided);

/** Settles an order left paying without a definite answer, on evidence. */
export const useWithdrawSettle = () => useCallMutation(operatorCalls.adminWithdrawSettle, decided);
