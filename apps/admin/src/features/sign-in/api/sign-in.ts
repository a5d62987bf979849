import { operatorCalls, type AdminSignedIn } from '@pisoplay/contract';
import { useCallMutation } from '@/shared/queries/call-query';
import { setOperatorSession } from '@/shared/session/session-store';

const keep = ({ session, operator }: AdminSignedIn) => setOperatorSession({ session, operator });

/** The password: a session, or a ticket for the second factor (with a secret to enrol first). */
export const usePasswordStep = () =>
  useCallMutation(operatorCalls.adminLogin, [], (step) => {
    if (step.step === 'session') keep(step);
  });

/** The authenticator's code for a login ticket: the session. */
export const useCodeStep = () => useCallMutation(operatorCalls.adminLoginTotp, [], keep);
