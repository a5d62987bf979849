import { OTP_LOCK_SECONDS, OTP_MESSAGES } from '@pisoplay/contract';
import { localizeMessage } from '@/shared/i18n/i18n';
import { localStore, type KeyValueStore } from '@/shared/storage/storage';

const KEY = 'otp-lock';

/** Lock ends (epoch ms) per phone, as '63:9171234567'. */
type Locks = Record<string, number>;

/**
 * The server's answer when too many codes were tried: it starts the 30-minute lock (spec 4.5).
 * The server words it in the `lang` header's language, so its translation counts too.
 */
export const isOtpLockMessage = (message: string | undefined): boolean =>
  message !== undefined &&
  (message === OTP_MESSAGES.locked || message === localizeMessage(OTP_MESSAGES.locked));

export const otpLockKey = (countryCode: string, phone: string) => `${countryCode}:${phone}`;

/**
 * The code-resend lock, kept in local storage so a reload (or another tab) still sees it.
 */
export function createOtpLocks(storage: KeyValueStore) {
  const read = (now: number): Locks => {
    const stored = storage.get<Locks>(KEY) ?? {};
    const live: Locks = {};
    for (const [phone, until] of Object.entries(stored)) {
      if (typeof until === 'number' && until > now) live[phone] = until;
    }
    return live;
  };
  return {
    /** When the lock of this phone ends, or null when it is not locked. */
    until(phoneKey: string, now: number = Date.now()): number | null {
      return read(now)[phoneKey] ?? null;
    },
    /** Locks the phone for 1800 s from now; returns the end. */
    start(phoneKey: string, now: number = Date.now()): number {
      const until = now + OTP_LOCK_SECONDS * 1000;
      storage.set(KEY, { ...read(now), [phoneKey]: until });
      return until;
    },
    clear(): void {
      storage.remove(KEY);
    },
  };
}

export const otpLocks = createOtpLocks(localStore);
