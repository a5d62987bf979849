import type { LoginAction } from '@/shared/config/paths';

/** The code sent on step 1, kept (in session storage) so step 2 survives a reload. */
export type SentCode = {
  id: string;
  codeLength: number;
  /** '63' and '9171234567', as sent. */
  countryCode: string;
  phone: string;
  /** When 'Resend Code' becomes 'Send code' again (epoch ms). */
  resendAt: number;
};

export type LoginStep = LoginAction;

export type LoginState = {
  /** The step shown, or 'closed' once the login is left or done. */
  step: LoginStep | 'closed';
  /** The phone field as shown ('917 123 4567'); kept when switching between code and password. */
  number: string;
  otp: SentCode | null;
  /**
   * The code sent last, kept after 'Reset phone number' (or closing step 2): asking again for
   * the same number while its resend countdown runs goes back to it instead of being refused.
   */
  recent?: SentCode;
};

export type LoginEvent =
  | { type: 'code-sent'; number: string; otp: SentCode }
  | { type: 'code-resent'; otp: SentCode }
  | { type: 'reset-phone' }
  | { type: 'use-password'; number: string }
  | { type: 'use-code'; number: string }
  | { type: 'close' }
  | { type: 'signed-in' };

/** Step 2 needs a sent code; without one the flow is on step 1. */
export function resolveStep(step: LoginStep, otp: SentCode | null): LoginStep {
  return step === 'login-otp-2' && !otp ? 'login-otp-1' : step;
}

const backToPhone = (state: LoginState): LoginState => ({
  step: 'login-otp-1',
  number: state.number,
  otp: null,
  recent: state.otp ?? undefined,
});

/** The code to go back to for this number: the recent one, while its resend countdown runs. */
export function reusableCode(
  recent: SentCode | undefined,
  countryCode: string,
  phone: string,
  now = Date.now(),
): SentCode | undefined {
  return recent &&
    recent.countryCode === countryCode &&
    recent.phone === phone &&
    recent.resendAt > now
    ? recent
    : undefined;
}

/**
 * The three login steps of spec 2.3 and 4.5:
 * otp-1 --code sent--> otp-2 --reset phone / close--> otp-1 (the sent code kept as `recent`);
 * otp-1 <--> password keep the number;
 * close on otp-1 or password, or a sign-in, leaves the login.
 */
export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'code-sent':
      return state.step === 'login-otp-1'
        ? { step: 'login-otp-2', number: event.number, otp: event.otp }
        : state;
    case 'code-resent':
      return state.step === 'login-otp-2' ? { ...state, otp: event.otp } : state;
    case 'reset-phone':
      return state.step === 'login-otp-2' ? backToPhone(state) : state;
    case 'use-password':
      return state.step === 'login-otp-1'
        ? { ...state, step: 'login-password', number: event.number }
        : state;
    case 'use-code':
      return state.step === 'login-password'
        ? { ...state, step: 'login-otp-1', number: event.number }
        : state;
    case 'close':
      if (state.step === 'login-otp-2') return backToPhone(state);
      return { ...state, step: 'closed' };
    case 'signed-in':
      return { step: 'closed', number: '', otp: null };
  }
}
