import { useSyncExternalStore } from 'react';
import { createStore } from '@/shared/lib/create-store';

/** The two money sheets of spec 2.12, opened from any screen (home header, My page, accounts). */
export type MoneySheet = 'deposit' | 'withdraw';

const openSheet = createStore<MoneySheet | null>(null);

/** Which money sheet is up; the app's money layer renders it. */
export const useOpenedMoneySheet = (): MoneySheet | null =>
  useSyncExternalStore(openSheet.subscribe, openSheet.get);

/** Opens a sheet as it is: callers go through `useOpenMoneySheet` (the KYC gate). */
export const showMoneySheet = (sheet: MoneySheet): void => openSheet.set(sheet);

export const closeMoneySheet = (): void => openSheet.set(null);
