import { createContext, useContext } from 'react';
import type { OtpSendResult, PayloadOf, Profile, Session, calls } from '@pisoplay/contract';

/**
 * The calls the sign-in screens make. Screens take them from this context when one is given
 * (unit tests pass fakes), else from the real API client.
 */
export type AuthApi = {
  sendSms: (payload: PayloadOf<typeof calls.sendSms>) => Promise<OtpSendResult>;
  otpLogin: (payload: PayloadOf<typeof calls.otpLogin>) => Promise<Session | null | undefined>;
  passwordLogin: (
    payload: PayloadOf<typeof calls.passwordLogin>,
  ) => Promise<Session | null | undefined>;
  checkResetCode: (payload: PayloadOf<typeof calls.checkResetCode>) => Promise<boolean>;
  retrievePassword: (payload: PayloadOf<typeof calls.retrievePassword>) => Promise<boolean>;
  memberDetail: () => Promise<Profile>;
};

export const AuthApiContext = createContext<Partial<AuthApi> | null>(null);

export const useAuthApiOverride = (): Partial<AuthApi> | null => useContext(AuthApiContext);
