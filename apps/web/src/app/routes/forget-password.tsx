import { useParams } from 'react-router';
import type { ForgetPasswordMethod } from '@/shared/config/paths';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';
import { NotFoundScreen } from '@/features/not-found/components/not-found-screen';

const METHODS: readonly ForgetPasswordMethod[] = ['verify', 'email', 'phone', 'verifypassword'];

/** /forgetPassword and /forgetPassword/verify/:method. */
export function Component() {
  const { method } = useParams();
  if (method !== undefined && !(METHODS as readonly string[]).includes(method)) {
    return <NotFoundScreen />;
  }
  return <ForgotPasswordScreen key={method ?? 'phone'} method={method as ForgetPasswordMethod} />;
}
