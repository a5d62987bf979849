import { describe, expect, it } from 'vitest';
import {
  AppError,
  CBOR_MESSAGES,
  decodeCbor,
  decodeCborBase64,
  encodeCbor,
  encodeCborBase64,
} from '../index.ts';

describe('CBOR codec', () => {
  it('round-trips plain objects, arrays and numbers', () => {
    const value = { status: true, data: { d: [{ id: 1, en_name: 'Fortune' }], t: 420 } };
    expect(decodeCbor(encodeCbor(value))).toEqual(value);
  });

  it('writes plain CBOR maps, not cbor-x records', () => {
    // Major type 5 is a map; cbor-x records would start with a tag (major type 6).
    expect(encodeCbor({ a: 1 })[0]! >> 5).toBe(5);
  });

  it.each([
    ['a truncated map', [0xbf, 0x61]],
    ['an indefinite map with no key', [0xbf, 0xf6, 0xff]],
    ['a truncated text string', [0x78, 0xff, 0x61]],
    ['a reserved additional value', [0x1c]],
    ['a break outside anything', [0xff]],
    ['a huge declared array', [0x9b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]],
    ['a tag around nothing', [0xd8, 0x1c]],
  ])('raises ERR_CBOR with our own stable message on %s', (_name, bytes) => {
    const error = (() => {
      try {
        decodeCbor(new Uint8Array(bytes));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('ERR_CBOR');
    expect((error as AppError).message).toBe(CBOR_MESSAGES.malformed);
    expect((error as AppError).cause).toBeDefined();
  });

  it('raises ERR_CBOR on an empty body', () => {
    expect(() => decodeCbor(new Uint8Array())).toThrow(AppError);
  });

  it('keeps local-storage values as base64 CBOR', () => {
    const stored = encodeCborBase64({ token: 'abc', at: 5 });
    expect(typeof stored).toBe('string');
    expect(decodeCborBase64(stored)).toEqual({ token: 'abc', at: 5 });
    expect(() => decodeCborBase64('%%%')).toThrow(AppError);
  });
});
