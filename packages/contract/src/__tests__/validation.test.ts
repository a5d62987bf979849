import { describe, expect, it } from 'vitest';
import {
  INT_MAX,
  accountPasswordSchema,
  id,
  idList,
  text,
  token,
  wholeNumber,
  calls,
  formatPhoneDisplay,
  kycStatusFromNumber,
  KYC_STATUS_LABELS,
  isKycActionAllowed,
  loginPasswordSchema,
  mask,
  normalizePhoneInput,
  otpCodeSchema,
  phoneForOtp,
  phoneNumberSchema,
  buildPath,
} from '../index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('phone rules (5.1)', () => {
  it('reduces 09 to 9, forces a leading 9 and keeps 10 digits', () => {
    expect(normalizePhoneInput('09171234567')).toBe('9171234567');
    expect(normalizePhoneInput('8171234567')).toBe('9171234567');
    expect(normalizePhoneInput('917-123 4567 99')).toBe('9171234567');
  });
  it('groups 3-3-4 and strips for OTP', () => {
    expect(formatPhoneDisplay('9171234567')).toBe('917 123 4567');
    expect(phoneForOtp('0917 123 4567')).toBe('9171234567');
  });
  it('gives the spec messages', () => {
    expect(firstMessage(phoneNumberSchema.safeParse(''))).toBe('Phone number is required');
    expect(firstMessage(phoneNumberSchema.safeParse('917 123'))).toBe(
      "Sorry, it's not a valid phone number, should be 10 digits",
    );
    expect(phoneNumberSchema.safeParse('917 123 4567').success).toBe(true);
  });
});

describe('code and password rules (5.2, 5.3)', () => {
  it('requires six digits', () => {
    expect(firstMessage(otpCodeSchema.safeParse(''))).toBe('Please enter the code');
    expect(firstMessage(otpCodeSchema.safeParse('123'))).toBe('Please enter the correct code');
    expect(otpCodeSchema.safeParse('123456').success).toBe(true);
  });
  it('accepts 8-20 letters and digits with one of each', () => {
    expect(loginPasswordSchema.safeParse('abc12345').success).toBe(true);
    expect(firstMessage(loginPasswordSchema.safeParse('abcdefgh'))).toBe(
      'Invalid password, only allow 8-20 characters, including letters and numbers',
    );
    expect(firstMessage(accountPasswordSchema.safeParse('a'.repeat(21)))).toBe(
      'Password maxLength is 20',
    );
    expect(firstMessage(accountPasswordSchema.safeParse(''))).toBe('Password is required');
  });
});

describe('domain', () => {
  it('maps KYC numbers to statuses and labels', () => {
    expect(kycStatusFromNumber(7)).toBe('block');
    expect(kycStatusFromNumber(undefined)).toBe('unset');
    expect(kycStatusFromNumber(42)).toBe('unset');
    expect(KYC_STATUS_LABELS.block).toBe('Blocked');
    expect(isKycActionAllowed('withdraw', 'under_review')).toBe(false);
    expect(isKycActionAllowed('play', 'under_review')).toBe(true);
  });
  it('masks the middle of a value', () => {
    expect(mask('9171234567')).toBe('9171****567');
  });
});

describe('calls', () => {
  it('parses every game list query parameter', async () => {
    const gameList = await calls.gameList.payload.load();
    const parsed = gameList.parse({
      sorting: 'en_name:asc',
      venue_id: '1,2',
      platform_id: '3',
      w: 'fort',
      is_new: '1',
      is_hot: '0',
      game_type: '3',
      page: '2',
      page_size: '15',
    });
    expect(parsed).toMatchObject({
      venue_id: [1, 2],
      platform_id: [3],
      is_new: true,
      is_hot: false,
      page: 2,
    });
    expect(gameList.safeParse({ venue_id: '1,x' }).success).toBe(false);
    expect(gameList.safeParse({ sorting: 'id:asc' }).success).toBe(false);
  });
  it('defines method, path and auth once', () => {
    expect(calls.gameList).toMatchObject({ method: 'GET', path: '/member/game/list', auth: false });
    expect(calls.memberDetail.auth).toBe(true);
    expect(buildPath(calls.memberIndexTag.path, { tag: 'luzon' })).toBe('/member/index/luzon');
  });
});

describe('calls the spec leaves unnamed', () => {
  it('keeps partner index pages apart from brand tags', () => {
    expect(calls.memberIndexPartnerWallet.path.split('/')).toHaveLength(5);
    expect(calls.memberIndexMiniApp.path).not.toBe(calls.memberIndexPartnerWallet.path);
  });
  it('strips spaces from a voucher code and checks its length', async () => {
    const voucherExchange = await calls.voucherExchange.payload.load();
    const parsed = voucherExchange.safeParse({
      exchangeCode: ' AB12 CD34 ',
      device: 'web',
    });
    expect(parsed.success && parsed.data.exchangeCode).toBe('AB12CD34');
    expect(voucherExchange.safeParse({ exchangeCode: 'AB 1', device: 'web' }).success).toBe(false);
    expect(voucherExchange.safeParse({ exchangeCode: 'AB 123', device: 'web' }).success).toBe(true);
  });
});

describe('input rules shared by every call', () => {
  it('refuses control characters in text, keeps tabs and line breaks', () => {
    expect(text(20).safeParse('a\u0000b').success).toBe(false);
    expect(text(20).safeParse('a\u001bb').success).toBe(false);
    expect(text(20).safeParse('line\nnext\ttab').success).toBe(true);
    expect(text(3).safeParse('abcd').success).toBe(false);
  });

  it('keeps ids and id lists inside a PostgreSQL integer', () => {
    expect(id.safeParse(String(INT_MAX)).data).toBe(INT_MAX);
    for (const bad of [String(INT_MAX + 1), '0', '-1', '1.5', '1e400', 'x']) {
      expect(id.safeParse(bad).success).toBe(false);
    }
    expect(idList.safeParse('1,4').data).toEqual([1, 4]);
    expect(idList.safeParse(`1,${INT_MAX + 1}`).success).toBe(false);
    expect(wholeNumber(1, 5).safeParse('6').success).toBe(false);
  });

  it('reads a whole number from a number or its digits, and nothing else as one', () => {
    expect(wholeNumber(0, 9).safeParse(3).data).toBe(3);
    expect(wholeNumber(0, 9).safeParse('3').data).toBe(3);
    expect(wholeNumber(0, 9).safeParse('0').data).toBe(0);
    // z.coerce read these as 0 or 1.
    for (const bad of [null, '', ' ', false, true, [], ' 3', '3.0', '1e0', '0x1']) {
      const parsed = wholeNumber(0, 9).safeParse(bad);
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Expected a whole number from 0 to 9');
    }
    expect(wholeNumber(0, 9).optional().safeParse(undefined).success).toBe(true);
  });

  it('accepts only URL-safe tokens', () => {
    expect(token(8).safeParse('ab-_.~9').success).toBe(true);
    expect(token(8).safeParse('a b').success).toBe(false);
    expect(token(8).safeParse('abcdefghi').success).toBe(false);
  });
});
