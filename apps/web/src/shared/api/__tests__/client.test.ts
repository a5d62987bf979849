import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, calls, encodeCbor } from '@pisoplay/contract';
import { apiCall as appApiCall } from '@/shared/api/client';
import { deviceHeader } from '@/shared/lib/device';
import { clearSession, getToken, setSession } from '@/shared/session/session-store';

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

describe('the device header', () => {
  it('d is 25 up to 768 px wide, else 24', () => {
    expect(deviceHeader(390)).toBe('25');
    expect(deviceHeader(768)).toBe('25');
    expect(deviceHeader(769)).toBe('24');
  });
});

describe('the app client', () => {
  const originalWidth = window.innerWidth;
  beforeEach(() => {
    clearSession();
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    window.innerWidth = originalWidth;
  });

  it('sends the stored token and clears it on a 401', async () => {
    const { fetch, requests } = fakeFetch(
      cborReply({ status: false, data: 'token', code: 'ERR_AUTH' }, 401),
    );
    vi.stubGlobal('fetch', fetch);
    setSession({ token: 'tok-9', secret: '', expires_at: '' });
    expect(getToken()).toBe('tok-9');
    const error = await caught(appApiCall(calls.memberDetail));
    expect(error.code).toBe('ERR_AUTH');
    expect(headersOf(requests[0]!).get('t')).toBe('tok-9');
    expect(getToken()).toBeNull();
  });

  it('reads d from the window width, as resizes change it, and calls the same origin by default', async () => {
    const { fetch, requests } = fakeFetch(
      cborReply({ status: true, data: null }),
      cborReply({ status: true, data: null }),
    );
    vi.stubGlobal('fetch', fetch);
    const resizeTo = (width: number) => {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    };
    resizeTo(390);
    await appApiCall(calls.memberIndex);
    resizeTo(1280);
    await appApiCall(calls.memberIndex);
    expect(requests[0]!.url).toBe('/member/index');
    expect(headersOf(requests[0]!).get('d')).toBe('25');
    expect(headersOf(requests[1]!).get('d')).toBe('24');
  });
});
