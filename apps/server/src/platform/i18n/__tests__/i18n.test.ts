import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TOKEN_ERROR_DATA, messageTemplates } from '@pisoplay/contract';
import { contractMessages } from '@pisoplay/contract/i18n/fil_PH';
import { MESSAGES } from '../../../modules/members/messages.ts';
import { WITHDRAW_MESSAGES } from '../../../modules/finance/withdrawals/messages.ts';
import { serverMessages } from '../fil_PH.ts';
import { languageOfRequest, localizerFor, localizerOf } from '../localize.ts';
import { OPERATOR_MESSAGE_SOURCES, SERVER_MESSAGE_SOURCES } from './sources.ts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const placeholders = (text: string) => [...text.matchAll(/\{\d\}/g)].map((m) => m[0]).sort();
const templates = Object.entries(SERVER_MESSAGE_SOURCES).flatMap(([source, messages]) =>
  messageTemplates(messages).map((template) => ({ source, template })),
);
const filipino = { ...contractMessages, ...serverMessages };

/** Every `export const X_MESSAGES` (or `X_MESSAGE`, `MESSAGES`) of the server, as `file#NAME`. */
function messageObjects(): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(src, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !file.endsWith('.ts') || file.includes('__tests__')) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^export const ((?:[A-Z_]+_)?MESSAGES?)\b/gm)) {
      found.push(`${path.relative(src, file).split(path.sep).join('/')}#${match[1]}`);
    }
  }
  return found.sort();
}

describe("the server's messages in Filipino", () => {
  it('list every message object of the server as the players’ or the operators’', () => {
    const listed = new Set([...Object.keys(SERVER_MESSAGE_SOURCES), ...OPERATOR_MESSAGE_SOURCES]);
    const objects = messageObjects();
    expect(objects.filter((name) => !listed.has(name))).toEqual([]);
    // WITHDRAW_UNDER_REVIEW is a message of its own name; every other listed one is found.
    expect([...listed].filter((name) => !objects.includes(name))).toEqual([
      'modules/kyc/messages.ts#WITHDRAW_UNDER_REVIEW',
    ]);
  });

  it('translate every template of the players’ sources, keeping its values', () => {
    expect(templates.filter(({ template }) => !(template in filipino))).toEqual([]);
    for (const { source, template } of templates) {
      const translation = filipino[template]!;
      expect(translation.trim(), `${source}: ${template}`).not.toBe('');
      expect(placeholders(translation), `${source}: ${template}`).toEqual(placeholders(template));
    }
  });

  it('hold no entry no source writes, and none the contract’s table has already', () => {
    const written = new Set(templates.map(({ template }) => template));
    expect(Object.keys(serverMessages).filter((key) => !written.has(key))).toEqual([]);
    expect(Object.keys(serverMessages).filter((key) => key in contractMessages)).toEqual([]);
  });
});

describe('localizerFor and the request’s language', () => {
  const toFilipino = localizerFor('fil_PH');

  it('translates the server’s and the contract’s messages, values kept', () => {
    expect(toFilipino(MESSAGES.loginLocked(30))).toBe(
      'Sobrang daming maling subok. Subukan ulit pagkalipas ng 30 minuto',
    );
    expect(toFilipino(MESSAGES.loginLocked(1))).toBe(
      'Sobrang daming maling subok. Subukan ulit pagkalipas ng 1 minuto',
    );
    expect(toFilipino(WITHDRAW_MESSAGES.payoutRefused('account closed'))).toBe(
      'Tinanggihan ang payout: account closed. Ibinalik ang halaga sa balance mo.',
    );
    expect(toFilipino(MESSAGES.nameTaken('username'))).toBe('May gumagamit na ng username na ito');
    expect(toFilipino('Minimum value is 100')).toBe('Ang pinakamababa ay 100');
  });

  it('leaves unknown messages, the 401 words and English requests as they are', () => {
    expect(toFilipino('Operator not found')).toBe('Operator not found');
    expect(toFilipino(TOKEN_ERROR_DATA)).toBe(TOKEN_ERROR_DATA);
    expect(localizerFor('en_US')('Insufficient balance')).toBe('Insufficient balance');
  });

  it('reads the lang header; anything but a known language is English', () => {
    expect(languageOfRequest({ headers: { lang: 'fil_PH' } })).toBe('fil_PH');
    expect(languageOfRequest({ headers: { lang: 'en_US' } })).toBe('en_US');
    expect(languageOfRequest({ headers: { lang: 'tl' } })).toBe('en_US');
    expect(languageOfRequest({ headers: {} })).toBe('en_US');
    expect(localizerOf({ headers: { lang: 'fil_PH' } })('Insufficient balance')).toBe(
      'Kulang ang balance',
    );
  });
});
