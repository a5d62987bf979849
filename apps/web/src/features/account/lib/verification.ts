import { useSyncExternalStore } from 'react';
import { createStore } from '@/shared/lib/create-store';
import { sessionStore, type KeyValueStore } from '@/shared/storage/storage';

/** What the verification is for (spec 3 Verification state). */
export type VerificationField = 'password' | 'email' | 'phone';

export type Verification = {
  /** 'create' when the field has no value yet, else 'edit'. */
  type: 'create' | 'edit';
  field?: VerificationField;
  /** How the player proves it is them: a code to their phone, or the old password. */
  verifyMethod?: 'phone' | 'password';
  /**
   * 'identity': a code to the player's own phone; 'new-phone': a code to the new number;
   * 'new-email': a code to the new email address.
   */
  stage: 'identity' | 'new-phone' | 'new-email';
  /** Where the current code goes: '63' and '9171234567', or the email address. */
  countryCode?: string;
  phone?: string;
  email?: string;
  otpId?: string;
  code?: string;
  /** When a resend is allowed (epoch ms). */
  resendAt?: number;
  /** The identity was checked (a right code, or the old password). */
  verified?: boolean;
};

const KEY = 'account-verification';

/**
 * The account flows' progress across their screens (form → verify → form), per tab. The old
 * password is kept in memory only, never in storage.
 */
export function createVerificationStore(storage: KeyValueStore) {
  const current = createStore<Verification | null>(storage.get<Verification>(KEY) ?? null);
  let oldPassword = '';
  return {
    get: current.get,
    /** Starts a flow afresh. */
    start(verification: Verification): void {
      oldPassword = '';
      storage.set(KEY, verification);
      current.set(verification);
    },
    update(changes: Partial<Verification>): Verification {
      const next: Verification = { type: 'edit', stage: 'identity', ...current.get(), ...changes };
      storage.set(KEY, next);
      current.set(next);
      return next;
    },
    clear(): void {
      oldPassword = '';
      storage.remove(KEY);
      current.set(null);
    },
    getOldPassword: (): string => oldPassword,
    setOldPassword(password: string): void {
      oldPassword = password;
    },
    subscribe: current.subscribe,
  };
}

export const verificationStore = createVerificationStore(sessionStore);

export const useVerification = (): Verification | null =>
  useSyncExternalStore(verificationStore.subscribe, verificationStore.get, () => null);
