import { Encoder } from 'cbor-x';
import { AppError } from './errors.ts';

// Plain maps and arrays only (no record extension), so any CBOR peer can read what we write.
const encoder = new Encoder({ useRecords: false, mapsAsObjects: true, tagUint8Array: false });

export function encodeCbor(value: unknown): Uint8Array {
  return encoder.encode(value);
}

export const CBOR_MESSAGES = {
  empty: 'Empty CBOR body',
  malformed: 'Malformed CBOR body',
} as const;

/**
 * Decodes CBOR; a malformed input raises ERR_CBOR with a stable message of ours. The decoder's
 * own words (which can be JavaScript internals) stay in the error's cause, for the log.
 */
export function decodeCbor<T = unknown>(bytes: Uint8Array): T {
  if (bytes.byteLength === 0) throw new AppError('ERR_CBOR', CBOR_MESSAGES.empty);
  try {
    return encoder.decode(bytes) as T;
  } catch (error) {
    throw new AppError('ERR_CBOR', CBOR_MESSAGES.malformed, error);
  }
}

/** Local-storage values are CBOR, kept as base64 text. */
export function encodeCborBase64(value: unknown): string {
  const bytes = encodeCbor(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeCborBase64<T = unknown>(text: string): T {
  let binary: string;
  try {
    binary = atob(text);
  } catch (error) {
    throw new AppError('ERR_CBOR', 'Invalid base64 in stored value', error);
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return decodeCbor<T>(bytes);
}
