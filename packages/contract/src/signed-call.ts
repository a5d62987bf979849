import { encodeCbor } from './codec.ts';
import { CBOR_CONTENT_TYPE, HEADER_TOKEN } from './envelope.ts';
import { encodeMultipart, securityHeaders } from './security.ts';

/** What a signed call sends: its target, headers and exact body bytes. */
export type SignedCallRequest = {
  method: string;
  pathWithQuery: string;
  headers: Record<string, string>;
  body?: Uint8Array;
};

/**
 * The request of a signed call as the web client sends it (spec 6): a GET's payload in the
 * query, a multipart payload or CBOR otherwise, the session token and the security headers
 * over the method, target and body bytes. For clients outside the web app (browser tests, the
 * production boot check) that speak to the API over plain HTTP.
 */
export async function signedCallRequest(
  call: { method: string; path: string },
  payload: unknown,
  session: { token: string; secret: string },
  timestamp: number,
): Promise<SignedCallRequest> {
  let pathWithQuery = call.path;
  let body: Uint8Array | undefined;
  let contentType: string | undefined;
  if (call.method === 'GET') {
    const query = new URLSearchParams(payload as Record<string, string>).toString();
    if (query) pathWithQuery += `?${query}`;
  } else if (payload instanceof FormData) {
    ({ body, contentType } = await encodeMultipart(payload));
  } else {
    body = encodeCbor(payload);
    contentType = CBOR_CONTENT_TYPE;
  }
  const headers = {
    [HEADER_TOKEN]: session.token,
    ...(contentType ? { 'content-type': contentType } : {}),
    ...(await securityHeaders(
      session.secret,
      { method: call.method, pathWithQuery, body },
      timestamp,
    )),
  };
  return { method: call.method, pathWithQuery, headers, ...(body ? { body } : {}) };
}
