import { sessionStore } from '@/shared/storage/storage';
import type { SentCode } from './login-machine';

const OTP_KEY = 'login-otp';
const NUMBER_KEY = 'login-number';
const RECENT_KEY = 'login-recent-otp';
const AGREED_KEY = 'login-agreed';

const isSentCode = (value: unknown): value is SentCode =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SentCode).id === 'string' &&
  typeof (value as SentCode).phone === 'string' &&
  typeof (value as SentCode).resendAt === 'number';

/** The login's per-tab memory (spec 9: the OTP object lives in session storage). */
export const loginStorage = {
  getOtp(): SentCode | null {
    const value = sessionStore.get<unknown>(OTP_KEY);
    return isSentCode(value) ? value : null;
  },
  setOtp(otp: SentCode | null): void {
    if (otp) sessionStore.set(OTP_KEY, otp);
    else sessionStore.remove(OTP_KEY);
  },
  /** The code sent before 'Reset phone number' (LoginState.recent). */
  getRecentOtp(): SentCode | undefined {
    const value = sessionStore.get<unknown>(RECENT_KEY);
    return isSentCode(value) ? value : undefined;
  },
  setRecentOtp(otp: SentCode | undefined): void {
    if (otp) sessionStore.set(RECENT_KEY, otp);
    else sessionStore.remove(RECENT_KEY);
  },
  getNumber(): string {
    const value = sessionStore.get<unknown>(NUMBER_KEY);
    return typeof value === 'string' ? value : '';
  },
  setNumber(number: string): void {
    if (number) sessionStore.set(NUMBER_KEY, number);
    else sessionStore.remove(NUMBER_KEY);
  },
  /** The terms box was ticked in this tab: back on step 1 it stays ticked. */
  getAgreed(): boolean {
    return sessionStore.get<boolean>(AGREED_KEY) === true;
  },
  setAgreed(agreed: boolean): void {
    sessionStore.set(AGREED_KEY, agreed);
  },
  clear(): void {
    sessionStore.remove(OTP_KEY);
    sessionStore.remove(NUMBER_KEY);
    sessionStore.remove(RECENT_KEY);
    sessionStore.remove(AGREED_KEY);
  },
};
