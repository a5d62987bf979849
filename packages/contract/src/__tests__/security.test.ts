import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_BODY_SHA256,
  HEADER_SIGNATURE,
  HEADER_TIMESTAMP,
  encodeMultipart,
  monotonicTimestamps,
  securityHeaders,
  sha256Hex,
  signRequest,
  signatureBase,
} from '../index.ts';

describe('request signature (spec 6)', () => {
  const secret = 'c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3I';

  it('signs METHOD, path with query, timestamp and the body hash with HMAC-SHA256', async () => {
    const body = new TextEncoder().encode('{"a":1}');
    const bodyHash = createHash('sha256').update(body).digest('hex');
    const expected = createHmac('sha256', secret)
      .update(`POST\n/member/detail/update?x=1\n1767225600000\n${bodyHash}`)
      .digest('base64url');
    const signature = await signRequest(
      secret,
      { method: 'post', pathWithQuery: '/member/detail/update?x=1', body },
      1767225600000,
    );
    expect(signature).toBe(expected);
  });

  it('uses the hash of the empty string when there is no body', async () => {
    expect(EMPTY_BODY_SHA256).toBe(createHash('sha256').update('').digest('hex'));
    expect(await sha256Hex(new Uint8Array())).toBe(EMPTY_BODY_SHA256);
    expect(signatureBase('GET', '/member/detail', 5, EMPTY_BODY_SHA256)).toBe(
      `GET\n/member/detail\n5\n${EMPTY_BODY_SHA256}`,
    );
    const headers = await securityHeaders(secret, { method: 'GET', pathWithQuery: '/x' }, 42);
    expect(headers[HEADER_TIMESTAMP]).toBe('42');
    expect(headers[HEADER_SIGNATURE]).toBe(
      createHmac('sha256', secret).update(`GET\n/x\n42\n${EMPTY_BODY_SHA256}`).digest('base64url'),
    );
  });

  it('never repeats a timestamp', () => {
    const next = monotonicTimestamps(() => 1000);
    expect([next(), next(), next()]).toEqual([1000, 1001, 1002]);
  });

  it('serialises FormData to the bytes that are sent', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    const { body, contentType } = await encodeMultipart(form);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const parsed = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
    const file = parsed.get('file') as File;
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});
