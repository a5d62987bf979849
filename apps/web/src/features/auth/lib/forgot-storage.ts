import type { CodeTarget } from '@/shared/otp/code-target';
import { sessionStore } from '@/shared/storage/storage';

/** The forgot-password flow's progress (spec 3 Verification state, 4.6), per tab. */
export type ForgotState = {
  /** The phone or email address the reset code went to. */
  to: CodeTarget;
  otpId: string;
  resendAt: number;
  code?: string;
};

const KEY = 'forgot-password';

export const forgotStorage = {
  get(): ForgotState | null {
    const value = sessionStore.get<ForgotState>(KEY);
    return value && typeof value.otpId === 'string' && typeof value.to === 'object' && value.to
      ? value
      : null;
  },
  set(state: ForgotState): void {
    sessionStore.set(KEY, state);
  },
  clear(): void {
    sessionStore.remove(KEY);
  },
};
