import { useMutation } from '@tanstack/react-query';
import { operatorCalls } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { useCallQuery } from '@/shared/queries/call-query';

export const AUDIT_PAGE_SIZE = 50;

export const useAudit = (page: number) =>
  useCallQuery(operatorCalls.adminAuditList, { page, page_size: AUDIT_PAGE_SIZE });

/** Checks the log's hash chain on demand (it reads every row). */
export function useVerifyChain() {
  const api = useApiCall();
  return useMutation({ mutationFn: () => api(operatorCalls.adminAuditVerify, {}) });
}
