import { sessionStore } from '@/shared/storage/storage';

/** The forgot-password flow's progress (spec 4.6), per tab. */
export type ForgotState = {
  countryCode: string;
  phone: string;
  otpId: string;
  resendAt: number;
  code?: string;
};

const KEY = 'forgot-password';

export const forgotStorage = {
  get(): ForgotState | null {
    const value = sessionStore.get<ForgotState>(KEY);
    return value && typeof value.otpId === 'string' && typeof value.phone === 'string'
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
