import {
  AppError,
  CBOR_CONTENT_TYPE,
  HEADER_DEVICE,
  HEADER_LANG,
  HEADER_TOKEN,
  LANG_EN_US,
  TOKEN_ERROR_DATA,
  appErrorFromCode,
  buildPath,
  decodeCbor,
  encodeCbor,
  type CallDef,
  type PayloadOf,
  type ReplyOf,
} from '@pisoplay/contract';
import type { ZodType } from 'zod';
import { deviceHeader } from '@/shared/config/device';
import { env } from '@/shared/config/env';
import { clearSession, getToken } from '@/shared/session/session-store';

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
  getToken: () => string | null;
  /** A 401 or a reply whose data is 'token': the token is no longer good. */
  onAuthFailure: () => void;
  /** Value of the `d` header. */
  device: () => string;
};

export type ApiCall = <C extends AnyCall>(
  call: C,
  payload?: PayloadOf<C>,
  options?: CallOptions,
) => Promise<ReplyOf<C>>;

export const AUTH_REQUIRED_MESSAGE = 'Authentication required';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
export const NETWORK_ERROR_MESSAGE = 'Network error';

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

function validate(call: AnyCall, payload: unknown): void {
  if (call.encoding === 'multipart') return;
  const result = call.payload.safeParse(payload);
  if (!result.success) {
    const message = result.error.issues[0]?.message;
    throw new AppError('ERR_VALIDATION', message, result.error);
  }
}

function requestBody(
  call: AnyCall,
  payload: unknown,
): { body?: BodyInit; contentType?: string; query: string } {
  switch (call.encoding) {
    case 'query':
      return { query: toQueryString(payload as Record<string, QueryValue>) };
    case 'cbor': {
      const bytes = encodeCbor(payload);
      // A fresh ArrayBuffer of exactly the encoded bytes (the encoder may reuse a larger buffer).
      return { body: bytes.slice().buffer as ArrayBuffer, contentType: CBOR_CONTENT_TYPE, query: '' };
    }
    case 'form': {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(payload as Record<string, QueryValue>)) {
        if (value !== undefined && value !== null) form.append(key, String(value));
      }
      return { body: form, contentType: 'application/x-www-form-urlencoded', query: '' };
    }
    case 'multipart':
      if (!(payload instanceof FormData)) {
        throw new AppError('ERR_FILE_UPLOAD', 'A multipart call needs FormData');
      }
      return { body: payload, query: '' };
  }
}

/** Reads the reply envelope `{status, data}` or `{status:false, data: message, code}`. */
function readEnvelope(decoded: unknown, onAuthFailure: () => void): unknown {
  if (!isRecord(decoded) || typeof decoded.status !== 'boolean') {
    throw new AppError('ERR_SERVER', UNKNOWN_ERROR_MESSAGE);
  }
  if (decoded.status) return decoded.data;
  if (decoded.data === TOKEN_ERROR_DATA) onAuthFailure();
  if (typeof decoded.data !== 'string') {
    throw new AppError('ERR_SERVER', UNKNOWN_ERROR_MESSAGE, decoded);
  }
  throw appErrorFromCode(decoded.code, decoded.data, decoded);
}

/**
 * The typed API client. It builds the address from the call definition, encodes the payload,
 * adds the headers of spec 7, decodes the CBOR envelope and turns every failure into AppError.
 */
export function createApiClient(config: ApiClientConfig): ApiCall {
  return async function apiCall(call, payload, options = {}) {
    const token = config.getToken();
    if (call.auth && !token) throw new AppError('ERR_AUTH', AUTH_REQUIRED_MESSAGE);

    const input: unknown = payload ?? {};
    validate(call, input);
    const { body, contentType, query } = requestBody(call, input);

    const headers: Record<string, string> = {
      Accept: CBOR_CONTENT_TYPE,
      [HEADER_DEVICE]: config.device(),
      [HEADER_LANG]: LANG_EN_US,
    };
    if (token) headers[HEADER_TOKEN] = token;
    if (contentType) headers['Content-Type'] = contentType;

    const url = `${config.baseUrl}${buildPath(call.path, options.params)}${query}`;

    let response: Response;
    let bytes: Uint8Array;
    try {
      response = await config.fetch(url, {
        method: call.method,
        headers,
        body,
        signal: options.signal,
      });
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      if (isAbort(error, options.signal)) throw error;
      throw new AppError('ERR_NETWORK', NETWORK_ERROR_MESSAGE, error);
    }

    if (response.status === 401) config.onAuthFailure();

    let decoded: unknown;
    try {
      decoded = decodeCbor(bytes);
    } catch (error) {
      if (response.status === 401) throw new AppError('ERR_AUTH', 'Unauthorized', error);
      if (!response.ok) {
        throw new AppError('ERR_SERVER', `Request failed with status ${response.status}`, error);
      }
      throw error; // ERR_CBOR with the decoder's own message
    }
    return readEnvelope(decoded, config.onAuthFailure) as ReplyOf<typeof call>;
  };
}

/** The app's client: same-origin by default, token from the session store. */
export const apiCall: ApiCall = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  baseUrl: env.apiBaseUrl,
  getToken,
  onAuthFailure: clearSession,
  device: () => deviceHeader(),
});
