import { createHmac, timingSafeEqual } from 'node:crypto';

/** `sha256=<hex>`: the HMAC-SHA256 of the raw body under the partner's key (docs/partners.md). */
export const partnerSignature = (key: string, body: Uint8Array | string): string =>
  `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;

/** Whether `header` is the signature of `body` under `key`, compared in constant time. */
export function isPartnerSignature(key: string, body: Uint8Array, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(partnerSignature(key, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
