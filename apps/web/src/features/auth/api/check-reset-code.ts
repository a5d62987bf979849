import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import { useAuthApiOverride } from './auth-api';

export type CheckResetCodeInput = PayloadOf<typeof calls.checkResetCode>;

/** POST /member/retrieve/check: whether a 'reset' code is right, without using it up. */
export const checkResetCode = (input: CheckResetCodeInput) => apiCall(calls.checkResetCode, input);

export function useCheckResetCode() {
  const api = useAuthApiOverride();
  return useMutation({ mutationFn: api?.checkResetCode ?? checkResetCode });
}
