import { describe, expect, it, vi } from 'vitest';
import { encodeCbor } from '../../codec.ts';
import {
  EMPTY_BODY_SHA256,
  HEADER_SIGNATURE,
  HEADER_TIMESTAMP,
  sha256Hex,
  signWithBodyHash,
} from '../../security.ts';
import type { PayloadOf } from '../../calls/define.ts';
import * as calls from '../../calls/all.ts';
import { createApiClient } from '../api-client.ts';

const SECRET = 'session-secret';
const NOW = 1_800_000_000_000;

type Sent = { url: string; method: string; headers: Headers; body: Uint8Array };

/** A fetch that keeps each request's exact body bytes, as a server would read them. */
function recordingFetch() {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(`http://x${String(input)}`, init);
    sent.push({
      url: String(input),
      method: request.method,
      headers: request.headers,
      body: new Uint8Array(await request.arrayBuffer()),
    });
    return new Response(encodeCbor({ status: true, data: true }).slice(), {
      headers: { 'content-type': 'application/cbor' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

function signedClient(fetch: typeof globalThis.fetch, now = () => NOW) {
  return createApiClient({
    fetch,
    baseUrl: '',
    getSession: () => ({ token: 'tok', secret: SECRET }),
    onAuthFailure: () => {},
    device: () => '25',
    now,
  });
}

/** What the server computes from what it received (docs/auth.md). */
async function serverSignature(request: Sent): Promise<string> {
  const bodyHash = request.body.byteLength ? await sha256Hex(request.body) : EMPTY_BODY_SHA256;
  return signWithBodyHash(
    SECRET,
    request.method,
    request.url,
    request.headers.get(HEADER_TIMESTAMP)!,
    bodyHash,
  );
}

describe('signed calls (security headers)', () => {
  it('signs a CBOR POST over the exact body bytes sent', async () => {
    const { fetch, sent } = recordingFetch();
    await signedClient(fetch)(calls.authPassword, { password: 'demo1234' });
    const request = sent[0]!;
    expect(request.headers.get(HEADER_TIMESTAMP)).toBe(String(NOW));
    expect(request.body.byteLength).toBeGreaterThan(0);
    expect(request.headers.get(HEADER_SIGNATURE)).toBe(await serverSignature(request));
  });

  it('a different body gives a different signature', async () => {
    const { fetch, sent } = recordingFetch();
    const call = signedClient(fetch, () => NOW);
    await call(calls.authPassword, { password: 'one11111' });
    await call(calls.authPassword, { password: 'two22222' });
    expect(sent[0]!.headers.get(HEADER_SIGNATURE)).not.toBe(sent[1]!.headers.get(HEADER_SIGNATURE));
  });

  it('signs a multipart upload over the encoded form, boundary included', async () => {
    const { fetch, sent } = recordingFetch();
    const form = new FormData();
    form.append(
      'file',
      new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'a.png', { type: 'image/png' }),
    );
    await signedClient(fetch)(
      calls.ossUpload,
      form as unknown as PayloadOf<typeof calls.ossUpload>,
    );
    const request = sent[0]!;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const boundary = request.headers.get('content-type')!.split('boundary=')[1]!;
    expect(new TextDecoder().decode(request.body)).toContain(boundary);
    expect(request.headers.get(HEADER_SIGNATURE)).toBe(await serverSignature(request));
  });

  it('gives every call a fresh timestamp, even within one millisecond', async () => {
    const { fetch, sent } = recordingFetch();
    const call = signedClient(fetch, () => NOW);
    await call(calls.memberDetail);
    await call(calls.memberDetail);
    expect(Number(sent[1]!.headers.get(HEADER_TIMESTAMP))).toBe(NOW + 1);
    expect(sent[1]!.headers.get(HEADER_SIGNATURE)).not.toBe(sent[0]!.headers.get(HEADER_SIGNATURE));
  });

  it('public calls carry no signature', async () => {
    const { fetch, sent } = recordingFetch();
    await signedClient(fetch)(calls.sendSms, { phone: '9171234567', country_code: '63' });
    expect(sent[0]!.headers.has(HEADER_SIGNATURE)).toBe(false);
  });
});
