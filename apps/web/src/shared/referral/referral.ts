import { REFERRAL_CODE_PATTERN, REFERRAL_QUERY_PARAM } from '@pisoplay/contract';
import { createStorage, localStore } from '@/shared/storage/storage';

const REFERRAL_KEY = 'referral-code';
const DEVICE_KEY = 'id';

/**
 * The browser's own id, outside the app's versioned keys: a sign-out clears those, and this id
 * must outlive it (a second account made on the same phone is the same device).
 */
const deviceStore = createStorage(() => window.localStorage, 'pp-device:');

/**
 * Remembers the inviter's code of a `/?ref=CODE` link on this device (any page the app is
 * opened on), until an account is made with it. A malformed code is not kept.
 */
export function rememberReferral(search: string = window.location.search): void {
  const code = new URLSearchParams(search).get(REFERRAL_QUERY_PARAM)?.trim().toUpperCase();
  if (code && REFERRAL_CODE_PATTERN.test(code)) localStore.set(REFERRAL_KEY, code);
}

export const rememberedReferral = (): string | undefined => localStore.get<string>(REFERRAL_KEY);

/** Once signed in the account exists: the code has done its work. */
export const forgetReferral = (): void => localStore.remove(REFERRAL_KEY);

/** This browser's id, made once. */
export function deviceNo(): string {
  const known = deviceStore.get<string>(DEVICE_KEY);
  if (known) return known;
  const made = crypto.randomUUID();
  deviceStore.set(DEVICE_KEY, made);
  return made;
}

/** What a code sign-in tells the server about a new account's origin (docs/promotions.md). */
export function signupOrigin(): { ref?: string; device_no: string } {
  const ref = rememberedReferral();
  return { ...(ref ? { ref } : {}), device_no: deviceNo() };
}
