import { WithdrawAccountsScreen } from '@/features/wallet/components/withdraw-accounts-screen';

/** /withdraw-accounts. */
export function Component() {
  return <WithdrawAccountsScreen />;
}
