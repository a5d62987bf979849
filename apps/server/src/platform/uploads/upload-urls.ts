import { hmacBase64url, safeEqual } from '../crypto.ts';

/** Where uploads are served: GET /uploads/<key> (the catalogue owns /img/*). */
export const UPLOADS_PREFIX = '/uploads/';
/** Keys the server makes: 32 hex characters and the image's extension. */
export const UPLOAD_KEY = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

/** The public address of an upload (served only once it is public, e.g. an avatar). */
export const uploadUrl = (key: string): string => `${UPLOADS_PREFIX}${key}`;

const linkSignature = (secret: string, key: string, expires: number) =>
  hmacBase64url(secret, `upload-link:${key}:${expires}`);

/**
 * A temporary address of a private upload (e.g. a KYC photo for a reviewer or a preview):
 * /uploads/<key>?exp=<epoch ms>&sig=<HMAC>.
 */
export function signedUploadUrl(secret: string, key: string, expires: number): string {
  return `${uploadUrl(key)}?exp=${expires}&sig=${linkSignature(secret, key, expires)}`;
}

export function validUploadLink(
  secret: string,
  key: string,
  exp: string | undefined,
  sig: string | undefined,
  now: number,
): boolean {
  if (!exp || !sig || !/^\d{1,16}$/.test(exp) || Number(exp) < now) return false;
  return safeEqual(linkSignature(secret, key, Number(exp)), sig);
}
