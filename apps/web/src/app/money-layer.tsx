import { lazy, Suspense } from 'react';
import { useOpenedMoneySheet } from '@/shared/wallet/money-sheet-store';

// Loaded the first time a sheet opens: the lobby's first chunk stays small.
const MoneySheets = lazy(() =>
  import('@/features/wallet/components/money-sheets').then((m) => ({ default: m.MoneySheets })),
);

/** The deposit and withdraw sheets over any page (spec 2.12), once one has been asked for. */
export function MoneyLayer() {
  const opened = useOpenedMoneySheet();
  if (opened === null) return null;
  return (
    <Suspense fallback={null}>
      <MoneySheets />
    </Suspense>
  );
}
