import { useQuery } from '@tanstack/react-query';
import { walletQueryOptions } from './player-queries';
import { useToken } from './session-store';

/**
 * The signed-in player's balance as a decimal string. GET /finance/wallet arrives with the
 * wallet work; until then it answers 404, which is not retried or shown: the balance reads 0.
 */
export function useWalletBalance(): string {
  const token = useToken();
  const wallet = useQuery({ ...walletQueryOptions(token), retry: false });
  return wallet.data?.balance ?? '0';
}
