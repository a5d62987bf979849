import { operatorMayCall, type OperatorRole } from '@pisoplay/contract';
import { useOperatorSession } from '@/shared/session/session-store';

type CallLike = { method: string; path: string };

/** Whether the signed-in operator's role may make a call (the server checks it too). */
export function useMayCall(): (call: CallLike) => boolean {
  const role = useOperatorSession()?.operator.role;
  return (call) => (role ? operatorMayCall(role, call) : false);
}

export const roleMayCall = (role: OperatorRole | undefined, call: CallLike): boolean =>
  role ? operatorMayCall(role, call) : false;
