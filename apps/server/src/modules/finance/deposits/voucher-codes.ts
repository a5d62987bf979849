import { createHash, randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: codes read aloud or typed from a printed voucher. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 16;
const GROUP = 4;

/** A new code, e.g. 'K7QM-2XRA-9PDE-WH4T' (about 79 bits of randomness). */
export function newVoucherCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.match(new RegExp(`.{${GROUP}}`, 'g'))!.join('-');
}

/**
 * The stored form of a code: sha256 of it without spaces and dashes, in capitals, so a code
 * typed in lower case or without its dashes still matches. Only this hash is kept.
 */
export function voucherHash(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
}
