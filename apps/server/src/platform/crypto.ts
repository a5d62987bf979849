import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random opaque value: `bytes` random bytes, base64url. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

export const hmacHex = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text).digest('hex');

export const hmacBase64url = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text).digest('base64url');

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * `sha256=<hex>`: the HMAC-SHA256 of the exact body bytes under a shared secret, as the
 * seamless wallet, its game providers and the partners sign their calls and replies.
 */
export const bodySignature = (secret: string, body: Uint8Array | string): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Whether `header` is the body's signature under `secret`, compared in constant time. */
export const isBodySignature = (
  secret: string,
  body: Uint8Array | string,
  header: unknown,
): boolean => typeof header === 'string' && safeEqual(bodySignature(secret, body), header);
