import { AddAccountScreen } from '@/features/wallet/components/add-account-screen';

/** /withdraw-accounts/add, the add-withdraw-account page. */
export function Component() {
  return <AddAccountScreen />;
}
