import { useCallback, useSyncExternalStore } from 'react';
import { useKycGate } from '@/shared/kyc/use-kyc-gate';
import { createStore } from '@/shared/lib/create-store';

/** The two money sheets of spec 2.12, opened from any screen (home header, My page, accounts). */
export type MoneySheet = 'deposit' | 'withdraw';

const openSheet = createStore<MoneySheet | null>(null);

/** Which money sheet is up; the app's money layer renders it. */
export const useOpenedMoneySheet = (): MoneySheet | null =>
  useSyncExternalStore(openSheet.subscribe, openSheet.get);

export const closeMoneySheet = (): void => openSheet.set(null);

/** Opens a money sheet when the player's KYC status allows it (spec 4.3), else the gate's modal. */
export function useOpenMoneySheet(): (sheet: MoneySheet) => Promise<boolean> {
  const gate = useKycGate();
  return useCallback((sheet) => gate(sheet, () => openSheet.set(sheet)), [gate]);
}
