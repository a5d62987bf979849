import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FINANCE_ACCOUNT_STATUS, calls, type PayloadOf } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { queryKeys } from '@/shared/queries/query-keys';
import { useToken } from '@/shared/session/session-store';

/** The player's active withdrawal accounts (hidden ones are deleted, spec 3). */
export function useWithdrawAccounts() {
  const token = useToken();
  const api = useApiCall();
  return useQuery({
    queryKey: queryKeys.financeAccounts(token),
    queryFn: async ({ signal }) =>
      (await api(calls.accountList, {}, { signal })).filter(
        (account) => account.status === FINANCE_ACCOUNT_STATUS.active,
      ),
    enabled: token !== null,
  });
}

function useAccountMutation<T>(run: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.financeAccounts(token) }),
  });
}

/** POST /finance/account/insert. */
export function useAddAccount() {
  const api = useApiCall();
  return useAccountMutation((payload: PayloadOf<typeof calls.accountInsert>) =>
    api(calls.accountInsert, payload),
  );
}

/** GET /finance/account/delete. */
export function useDeleteAccount() {
  const api = useApiCall();
  return useAccountMutation((id: number) => api(calls.accountDelete, { id }));
}
