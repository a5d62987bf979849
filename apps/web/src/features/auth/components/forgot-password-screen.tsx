import type { ForgetPasswordMethod } from '@/shared/config/paths';
import { ForgotCode } from './forgot-code';
import { ForgotEmail } from './forgot-email';
import { ForgotNewPassword } from './forgot-new-password';
import { ForgotPhone } from './forgot-phone';

/**
 * /forgetPassword and its sub-routes (spec 2.1, 4.6): phone (the default) or email, then the
 * code ('verify'), then the new password ('verifypassword').
 */
export function ForgotPasswordScreen({ method }: { method?: ForgetPasswordMethod }) {
  switch (method) {
    case 'email':
      return <ForgotEmail />;
    case 'verify':
      return <ForgotCode />;
    case 'verifypassword':
      return <ForgotNewPassword />;
    default:
      return <ForgotPhone />;
  }
}
