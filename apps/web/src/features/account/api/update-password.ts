import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppError, calls, type PayloadOf } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';

export type UpdatePasswordInput = PayloadOf<typeof calls.passwordUpdate>;

/**
 * POST /member/password/update: `password` is '' when creating one; a change passes the old
 * password or a code sent to the player's phone (otp_id and code).
 */
export async function updatePassword(input: UpdatePasswordInput): Promise<true> {
  const ok = await apiCall(calls.passwordUpdate, input);
  if (!ok) throw new AppError('ERR_BUSINESS');
  return true;
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
