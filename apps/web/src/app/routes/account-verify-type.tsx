import { VerifyTypeScreen } from '@/features/account/components/verify-type-screen';

/** /s-account/verifytype. */
export function Component() {
  return <VerifyTypeScreen />;
}
