import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { confirmCall } from '@/shared/api/client';
import { queryKeys } from '@/shared/queries/query-keys';

/** POST /member/detail/update: nick name, email, phone (with a code) or avatar. */
export const updateProfile = (input: PayloadOf<typeof calls.detailUpdate>) =>
  confirmCall(calls.detailUpdate, input);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles() }),
  });
}
