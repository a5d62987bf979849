/**
 * The typed API client both apps use (the players' app, apps/web, and the back office,
 * apps/admin): `createApiClient(config)` encodes a call's payload, signs guarded calls with the
 * session secret, decodes the CBOR envelope, corrects for the device clock, and turns every
 * failure into an AppError. Each app wires it to its own session store and headers. Imported as
 * `@pisoplay/contract/api-client`; it brings the codec and the signing, never a payload schema.
 */
import type { ZodType } from 'zod';
import { AppError, BLOCKED_ERROR_DATA, TOKEN_ERROR_DATA, appErrorFromCode } from '../errors.ts';
import {
  CBOR_CONTENT_TYPE,
  HEADER_DEVICE,
  HEADER_LANG,
  HEADER_TOKEN,
  LANG_EN_US,
} from '../envelope.ts';
import { decodeCbor, encodeCbor } from '../codec.ts';
import { encodeMultipart, monotonicTimestamps, securityHeaders } from '../security.ts';
import { buildPath, type CallDef, type PayloadOf, type ReplyOf } from '../calls/define.ts';

export type AnyCall = CallDef<ZodType, unknown>;

export type CallOptions = {
  /** Values for `:name` parameters of the call's path. */
  params?: Record<string, string | number>;
  signal?: AbortSignal;
};

export type ApiClientConfig = {
  fetch: typeof fetch;
  /** '' means the same origin. */
  baseUrl: string;
  /** The signed-in session: `token` goes in header `t`, `secret` signs guarded calls. */
  getSession: () => { token: string; secret?: string } | null;
  /**
   * A 401 or a reply whose data is 'token': the token is no longer good; 'blocked' when the
   * server says why: an operator blocked the player. 'signature': a 401 with another reason
   * (the session is known, but this request's signature was refused: repeated, or the clock far
   * off); the players' app signs out on it too, the back office keeps the session.
   */
  onAuthFailure: (reason: AuthFailure) => void;
  /** Value of the `d` header. */
  device: () => string;
  /** Value of the `lang` header: the language the server answers its own texts in (en_US). */
  language?: () => string;
  /** Clock for the signature timestamp; the client corrects it by the server's Date header. */
  now?: () => number;
};

export type AuthFailure = 'token' | 'blocked' | 'signature';

export type ApiCall = <C extends AnyCall>(
  call: C,
  payload?: PayloadOf<C>,
  options?: CallOptions,
) => Promise<ReplyOf<C>>;

export const AUTH_REQUIRED_MESSAGE = 'Authentication required';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
export const NETWORK_ERROR_MESSAGE = 'Network error';
export const SIGNING_FAILED_MESSAGE = 'Could not sign the request';
/** The Date header has 1 s resolution; smaller differences are left alone. */
const CLOCK_TOLERANCE_MS = 30_000;

type Scalar = string | number | boolean;
type QueryValue = Scalar | readonly Scalar[] | null | undefined;

/** Query string of a GET call; undefined and null values are left out, lists become comma lists. */
export function toQueryString(payload: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

type EncodedRequest = {
  query: string;
  body?: BodyInit;
  /** The exact body bytes, for the signature. */
  bytes?: Uint8Array;
  contentType?: string;
};

const utf8 = new TextEncoder();

async function encodeRequest(call: AnyCall, payload: unknown): Promise<EncodedRequest> {
  switch (call.encoding) {
    case 'query':
      return { query: toQueryString(payload as Record<string, QueryValue>) };
    case 'cbor': {
      // A copy of exactly the encoded bytes (the encoder may reuse a larger buffer).
      const bytes = encodeCbor(payload).slice();
      return { query: '', body: bytes, bytes, contentType: CBOR_CONTENT_TYPE };
    }
    case 'form': {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(payload as Record<string, QueryValue>)) {
        if (value !== undefined && value !== null) form.append(key, String(value));
      }
      const bytes = utf8.encode(form.toString());
      return { query: '', body: bytes, bytes, contentType: 'application/x-www-form-urlencoded' };
    }
    case 'multipart': {
      if (!(payload instanceof FormData)) {
        throw new AppError('ERR_FILE_UPLOAD', 'A multipart call needs FormData');
      }
      // Serialised once so the signed bytes are the bytes sent.
      const encoded = await encodeMultipart(payload);
      const bytes = new Uint8Array(encoded.body);
      return { query: '', body: bytes, bytes, contentType: encoded.contentType };
    }
  }
}

/** Reads the reply envelope `{status, data}` or `{status:false, data: message, code}`. */
function readEnvelope(decoded: unknown): unknown {
  if (!isRecord(decoded) || typeof decoded.status !== 'boolean') {
    throw new AppError('ERR_SERVER', UNKNOWN_ERROR_MESSAGE);
  }
  if (decoded.status) return decoded.data;
  if (typeof decoded.data !== 'string') {
    throw new AppError('ERR_SERVER', UNKNOWN_ERROR_MESSAGE, decoded);
  }
  throw appErrorFromCode(decoded.code, decoded.data, decoded);
}

/** Why a 401 came: the token ended ('token', or no reason), the player blocked, or a signature. */
function authFailureOf(data: unknown): AuthFailure {
  if (data === BLOCKED_ERROR_DATA) return 'blocked';
  if (data === TOKEN_ERROR_DATA || typeof data !== 'string') return 'token';
  return 'signature';
}

/**
 * The typed API client. It builds the address from the call definition, encodes the payload,
 * adds the headers of spec 7, decodes the CBOR envelope and turns every failure into AppError.
 * It checks no payload against its schema: payloads are typed by the contract, forms check what a
 * person types with the contract's rules, and the server validates every call (its
 * ERR_VALIDATION comes back as an AppError). So reading screens load no schema library.
 */
export function createApiClient(config: ApiClientConfig): ApiCall {
  let clockOffset = 0;
  const now = config.now ?? (() => Date.now());
  const timestamps = monotonicTimestamps(() => now() + clockOffset);

  return async function apiCall(call, payload, options = {}) {
    const session = config.getSession();
    const token = session?.token || null;
    const guarded = call.auth === true || call.auth === 'operator';
    if (guarded && !token) throw new AppError('ERR_AUTH', AUTH_REQUIRED_MESSAGE);

    const input: unknown = payload ?? {};
    const request = await encodeRequest(call, input);
    const pathWithQuery = `${buildPath(call.path, options.params)}${request.query}`;

    const headers: Record<string, string> = {
      Accept: CBOR_CONTENT_TYPE,
      [HEADER_DEVICE]: config.device(),
      [HEADER_LANG]: config.language?.() ?? LANG_EN_US,
    };
    if (token) headers[HEADER_TOKEN] = token;
    if (request.contentType) headers['Content-Type'] = request.contentType;
    // Spec 6: guarded calls carry the security headers signed with the session secret (and so
    // do 'optional' calls when there is a session, so the server knows the player).
    if (call.auth && session?.secret) {
      try {
        Object.assign(
          headers,
          await securityHeaders(
            session.secret,
            { method: call.method, pathWithQuery, body: request.bytes },
            timestamps(),
          ),
        );
      } catch (error) {
        // Web Crypto exists only in secure contexts (https, localhost).
        throw new AppError('ERR_UNKNOWN', SIGNING_FAILED_MESSAGE, error);
      }
    }

    let response: Response;
    let bytes: Uint8Array;
    try {
      response = await config.fetch(`${config.baseUrl}${pathWithQuery}`, {
        method: call.method,
        headers,
        body: request.body,
        signal: options.signal,
      });
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      if (isAbort(error, options.signal)) throw error;
      throw new AppError('ERR_NETWORK', NETWORK_ERROR_MESSAGE, error);
    }

    // Learn how far the device clock is from the server's, for the next signatures.
    const serverDate = Date.parse(response.headers.get('date') ?? '');
    if (!Number.isNaN(serverDate)) {
      const offset = serverDate - now();
      clockOffset = Math.abs(offset) > CLOCK_TOLERANCE_MS ? offset : 0;
    }

    let decoded: unknown;
    try {
      decoded = decodeCbor(bytes);
    } catch (error) {
      if (response.status === 401) {
        config.onAuthFailure('token');
        throw new AppError('ERR_AUTH', 'Unauthorized', error);
      }
      if (!response.ok) {
        throw new AppError('ERR_SERVER', `Request failed with status ${response.status}`, error);
      }
      throw error; // ERR_CBOR with the decoder's own message
    }
    // Spec 4.4: a 401, or a reply whose data is 'token', clears the token.
    const data = isRecord(decoded) && decoded.status === false ? decoded.data : undefined;
    if (response.status === 401 || data === TOKEN_ERROR_DATA) {
      config.onAuthFailure(authFailureOf(data));
    }
    return readEnvelope(decoded) as ReplyOf<typeof call>;
  };
}
