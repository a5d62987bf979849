import { AccountScreen } from '@/features/account/components/account-screen';

/** /s-account. */
export function Component() {
  return <AccountScreen />;
}
