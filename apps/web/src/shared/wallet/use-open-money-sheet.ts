import { useCallback } from 'react';
import { useKycGate } from '@/shared/kyc/use-kyc-gate';
import { showMoneySheet, type MoneySheet } from './money-sheet-store';

/**
 * Opens a money sheet when the player's KYC status allows it (spec 4.3), else the gate's modal.
 * Apart from the store: the gate (and the API client) stay out of the app's first chunk.
 */
export function useOpenMoneySheet(): (sheet: MoneySheet) => Promise<boolean> {
  const gate = useKycGate();
  return useCallback((sheet) => gate(sheet, () => showMoneySheet(sheet)), [gate]);
}
