import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { confirmCall } from '@/shared/api/client';
import { queryKeys } from '@/shared/queries/query-keys';

export type UpdatePasswordInput = PayloadOf<typeof calls.passwordUpdate>;

/**
 * POST /member/password/update: `password` is '' when creating one; a change passes the old
 * password or a code sent to the player's phone (otp_id and code).
 */
export const updatePassword = (input: UpdatePasswordInput) =>
  confirmCall(calls.passwordUpdate, input);

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles() }),
  });
}
