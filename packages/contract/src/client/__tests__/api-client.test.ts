import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors.ts';
import { decodeCbor, encodeCbor } from '../../codec.ts';
import { HEADER_SIGNATURE, HEADER_TIMESTAMP, signRequest } from '../../security.ts';
import * as calls from '../../calls/all.ts';
import {
  AUTH_REQUIRED_MESSAGE,
  createApiClient,
  toQueryString,
  type ApiClientConfig,
} from '../api-client.ts';

type FetchCall = { url: string; init: RequestInit };

function cborReply(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(encodeCbor(body).slice(), {
    status,
    headers: { 'content-type': 'application/cbor', ...headers },
  });
}

/** A fake fetch that records each request and answers with the next reply. */
function fakeFetch(...replies: (Response | Error)[]) {
  const requests: FetchCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(input), init });
    const reply = replies.shift();
    if (!reply) throw new Error('No reply left');
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, spy: fetch };
}

function client(
  fetch: typeof globalThis.fetch,
  overrides: Partial<ApiClientConfig> = {},
): ReturnType<typeof createApiClient> {
  return createApiClient({
    fetch,
    baseUrl: 'https://api.example.ph',
    getSession: () => null,
    onAuthFailure: () => {},
    device: () => '25',
    ...overrides,
  });
}

const headersOf = (request: FetchCall) => new Headers(request.init.headers);

async function caught(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('Expected the call to fail');
}

describe('apiCall: requests', () => {
  it('GET: fills path parameters, puts the payload in the query and drops undefined values', async () => {
    const { fetch, requests } = fakeFetch(cborReply({ status: true, data: { d: [], t: 0, s: 1 } }));
    await client(fetch)(calls.gameList, {
      game_type: 3,
      sorting: 'sorting:desc',
      platform_id: '1,4',
      w: undefined,
      page: 2,
      page_size: 15,
    });
    const request = requests[0]!;
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe('https://api.example.ph/member/game/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game_type: '3',
      sorting: 'sorting:desc',
      platform_id: '1,4',
      page: '2',
      page_size: '15',
    });
    expect(request.init.method).toBe('GET');
    expect(request.init.body).toBeUndefined();
  });

  it('builds `:name` paths from params', async () => {
    const { fetch, requests } = fakeFetch(cborReply({ status: true, data: {} }));
    await client(fetch)(calls.memberIndexTag, {}, { params: { tag: 'luzon' } });
    expect(requests[0]!.url).toBe('https://api.example.ph/member/index/luzon');
  });

  it('POST: sends the payload as a CBOR body', async () => {
    const { fetch, requests } = fakeFetch(cborReply({ status: true, data: { id: 'otp-1' } }));
    await client(fetch)(calls.sendSms, { phone: '9171234567', country_code: '63' });
    const request = requests[0]!;
    expect(request.init.method).toBe('POST');
    expect(headersOf(request).get('content-type')).toBe('application/cbor');
    const body = new Uint8Array(request.init.body as ArrayBuffer);
    expect(decodeCbor(body)).toEqual({ phone: '9171234567', country_code: '63' });
  });

  it('sends headers d, lang and t (the token when there is one)', async () => {
    const { fetch, requests } = fakeFetch(
      cborReply({ status: true, data: null }),
      cborReply({ status: true, data: null }),
    );
    await client(fetch, { device: () => '24' })(calls.memberIndex);
    await client(fetch, { getSession: () => ({ token: 'tok-1' }) })(calls.memberIndex);
    expect(headersOf(requests[0]!).get('d')).toBe('24');
    expect(headersOf(requests[0]!).get('lang')).toBe('en_US');
    expect(headersOf(requests[0]!).has('t')).toBe(false);
    expect(headersOf(requests[1]!).get('d')).toBe('25');
    expect(headersOf(requests[1]!).get('t')).toBe('tok-1');
  });

  it('a guarded call without a token fails with ERR_AUTH and calls nothing', async () => {
    const { fetch, spy } = fakeFetch();
    const error = await caught(client(fetch)(calls.memberDetail));
    expect(error.code).toBe('ERR_AUTH');
    expect(error.message).toBe(AUTH_REQUIRED_MESSAGE);
    expect(error.message).toBe('Authentication required');
    expect(spy).not.toHaveBeenCalled();
  });

  it('signs a guarded call with the session secret (x-ts, x-sign)', async () => {
    const { fetch, requests } = fakeFetch(cborReply({ status: true, data: true }));
    await client(fetch, {
      getSession: () => ({ token: 'tok-1', secret: 's3cret' }),
      now: () => 1_700_000_000_000,
    })(calls.favInsert, { id: 7 });
    const headers = headersOf(requests[0]!);
    const timestamp = Number(headers.get(HEADER_TIMESTAMP));
    expect(timestamp).toBe(1_700_000_000_000);
    const expected = await signRequest(
      's3cret',
      { method: 'GET', pathWithQuery: '/member/fav/insert?id=7' },
      timestamp,
    );
    expect(headers.get(HEADER_SIGNATURE)).toBe(expected);
  });

  it('leaves payload checks to the server and reports its ERR_VALIDATION', async () => {
    const { fetch, requests } = fakeFetch(
      cborReply({ status: false, data: 'Invalid phone number', code: 'ERR_VALIDATION' }, 400),
    );
    const error = await caught(client(fetch)(calls.sendSms, { phone: '12', country_code: '63' }));
    expect(decodeCbor(requests[0]!.init.body as Uint8Array)).toEqual({
      phone: '12',
      country_code: '63',
    });
    expect(error.code).toBe('ERR_VALIDATION');
    expect(error.message).toBe('Invalid phone number');
  });

  it('toQueryString leaves out undefined and null and joins lists', () => {
    expect(toQueryString({ a: 1, b: undefined, c: null, d: [1, 2], e: 'x y' })).toBe(
      '?a=1&d=1%2C2&e=x+y',
    );
    expect(toQueryString({ a: undefined })).toBe('');
  });
});

describe('apiCall: replies', () => {
  it('returns the data of a successful envelope', async () => {
    const { fetch } = fakeFetch(cborReply({ status: true, data: { version: '7', top: [] } }));
    await expect(client(fetch)(calls.memberIndex)).resolves.toEqual({ version: '7', top: [] });
  });

  it('turns a failure envelope into an AppError with its code and message', async () => {
    const { fetch } = fakeFetch(
      cborReply({ status: false, data: 'Invalid code', code: 'ERR_BUSINESS' }, 409),
    );
    const error = await caught(client(fetch)(calls.memberIndex));
    expect(error.code).toBe('ERR_BUSINESS');
    expect(error.message).toBe('Invalid code');
  });

  it('an unknown code becomes ERR_SERVER "Unknown error: ..."', async () => {
    const { fetch } = fakeFetch(cborReply({ status: false, data: 'Nope', code: 'ERR_MARS' }, 500));
    const error = await caught(client(fetch)(calls.memberIndex));
    expect(error.code).toBe('ERR_SERVER');
    expect(error.message).toBe('Unknown error: ERR_MARS');
  });

  it('failure data that is not a string becomes ERR_SERVER "Unknown error"', async () => {
    const { fetch } = fakeFetch(
      cborReply({ status: false, data: { why: 1 }, code: 'ERR_BUSINESS' }, 409),
    );
    const error = await caught(client(fetch)(calls.memberIndex));
    expect(error.code).toBe('ERR_SERVER');
    expect(error.message).toBe('Unknown error');
  });

  it('a network failure becomes ERR_NETWORK', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    const error = await caught(client(fetch)(calls.memberIndex));
    expect(error.code).toBe('ERR_NETWORK');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('a body that is not CBOR becomes ERR_CBOR with the decoder message', async () => {
    // A text string that announces two bytes but carries one.
    const { fetch } = fakeFetch(new Response(new Uint8Array([0x62, 0x61]), { status: 200 }));
    const error = await caught(client(fetch)(calls.memberIndex));
    expect(error.code).toBe('ERR_CBOR');
    expect(error.message).not.toBe('');
  });

  it('an HTTP error without a CBOR body becomes ERR_SERVER', async () => {
    const { fetch } = fakeFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(client(fetch)(calls.memberIndex));
    expect(error.code).toBe('ERR_SERVER');
  });

  it('a 401 reports an auth failure; a reply whose data is "token" does too', async () => {
    const onAuthFailure = vi.fn();
    const { fetch } = fakeFetch(
      cborReply({ status: false, data: 'token', code: 'ERR_AUTH' }, 401),
      cborReply({ status: false, data: 'token', code: 'ERR_AUTH' }, 200),
      cborReply({ status: false, data: 'Invalid code', code: 'ERR_BUSINESS' }, 409),
    );
    const call = client(fetch, { getSession: () => ({ token: 'old' }), onAuthFailure });
    expect((await caught(call(calls.memberDetail))).code).toBe('ERR_AUTH');
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    await caught(call(calls.memberDetail));
    expect(onAuthFailure).toHaveBeenCalledTimes(2);
    await caught(call(calls.memberDetail));
    expect(onAuthFailure).toHaveBeenCalledTimes(2);
    expect(onAuthFailure).toHaveBeenNthCalledWith(1, 'token');
  });

  it('a 401 for a refused signature says so: the session itself is still known', async () => {
    const onAuthFailure = vi.fn();
    const { fetch } = fakeFetch(
      cborReply(
        { status: false, data: 'This request was already received', code: 'ERR_AUTH' },
        401,
      ),
    );
    const call = client(fetch, { getSession: () => ({ token: 'old' }), onAuthFailure });
    const error = await caught(call(calls.memberDetail));
    expect(error.message).toBe('This request was already received');
    expect(onAuthFailure).toHaveBeenCalledExactlyOnceWith('signature');
  });

  it('a 401 whose data is "blocked" reports why: the player was blocked', async () => {
    const onAuthFailure = vi.fn();
    const { fetch } = fakeFetch(
      cborReply({ status: false, data: 'blocked', code: 'ERR_AUTH' }, 401),
    );
    const call = client(fetch, { getSession: () => ({ token: 'old' }), onAuthFailure });
    expect((await caught(call(calls.memberDetail))).code).toBe('ERR_AUTH');
    expect(onAuthFailure).toHaveBeenCalledExactlyOnceWith('blocked');
  });
});
