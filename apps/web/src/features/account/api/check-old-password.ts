import { useMutation } from '@tanstack/react-query';
import { AppError, calls } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';

/** POST /member/auth/password: is this the player's password? */
export async function checkOldPassword(password: string): Promise<true> {
  const ok = await apiCall(calls.authPassword, { password });
  if (!ok) throw new AppError('ERR_BUSINESS');
  return true;
}

export const useCheckOldPassword = () => useMutation({ mutationFn: checkOldPassword });
