import { useMutation } from '@tanstack/react-query';
import { operatorCalls, type LedgerCheck } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';

/** A check's answer and when it came (the reply carries no time of its own). */
export type LedgerCheckRun = { check: LedgerCheck; at: number };

/** Runs the ledger check on demand: it reads every account, transfer and business record. */
export function useLedgerCheck() {
  const api = useApiCall();
  return useMutation({
    mutationFn: async (): Promise<LedgerCheckRun> => ({
      check: await api(operatorCalls.adminLedgerCheck, {}),
      at: Date.now(),
    }),
  });
}
