/**
 * The security header of spec 6: every authenticated call is signed with the per-session
 * `secret` returned at sign-in. One definition for the browser and the server (Web Crypto).
 *
 *   x-ts:   epoch milliseconds, strictly increasing per session (see `monotonicTimestamps`)
 *   x-sign: base64url(HMAC-SHA256(key = UTF-8 bytes of secret, message = signatureBase(...)))
 *   signatureBase = `${METHOD}\n${path with query}\n${x-ts}\n${sha256 hex of the body bytes}`
 *
 * The path is the request target exactly as sent (`/member/detail?x=1`), the body hash covers
 * the exact bytes sent (the empty string for GET and for a POST without a body). The server
 * refuses a timestamp more than 5 minutes off its clock and a signature it has already seen.
 */

export const HEADER_TIMESTAMP = 'x-ts';
export const HEADER_SIGNATURE = 'x-sign';
/** How far x-ts may be from the server's clock, either way. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

export type SignedRequest = {
  method: string;
  /** Path and query as sent, e.g. '/member/fav/list?page=1'. */
  pathWithQuery: string;
  /** The exact body bytes; null, undefined or empty for none. */
  body?: Uint8Array | null;
};

const encoder = new TextEncoder();

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** sha256 of bytes (or of a string's UTF-8 bytes) as lowercase hex. */
export async function sha256Hex(input: Uint8Array | string): Promise<string> {
  // A copy with its own ArrayBuffer: what every lib's BufferSource type accepts.
  const bytes = typeof input === 'string' ? encoder.encode(input) : new Uint8Array(input);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return toHex(new Uint8Array(digest));
}

/** sha256 hex of the empty string: the body hash of a GET. */
export const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** The string that is signed. */
export function signatureBase(
  method: string,
  pathWithQuery: string,
  timestamp: number | string,
  bodySha256Hex: string,
): string {
  return `${method.toUpperCase()}\n${pathWithQuery}\n${timestamp}\n${bodySha256Hex}`;
}

/** base64url HMAC-SHA256 of `message` keyed with the UTF-8 bytes of `secret`. */
export async function hmacSha256Base64url(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(message));
  return base64url(new Uint8Array(mac));
}

/** Signs a request whose body hash is already known (the server's side). */
export function signWithBodyHash(
  secret: string,
  method: string,
  pathWithQuery: string,
  timestamp: number | string,
  bodySha256Hex: string,
): Promise<string> {
  return hmacSha256Base64url(
    secret,
    signatureBase(method, pathWithQuery, timestamp, bodySha256Hex),
  );
}

/** The x-sign value of a request. */
export async function signRequest(
  secret: string,
  request: SignedRequest,
  timestamp: number,
): Promise<string> {
  const bodyHash =
    request.body && request.body.byteLength > 0 ? await sha256Hex(request.body) : EMPTY_BODY_SHA256;
  return signWithBodyHash(secret, request.method, request.pathWithQuery, timestamp, bodyHash);
}

/** Both security headers of a request, ready to merge into the call's headers. */
export async function securityHeaders(
  secret: string,
  request: SignedRequest,
  timestamp: number,
): Promise<Record<string, string>> {
  return {
    [HEADER_TIMESTAMP]: String(timestamp),
    [HEADER_SIGNATURE]: await signRequest(secret, request, timestamp),
  };
}

/**
 * Timestamps that never repeat: the server refuses a signature it has seen, so two identical
 * calls in the same millisecond would otherwise collide. Pass a `now` that adds an offset to
 * correct a device clock that is far off (e.g. learnt from a reply's Date header).
 */
export function monotonicTimestamps(now: () => number = () => Date.now()): () => number {
  let last = 0;
  return () => {
    last = Math.max(Math.floor(now()), last + 1);
    return last;
  };
}

/**
 * Serialises FormData to the exact bytes and content type (with boundary) that will be sent, so a
 * multipart upload can be signed: send `body` with header `content-type: contentType`.
 */
export async function encodeMultipart(
  form: FormData,
): Promise<{ body: Uint8Array; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type') ?? 'multipart/form-data';
  return { body: new Uint8Array(await request.arrayBuffer()), contentType };
}
