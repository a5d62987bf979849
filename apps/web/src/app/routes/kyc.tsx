import { KycScreen } from '@/features/kyc/components/kyc-screen';

/** /s-kyc. */
export function Component() {
  return <KycScreen />;
}
