import { describe, expect, it } from 'vitest';
import { AppError, decodeCbor, decodeCborBase64, encodeCbor, encodeCborBase64 } from '../index.ts';

describe('CBOR codec', () => {
  it('round-trips plain objects, arrays and numbers', () => {
    const value = { status: true, data: { d: [{ id: 1, en_name: 'Fortune' }], t: 420 } };
    expect(decodeCbor(encodeCbor(value))).toEqual(value);
  });

  it('writes plain CBOR maps, not cbor-x records', () => {
    // Major type 5 is a map; cbor-x records would start with a tag (major type 6).
    expect(encodeCbor({ a: 1 })[0]! >> 5).toBe(5);
  });

  it('raises ERR_CBOR with the decoder message on malformed input', () => {
    const error = (() => {
      try {
        decodeCbor(new Uint8Array([0xbf, 0x61]));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('ERR_CBOR');
    expect((error as AppError).message.length).toBeGreaterThan(0);
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
