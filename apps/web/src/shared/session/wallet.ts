import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiCall } from '@/shared/api/api-context';
import { queryKeys } from '@/shared/queries/query-keys';
import { walletQueryOptions } from './player-queries';
import { useToken } from './session-store';

/** The signed-in player's wallet (balance, withdrawable, remaining wagering). */
export function useWallet() {
  const token = useToken();
  const api = useApiCall();
  return useQuery(walletQueryOptions(token, api));
}

/** The signed-in player's balance as a decimal string ('0' until the wallet has loaded). */
export function useWalletBalance(): string {
  return useWallet().data?.balance ?? '0';
}

/** Reads the wallet again after a money movement: every balance on screen follows. */
export function useRefreshWallet(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.wallets() }),
    [queryClient],
  );
}
