import { createHmac, timingSafeEqual } from 'node:crypto';

/** Notifications older (or newer) than this are refused as replays (docs/wallet.md). */
export const NOTIFICATION_MAX_AGE_MS = 5 * 60_000;

/** HMAC-SHA256 hex of `${timestamp}.${rawBody}`, the scheme PayMongo and the simulator share. */
export function signBody(secret: string, timestamp: number, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** 't=1700000000,v1=abc…' -> { t: '1700000000', v1: 'abc…' }; repeated keys keep the first. */
export function parseSignatureHeader(value: string | string[] | undefined): Record<string, string> {
  const header = Array.isArray(value) ? value[0] : value;
  const parts: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    parts[key] ??= part.slice(at + 1).trim();
  }
  return parts;
}

/**
 * Whether `signature` is the HMAC of the raw body at timestamp `t` (unix seconds) and `t` is
 * within NOTIFICATION_MAX_AGE_MS of now. Compared in constant time.
 */
export function verifySignedBody(
  secret: string,
  rawBody: Buffer,
  t: string | undefined,
  signature: string | undefined,
  now: number,
): boolean {
  if (!t || !/^\d{1,12}$/.test(t) || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const timestamp = Number(t);
  if (Math.abs(now - timestamp * 1000) > NOTIFICATION_MAX_AGE_MS) return false;
  const expected = Buffer.from(signBody(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
