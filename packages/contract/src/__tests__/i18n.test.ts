import { describe, expect, it } from 'vitest';
import {
  accountPasswordSchema,
  BLOCKED_ERROR_DATA,
  MONEY_HELP,
  RG_MESSAGES,
  TOKEN_ERROR_DATA,
  createLocalizer,
  kycBaseSchema,
  kycSubmitSchema,
  languageOf,
  messageTemplates,
} from '../index.ts';
import { contractMessages, filipinoCount, filipinoTimes } from '../i18n/fil_PH.ts';
import { PLAYER_MESSAGE_SOURCES } from '../i18n/sources.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\d\}/g)].map((m) => m[0]).sort();
const templates = Object.entries(PLAYER_MESSAGE_SOURCES).flatMap(([source, messages]) =>
  messageTemplates(messages).map((template) => ({ source, template })),
);
const toFilipino = createLocalizer(contractMessages);

describe("the contract's messages in Filipino", () => {
  it('translate every template of the player-facing sources, keeping its values', () => {
    const missing = templates.filter(({ template }) => !(template in contractMessages));
    expect(missing).toEqual([]);
    for (const { source, template } of templates) {
      const translation = contractMessages[template]!;
      expect(translation.trim(), `${source}: ${template}`).not.toBe('');
      expect(placeholders(translation), `${source}: ${template}`).toEqual(placeholders(template));
    }
  });

  it('hold no entry that no source writes (an English text that changed leaves none behind)', () => {
    const written = new Set(templates.map(({ template }) => template));
    expect(Object.keys(contractMessages).filter((key) => !written.has(key))).toEqual([]);
  });

  it('translate every message the KYC and password schemas write', () => {
    const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message) ?? [];
    const written = [
      ...messagesOf(kycSubmitSchema.safeParse({})),
      ...messagesOf(kycSubmitSchema.safeParse({ first_name: 'R2-D2', current_address: '@home' })),
      ...messagesOf(kycBaseSchema.safeParse({})),
      ...messagesOf(accountPasswordSchema.safeParse('abcdefghij')),
    ];
    expect(written.length).toBeGreaterThan(15);
    for (const message of new Set(written)) {
      expect(message in contractMessages, message).toBe(true);
    }
  });

  it('leave the 401 words the app reads (token, blocked) as they are', () => {
    expect(toFilipino(TOKEN_ERROR_DATA)).toBe(TOKEN_ERROR_DATA);
    expect(toFilipino(BLOCKED_ERROR_DATA)).toBe(BLOCKED_ERROR_DATA);
  });
});

describe('createLocalizer with the Filipino table', () => {
  it('translates a message with values, the values kept', () => {
    expect(toFilipino('Minimum value is 100')).toBe('Ang pinakamababa ay 100');
    expect(toFilipino('Expected a whole number from 1 to 50')).toBe(
      'Dapat buong numero mula 1 hanggang 50',
    );
    expect(toFilipino(MONEY_HELP.depositRange(100, 50_000))).toBe(
      'Ang bawat deposit ay mula 100 hanggang 50,000 piso.',
    );
    const until = Date.parse('2027-02-20T07:04:00Z');
    expect(toFilipino(RG_MESSAGES.coolingOff(until))).toBe(
      `Naka-break ka hanggang ${RG_MESSAGES.until(until)}. Naka-pause ang deposit, mga laro at bonus hanggang doon.`,
    );
    expect(toFilipino(RG_MESSAGES.depositLimit('deposit_week', '250.00'))).toBe(
      'Lalampas ang deposit na ito sa limit mo sa deposit kada linggo. ₱250.00 na lang ang puwede mong i-deposit hanggang mag-reset ito.',
    );
  });

  it('prefers a whole text to a template that would also match it', () => {
    expect(toFilipino('Phone number is required')).toBe('Kailangan ang numero ng telepono');
    expect(toFilipino('Referral code is required')).toBe('Kailangan ang Referral code');
  });

  it('leaves a message it does not know in English', () => {
    expect(toFilipino('The moon is made of cheese')).toBe('The moon is made of cheese');
    expect(toFilipino('Minimum value is')).toBe('Minimum value is');
    expect(toFilipino('')).toBe('');
  });
});

describe('languageOf', () => {
  it('reads the lang header: a known language as it is, anything else as English', () => {
    expect(languageOf('fil_PH')).toBe('fil_PH');
    expect(languageOf('en_US')).toBe('en_US');
    expect(languageOf(undefined)).toBe('en_US');
    expect(languageOf('')).toBe('en_US');
    expect(languageOf('fil')).toBe('en_US');
    expect(languageOf('zh_CN')).toBe('en_US');
    expect(languageOf(['fil_PH'])).toBe('en_US');
  });
});

describe('Filipino counts', () => {
  it('put the linker after the number word, figures past ten', () => {
    expect(filipinoCount(1)).toBe('isang');
    expect(filipinoCount(3)).toBe('tatlong');
    expect(filipinoCount(4)).toBe('apat na');
    expect(filipinoCount(10)).toBe('sampung');
    expect(filipinoCount(12)).toBe('12');
    expect(filipinoTimes(1)).toBe('isang beses');
    expect(filipinoTimes(2)).toBe('dalawang beses');
  });
});
