import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import { useAuthApiOverride } from './auth-api';

export type RetrievePasswordInput = PayloadOf<typeof calls.retrievePassword>;

/** POST /member/retrieve/password: sets a new password with a 'reset' code. */
export const retrievePassword = (input: RetrievePasswordInput) =>
  apiCall(calls.retrievePassword, input);

export function useRetrievePassword() {
  const api = useAuthApiOverride();
  return useMutation({ mutationFn: api?.retrievePassword ?? retrievePassword });
}
