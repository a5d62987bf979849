import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

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

const sealKey = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`seal:${purpose}`).digest();

/**
 * Encrypts a short secret kept in the database (an operator's TOTP seed) with AES-256-GCM under a
 * key derived from the server secret: a copy of the database alone does not give it away.
 */
export function sealText(secret: string, purpose: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The text sealText sealed (throws when it was sealed under another key or changed). */
export function openSealed(secret: string, purpose: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
