import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TOKEN_ERROR_DATA } from '@pisoplay/contract';
import { tempDir } from '../../test/temp-dirs.ts';
import { decodeReply, testApp } from '../../test/harness.ts';

const ADMIN_INDEX =
  '<!doctype html><html><head><title>PisoPlay back office</title></head><body><div id="root"></div></body></html>';
const WEB_INDEX = '<!doctype html><html><body>players</body></html>';
const SCRIPT = 'console.log("back office");'.repeat(40);

describe('the back office under /admin/', () => {
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    const base = tempDir('pisoplay-admin-');
    const admin = path.join(base, 'admin');
    const web = path.join(base, 'web');
    fs.mkdirSync(path.join(admin, 'assets'), { recursive: true });
    fs.mkdirSync(web, { recursive: true });
    fs.writeFileSync(path.join(admin, 'index.html'), ADMIN_INDEX);
    fs.writeFileSync(path.join(admin, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const script = path.join(admin, 'assets', 'index-Ab12Cd34.js');
    fs.writeFileSync(script, SCRIPT);
    fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
    fs.writeFileSync(path.join(web, 'index.html'), WEB_INDEX);
    app = await testApp({ ADMIN_DIST: admin, WEB_DIST: web });
  });
  afterAll(() => app.close());

  it('answers every page of the back office with its index.html, revalidated on each load', async () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/kyc',
      '/admin/players/12',
      '/admin/kyc?uid=3',
    ]) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(ADMIN_INDEX);
    }
  });

  it('keeps the players app everywhere else', async () => {
    const response = await get('/s-account', { accept: 'text/html' });
    expect(response.body).toContain('players');
  });

  it('serves the page under the CSP with its QR codes (data: images) allowed', async () => {
    const response = await get('/admin/account');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/img-src [^;]*data:/);
  });

  it('serves the hashed build files for a year, precompressed by Accept-Encoding', async () => {
    const response = await get('/admin/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);

    const icon = await get('/admin/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toContain('immutable');

    // An old page asking for a build file that is gone gets a 404, not the page.
    expect((await get('/admin/assets/index-Old00000.js')).statusCode).toBe(404);
    expect((await get('/admin/../../etc/passwd')).body).not.toContain('root:');
  });

  it('leaves the /admin API routes to the API: /admin/account/me answers its error envelope', async () => {
    for (const url of ['/admin/account/me', '/admin/audit/list']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/cbor/);
      const reply = decodeReply(response);
      expect(reply.status).toBe(false);
      expect(reply.status === false && reply.data).toBe(TOKEN_ERROR_DATA);
    }
  });

  it('answers an API client asking for a path no route serves with the not-found envelope', async () => {
    const response = await get('/admin/no/such-call', { accept: 'application/cbor' });
    expect(response.statusCode).toBe(404);
    expect(decodeReply(response).status).toBe(false);
  });

  it('says how to build the back office when it is not built', async () => {
    const unbuilt = await testApp({ ADMIN_DIST: tempDir('pisoplay-admin-none-') });
    const response = await unbuilt.inject({ method: 'GET', url: '/admin/kyc' });
    await unbuilt.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
  });
});
