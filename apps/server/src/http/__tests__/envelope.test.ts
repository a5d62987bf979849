import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CBOR_CONTENT_TYPE } from '@pisoplay/contract';
import { buildApp } from '../../app.ts';
import { createProviders } from '../../providers/index.ts';
import { decodeReply, testApp, testConfig, testDatabase } from '../../test/harness.ts';

describe('error envelope at the HTTP boundary', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('answers an unknown API path with ERR_NOT_FOUND in CBOR', async () => {
    const response = await app.inject({ method: 'GET', url: '/member/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain(CBOR_CONTENT_TYPE);
    expect(decodeReply(response)).toEqual({
      status: false,
      code: 'ERR_NOT_FOUND',
      data: 'No such path: GET /member/no-such-thing',
    });
  });

  it('answers malformed CBOR with ERR_CBOR and no stack trace', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/member/sms',
      headers: { 'content-type': CBOR_CONTENT_TYPE },
      payload: Buffer.from([0xbf, 0x61, 0x61]),
    });
    expect(response.statusCode).toBe(400);
    const body = decodeReply(response);
    expect(body).toEqual({ status: false, code: 'ERR_CBOR', data: 'Malformed CBOR body' });
  });

  it('sets security headers and a request id on every reply', async () => {
    // A page (here the one that says the web app is not built) gets the whole set.
    const page = await app.inject({ method: 'GET', url: '/s-account' });
    expect(page.headers['content-type']).toMatch(/^text\//);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain("unsafe-inline' ;script");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-request-id']).toBeTruthy();

    // Data (CBOR, JSON), answered or refused, gets the headers that apply to data: nothing is
    // loaded if it is opened as a page, no sniffing, no framing by others; no document-only ones.
    const replies = await Promise.all(
      ['/health', '/member/index', '/member/no-such-thing'].map((url) =>
        app.inject({ method: 'GET', url }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 404]);
    for (const reply of replies) {
      expect(reply.headers['content-type']).toMatch(/^application\/(cbor|json)/);
      expect(reply.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'self'",
      );
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(reply.headers['x-request-id']).toBeTruthy();
      expect(reply.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });
});

describe('frames allowed by the content security policy', () => {
  const frameSrc = async (overrides: Parameters<typeof testApp>[0]) => {
    const app = await testApp(overrides);
    try {
      const page = await app.inject({ url: '/s-account' });
      const csp = String(page.headers['content-security-policy']);
      return /frame-src ([^;]*)/.exec(csp)?.[1];
    } finally {
      await app.close();
    }
  };

  it('allows only our own origin by default, and the configured origins besides', async () => {
    expect(await frameSrc({})).toBe("'self'");
    expect(
      await frameSrc({
        FRAME_ORIGINS: 'https://verify.example.com,https://chat.example.com',
      }),
    ).toBe("'self' https://verify.example.com https://chat.example.com");
  });

  it('refuses a frame origin that is not an origin', () => {
    expect(() =>
      testConfig({ FRAME_ORIGINS: "https://ok.example.com; script-src 'unsafe-inline'" }),
    ).toThrow(/FRAME_ORIGINS/);
  });
});

describe('client address', () => {
  // The app is built but not started, so the test can add a route that echoes the address.
  const ipSeenBy = async (trustProxy: string) => {
    const config = testConfig({ TRUST_PROXY: trustProxy });
    const db = await testDatabase();
    const app = await buildApp({ config, db, ...createProviders(config, db) });
    app.get('/__ip', async (request) => ({ ip: request.ip }));
    const response = await app.inject({
      url: '/__ip',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    await app.close();
    return response.json<{ ip: string }>().ip;
  };

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    expect(await ipSeenBy('false')).not.toBe('203.0.113.9');
    expect(await ipSeenBy('127.0.0.1')).toBe('203.0.113.9');
  });
});
