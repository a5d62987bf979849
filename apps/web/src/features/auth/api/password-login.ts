import { useMutation } from '@tanstack/react-query';
import { calls, type PayloadOf } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import { useAuthApiOverride } from './auth-api';

export type PasswordLoginInput = PayloadOf<typeof calls.passwordLogin>;

/** POST /member/login: signs in with phone and password; the reply is the session. */
export const passwordLogin = (input: PasswordLoginInput) => apiCall(calls.passwordLogin, input);

export function usePasswordLogin() {
  const api = useAuthApiOverride();
  return useMutation({ mutationFn: api?.passwordLogin ?? passwordLogin });
}
