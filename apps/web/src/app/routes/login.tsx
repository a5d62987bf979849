import { LoginPage } from '@/features/auth/components/login-page';

/** /login (code steps, `?action=`) and /loginPassword. */
export function Component() {
  return <LoginPage />;
}
