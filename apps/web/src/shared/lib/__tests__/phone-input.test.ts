import { describe, expect, it } from 'vitest';
import { formatPhoneInput, phoneFieldMaxLength, phoneForApi } from '@/shared/lib/phone-input';

describe('formatPhoneInput (spec 5.1)', () => {
  it('keeps digits only and groups them 3-3-4', () => {
    expect(formatPhoneInput('9171234567')).toBe('917 123 4567');
    expect(formatPhoneInput('917-123 45ab67')).toBe('917 123 4567');
    expect(formatPhoneInput('9171')).toBe('917 1');
  });

  it('reduces a leading 09 to 9', () => {
    expect(formatPhoneInput('09171234567')).toBe('917 123 4567');
    expect(formatPhoneInput('09')).toBe('9');
  });

  it('forces the first digit to 9', () => {
    expect(formatPhoneInput('8171234567')).toBe('917 123 4567');
    expect(formatPhoneInput('1')).toBe('9');
  });

  it('keeps a lone 0 so 09… can be typed digit by digit', () => {
    let shown = '';
    for (const key of '09171234567') shown = formatPhoneInput(shown + key);
    expect(shown).toBe('917 123 4567');
  });

  it('stops at 10 digits and drops a pasted +63', () => {
    expect(formatPhoneInput('917123456789')).toBe('917 123 4567');
    expect(formatPhoneInput('+63 917 123 4567')).toBe('917 123 4567');
  });

  it('max length is 13 when the text starts with 09, else 12', () => {
    expect(phoneFieldMaxLength('0917')).toBe(13);
    expect(phoneFieldMaxLength('917 123 4567')).toBe(12);
  });

  it('gives the API 10 digits and the country code without its plus', () => {
    expect(phoneForApi('917 123 4567', '+63')).toEqual({ phone: '9171234567', country_code: '63' });
    expect(phoneForApi('917 123 4567')).toEqual({ phone: '9171234567', country_code: '63' });
  });
});
