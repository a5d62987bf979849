import { Secret, TOTP } from 'otpauth';

/** The issuer an authenticator app shows beside the operator's name. */
const ISSUER = 'PisoPlay back office';
const PERIOD_S = 30;

const totpOf = (secret: string, username = '') =>
  new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new base32 secret (160 bits, as RFC 4226 recommends) and the otpauth:// address of its QR. */
export function newTotpSecret(username: string): { secret: string; url: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, url: totpOf(secret, username).toString() };
}

/**
 * The 30-second step a code is good for at `now` (one step of clock drift either way), or null.
 * A step at or before `lastStep` is refused: each code signs in once.
 */
export function acceptedStep(
  secret: string,
  code: string,
  now: number,
  lastStep: number | null,
): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
