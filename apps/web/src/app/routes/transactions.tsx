import { useParams } from 'react-router';
import { NotFoundScreen } from '@/features/not-found/components/not-found-screen';
import { TransactionsScreen } from '@/features/transactions/components/transactions-screen';
import { isTransactionTab } from '@/features/transactions/lib/record-filters';

/** /s-transaction/{balance|deposit|withdraw|bonus}. */
export function Component() {
  const { tab } = useParams();
  if (!isTransactionTab(tab)) return <NotFoundScreen />;
  return <TransactionsScreen tab={tab} />;
}
