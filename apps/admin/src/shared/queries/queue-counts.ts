import { calls, operatorCalls } from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { isOperatorActive } from '@/shared/session/activity';
import { useCallQuery } from './call-query';

/** How often the waiting counts are read again while the back office is open. */
export const QUEUE_REFRESH_MS = 30_000;

const one = { page: 1, page_size: 1 } as const;

/**
 * The queues' waiting counts (the sidebar's badges, the overview): each read only for a role
 * that may list it; undefined while unknown or not allowed.
 */
export function useQueueCounts() {
  const may = useMayCall();
  const options = (call: { method: string; path: string }) => ({
    enabled: may(call),
    refetchInterval: () => (isOperatorActive() ? QUEUE_REFRESH_MS : false),
  });
  const kyc = useCallQuery(
    operatorCalls.adminKycList,
    { status: 'under_review', ...one },
    options(operatorCalls.adminKycList),
  );
  const withdrawals = useCallQuery(
    operatorCalls.adminWithdrawList,
    { status: 'under_review', ...one },
    options(operatorCalls.adminWithdrawList),
  );
  const deposits = useCallQuery(
    operatorCalls.adminDepositList,
    { status: 'under_review', ...one },
    options(operatorCalls.adminDepositList),
  );
  const approvals = useCallQuery(
    operatorCalls.adminApprovalList,
    { state: 'pending', ...one },
    options(operatorCalls.adminApprovalList),
  );
  const chat = useCallQuery(
    calls.adminChatList,
    { state: 'open', ...one },
    options(calls.adminChatList),
  );
  return {
    kyc: kyc.data?.t,
    withdrawals: withdrawals.data?.t,
    deposits: deposits.data?.t,
    approvals: approvals.data?.t,
    chat: chat.data?.t,
  };
}
