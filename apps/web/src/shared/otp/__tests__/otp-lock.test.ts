import { describe, expect, it } from 'vitest';
import { OTP_MESSAGES } from '@pisoplay/contract';
import { createStorage } from '@/shared/storage/storage';
import { localizeMessage } from '@/shared/i18n/i18n';
import { createOtpLocks, isOtpLockMessage, otpLockKey } from '@/shared/otp/otp-lock';
import { switchToFilipino } from '@/testing/language';

const T0 = 1_800_000_000_000;

describe('the 30-minute code lock', () => {
  it('is started by the exact server message', () => {
    expect(
      isOtpLockMessage(
        'the maximum number of code attempts has been exceeded. Please try again later',
      ),
    ).toBe(true);
    expect(isOtpLockMessage(OTP_MESSAGES.locked)).toBe(true);
    expect(isOtpLockMessage('Invalid code')).toBe(false);
    expect(isOtpLockMessage(undefined)).toBe(false);
  });

  it('is started by the message in Filipino too (the server answers in the player’s language)', async () => {
    await switchToFilipino();
    const filipino = localizeMessage(OTP_MESSAGES.locked);
    expect(filipino).not.toBe(OTP_MESSAGES.locked);
    expect(isOtpLockMessage(filipino)).toBe(true);
    expect(isOtpLockMessage(OTP_MESSAGES.locked)).toBe(true);
    expect(isOtpLockMessage(localizeMessage(OTP_MESSAGES.invalid))).toBe(false);
  });

  it('lasts 1800 s for that phone only, and survives a reload (storage)', () => {
    const key = otpLockKey('63', '9171234567');
    const locks = createOtpLocks(createStorage(() => window.localStorage));
    expect(locks.until(key, T0)).toBeNull();
    expect(locks.start(key, T0)).toBe(T0 + 1_800_000);

    // A new store over the same storage: what a reload sees.
    const reloaded = createOtpLocks(createStorage(() => window.localStorage));
    expect(reloaded.until(key, T0 + 1_000)).toBe(T0 + 1_800_000);
    expect(reloaded.until(otpLockKey('63', '9170000000'), T0)).toBeNull();
    expect(reloaded.until(key, T0 + 1_800_000)).toBeNull();
  });
});
