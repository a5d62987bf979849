import { afterEach, describe, expect, it } from 'vitest';
import { localStore } from '@/shared/storage/storage';
import {
  deviceNo,
  forgetReferral,
  rememberReferral,
  rememberedReferral,
  signupOrigin,
} from '../referral';

describe('the referral of a /?ref= link', () => {
  afterEach(() => window.localStorage.clear());

  it('remembers a well-formed code in capitals, and ignores a malformed one', () => {
    rememberReferral('?ref=abcd2345&x=1');
    expect(rememberedReferral()).toBe('ABCD2345');
    rememberReferral('?ref=%3Cscript%3E');
    rememberReferral('?other=1');
    expect(rememberedReferral()).toBe('ABCD2345');
    forgetReferral();
    expect(rememberedReferral()).toBeUndefined();
  });

  it('sends the code and a device id that outlives a sign-out', () => {
    rememberReferral('?ref=ZXCV5678');
    const origin = signupOrigin();
    expect(origin).toEqual({
      ref: 'ZXCV5678',
      device_no: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    localStore.clear();
    expect(signupOrigin()).toEqual({ device_no: origin.device_no });
    expect(deviceNo()).toBe(origin.device_no);
  });
});
