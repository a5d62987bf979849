import { createHmac, timingSafeEqual } from 'node:crypto';

const PREFIX = 'sha256=';

/** `sha256=<hex>`: the HMAC-SHA256 of the exact body bytes under the provider's secret. */
export function walletSignature(secret: string, body: Uint8Array | string): string {
  return PREFIX + createHmac('sha256', secret).update(body).digest('hex');
}

/** Compares in constant time, so the comparison leaks nothing of the expected signature. */
export function isValidWalletSignature(
  secret: string,
  body: Uint8Array,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(walletSignature(secret, body));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
