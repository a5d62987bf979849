import { useMutation } from '@tanstack/react-query';
import { operatorCalls, type AdminSignedIn, type PayloadOf } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { setOperatorSession } from '@/shared/session/session-store';

/** The password: a session, or a ticket for the second factor (with a secret to enrol first). */
export function usePasswordStep() {
  const api = useApiCall();
  return useMutation({
    mutationFn: (payload: PayloadOf<typeof operatorCalls.adminLogin>) =>
      api(operatorCalls.adminLogin, payload),
    onSuccess: (step) => {
      if (step.step === 'session') keep(step);
    },
  });
}

/** The authenticator's code for a login ticket: the session. */
export function useCodeStep() {
  const api = useApiCall();
  return useMutation({
    mutationFn: (payload: PayloadOf<typeof operatorCalls.adminLoginTotp>) =>
      api(operatorCalls.adminLoginTotp, payload),
    onSuccess: keep,
  });
}

const keep = ({ session, operator }: AdminSignedIn) => setOperatorSession({ session, operator });
