import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppError, calls, type PayloadOf } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';

export type UpdateProfileInput = PayloadOf<typeof calls.detailUpdate>;

/** POST /member/detail/update: nick name, email, phone (with a code) or avatar. */
export async function updateProfile(input: UpdateProfileInput): Promise<true> {
  const ok = await apiCall(calls.detailUpdate, input);
  // Spec 7.1: the reply is truthy or falsy.
  if (!ok) throw new AppError('ERR_BUSINESS');
  return true;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
