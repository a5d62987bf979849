import { useQueries } from '@tanstack/react-query';
import { calls, operatorCalls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import type { AnyCall } from '@/shared/api/client';
import { useMayCall } from '@/shared/auth/permissions';
import { isOperatorActive } from '@/shared/session/activity';
import { callKey } from './call-query';

/** How often the waiting counts are read again while the back office is open. */
export const QUEUE_REFRESH_MS = 30_000;

const one = { page: 1, page_size: 1 } as const;

/** Each queue's list call and what waits in it (its first page of one: the count is `t`). */
const QUEUES = {
  kyc: [operatorCalls.adminKycList, { status: 'under_review', ...one }],
  withdrawals: [operatorCalls.adminWithdrawList, { status: 'under_review', ...one }],
  deposits: [operatorCalls.adminDepositList, { status: 'under_review', ...one }],
  approvals: [operatorCalls.adminApprovalList, { state: 'pending', ...one }],
  chat: [calls.adminChatList, { state: 'open', ...one }],
} as const satisfies Record<string, readonly [AnyCall, object]>;

type QueueName = keyof typeof QUEUES;

/**
 * The queues' waiting counts (the sidebar's badges, the overview): each read only for a role
 * that may list it; undefined while unknown or not allowed.
 */
export function useQueueCounts(): Record<QueueName, number | undefined> {
  const may = useMayCall();
  const api = useApiCall();
  const names = Object.keys(QUEUES) as QueueName[];
  const results = useQueries({
    queries: names.map((name) => {
      const [call, payload] = QUEUES[name];
      return {
        queryKey: callKey(call, payload),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          api(call as AnyCall, payload as never, { signal }) as Promise<{ t: number }>,
        enabled: may(call),
        refetchInterval: () => (isOperatorActive() ? QUEUE_REFRESH_MS : false),
      };
    }),
  });
  return Object.fromEntries(names.map((name, i) => [name, results[i]?.data?.t])) as Record<
    QueueName,
    number | undefined
  >;
}
