import { describe, expect, it } from 'vitest';
import {
  loginReducer,
  resolveStep,
  reusableCode,
  type LoginState,
  type SentCode,
} from '../login-machine';

const otp: SentCode = {
  id: 'otp-1',
  codeLength: 6,
  countryCode: '63',
  phone: '9171234567',
  resendAt: 1,
};
const start: LoginState = { step: 'login-otp-1', number: '', otp: null };

describe('login step machine (spec 2.3, 4.5)', () => {
  it('otp-1 goes to otp-2 once the code is sent, carrying the number and the code id', () => {
    const next = loginReducer(start, { type: 'code-sent', number: '917 123 4567', otp });
    expect(next).toEqual({ step: 'login-otp-2', number: '917 123 4567', otp });
  });

  it("'Reset phone number' and the close icon on otp-2 return to otp-1, keeping the number", () => {
    const onCode: LoginState = { step: 'login-otp-2', number: '917 123 4567', otp };
    const back = { step: 'login-otp-1', number: '917 123 4567', otp: null, recent: otp };
    expect(loginReducer(onCode, { type: 'reset-phone' })).toEqual(back);
    expect(loginReducer(onCode, { type: 'close' })).toEqual(back);
  });

  it('the code kept after a reset is reused for the same number while its countdown runs', () => {
    const now = 1_000;
    const recent = { ...otp, resendAt: now + 20_000 };
    expect(reusableCode(recent, '63', '9171234567', now)).toBe(recent);
    expect(reusableCode(recent, '63', '9175550000', now)).toBeUndefined();
    expect(reusableCode(recent, '63', '9171234567', now + 20_000)).toBeUndefined();
    expect(reusableCode(undefined, '63', '9171234567', now)).toBeUndefined();
    // A code sent afresh replaces it.
    const onPhone: LoginState = { step: 'login-otp-1', number: '917', otp: null, recent };
    const sent = loginReducer(onPhone, { type: 'code-sent', number: '917', otp });
    expect(sent.recent).toBeUndefined();
  });

  it('otp-1 and password switch both ways and keep the number', () => {
    const onPassword = loginReducer(start, { type: 'use-password', number: '917 123 4567' });
    expect(onPassword).toEqual({ step: 'login-password', number: '917 123 4567', otp: null });
    const back = loginReducer(onPassword, { type: 'use-code', number: '917 555 0000' });
    expect(back).toEqual({ step: 'login-otp-1', number: '917 555 0000', otp: null });
  });

  it('closing otp-1 or password leaves the login', () => {
    expect(loginReducer(start, { type: 'close' }).step).toBe('closed');
    const onPassword: LoginState = { step: 'login-password', number: '', otp: null };
    expect(loginReducer(onPassword, { type: 'close' }).step).toBe('closed');
  });

  it('a resend replaces the code on otp-2 only', () => {
    const onCode: LoginState = { step: 'login-otp-2', number: '917 123 4567', otp };
    const fresh = { ...otp, id: 'otp-2', resendAt: 2 };
    expect(loginReducer(onCode, { type: 'code-resent', otp: fresh }).otp).toEqual(fresh);
    expect(loginReducer(start, { type: 'code-resent', otp: fresh })).toBe(start);
  });

  it('ignores events that do not belong to the current step', () => {
    expect(loginReducer(start, { type: 'reset-phone' })).toBe(start);
    expect(loginReducer(start, { type: 'use-code', number: '1' })).toBe(start);
    const onPassword: LoginState = { step: 'login-password', number: '', otp: null };
    expect(loginReducer(onPassword, { type: 'code-sent', number: '1', otp })).toBe(onPassword);
  });

  it('a sign-in closes the login and forgets the number and the code', () => {
    const onCode: LoginState = { step: 'login-otp-2', number: '917 123 4567', otp };
    expect(loginReducer(onCode, { type: 'signed-in' })).toEqual({
      step: 'closed',
      number: '',
      otp: null,
    });
  });

  it('otp-2 without a sent code shows otp-1', () => {
    expect(resolveStep('login-otp-2', null)).toBe('login-otp-1');
    expect(resolveStep('login-otp-2', otp)).toBe('login-otp-2');
    expect(resolveStep('login-password', null)).toBe('login-password');
  });
});
