import { useKycGateOnEnter, type GateOnEnter } from '@/shared/kyc/use-kyc-gate-on-enter';

export type RecordsAccess = GateOnEnter;

/**
 * The records are the viewRecords action of spec 4.3 (fully_kyc, frozen, test_account): the
 * gate is asked when the screen opens (and again, throttled, when its tab changes); a refusal
 * is quiet (no modal), the screen says so.
 */
export const useRecordsAccess = (): RecordsAccess =>
  useKycGateOnEnter('viewRecords', { quiet: true });
