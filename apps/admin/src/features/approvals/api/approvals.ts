import { calls, operatorCalls, type ApprovalState } from '@pisoplay/contract';
import { useCallQuery } from '@/shared/queries/call-query';

export const APPROVAL_PAGE_SIZE = 20;

export const useApprovals = (state: ApprovalState, page: number) =>
  useCallQuery(operatorCalls.adminApprovalList, { state, page, page_size: APPROVAL_PAGE_SIZE });

/** A decision runs as the approver's: every list it can change is read again after it. */
export const APPROVAL_READS = [
  operatorCalls.adminApprovalList,
  operatorCalls.adminWithdrawList,
  operatorCalls.adminChannelList,
  operatorCalls.adminMemberDetail,
  operatorCalls.adminMemberLedger,
  operatorCalls.adminBonusList,
  calls.adminFeedbackList,
];
