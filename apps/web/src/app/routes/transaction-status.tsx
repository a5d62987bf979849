import { useSearchParams } from 'react-router';
import { NotFoundScreen } from '@/features/not-found/components/not-found-screen';
import { OrderStatusScreen } from '@/features/transactions/components/order-status-screen';

/** /s-transaction/status?id={id}&type=deposit|withdraw. */
export function Component() {
  const [search] = useSearchParams();
  const type = search.get('type');
  const id = Number(search.get('id'));
  if ((type !== 'deposit' && type !== 'withdraw') || !Number.isSafeInteger(id) || id <= 0) {
    return <NotFoundScreen />;
  }
  return <OrderStatusScreen key={`${type}-${id}`} type={type} id={id} />;
}
