import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import aws4 from 'aws4';
import { tempDir } from '../../test/temp-dirs.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../storage/local-disk.ts';
import { createS3Storage } from '../storage/s3.ts';

const CREDENTIALS = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};

/**
 * A stand-in for an S3-compatible service on loopback: re-signs every request with aws4 and the
 * known credentials and refuses it (403) unless the Authorization header matches.
 */
function s3StandIn() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; path: string; authorization: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'x-amz-date', 'x-amz-content-sha256', 'content-length']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const expected = aws4.sign(
        {
          host: req.headers.host,
          path: req.url,
          method: req.method,
          service: 's3',
          region: 'ap-southeast-1',
          headers,
          body: body.length ? body : undefined,
        },
        CREDENTIALS,
      );
      const authorization = req.headers.authorization ?? '';
      seen.push({ method: req.method ?? '', path: req.url ?? '', authorization });
      if (authorization !== expected.headers?.Authorization) {
        res.writeHead(403).end('SignatureDoesNotMatch');
        return;
      }
      const key = req.url ?? '';
      if (req.method === 'PUT') {
        objects.set(key, { body, type: req.headers['content-type'] ?? '' });
        res.writeHead(200).end();
      } else {
        const object = objects.get(key);
        if (!object) res.writeHead(404).end('NoSuchKey');
        else res.writeHead(200, { 'content-type': object.type }).end(object.body);
      }
    });
  });
  return {
    seen,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('object storage', () => {
  const standIn = s3StandIn();
  let endpoint: string;
  beforeAll(async () => {
    endpoint = await standIn.start();
  });
  afterAll(() => standIn.stop());

  it('S3 adapter: signed PUT and GET with path-style keys', async () => {
    const storage = createS3Storage({
      endpoint,
      region: 'ap-southeast-1',
      bucket: 'avatars',
      prefix: 'uploads/',
      ...CREDENTIALS,
    });
    const body = Buffer.from('hello image');
    await storage.put('ab12.png', body, 'image/png');
    expect(standIn.seen.at(-1)).toMatchObject({ method: 'PUT', path: '/avatars/uploads/ab12.png' });
    expect(standIn.seen.at(-1)!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/s3\/aws4_request/,
    );
    const read = await storage.get('ab12.png');
    expect(read).toEqual({ body, contentType: 'image/png' });
    expect(await storage.get('missing.png')).toBeNull();
  });

  it('S3 adapter: a wrong secret is refused by the service', async () => {
    const storage = createS3Storage({
      endpoint,
      region: 'ap-southeast-1',
      bucket: 'avatars',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wrong',
    });
    await expect(storage.put('x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/HTTP 403/);
  });

  it('local disk: writes under its folder, types by extension, refuses unsafe keys', async () => {
    const root = tempDir('storage-test-');
    const storage = createLocalDiskStorage(root);
    await storage.put('a1.webp', Buffer.from('RIFF'), 'image/webp');
    expect(fs.existsSync(path.join(root, 'a1.webp'))).toBe(true);
    expect(await storage.get('a1.webp')).toEqual({
      body: Buffer.from('RIFF'),
      contentType: 'image/webp',
    });
    expect(await storage.get('none.png')).toBeNull();
    await expect(storage.get('../etc/passwd')).rejects.toThrow(/Unsafe/);
  });

  it('local disk: ten writes of one key at once all land, and one of them is read back', async () => {
    const root = tempDir('storage-test-');
    const storage = createLocalDiskStorage(root);
    const bodies = Array.from({ length: 10 }, (_, i) => Buffer.from(`version ${i}`));
    await Promise.all(bodies.map((body) => storage.put('same/key.json', body, 'application/json')));
    expect(bodies).toContainEqual((await storage.get('same/key.json'))!.body);
    expect(fs.readdirSync(path.join(root, 'same'))).toEqual(['key.json']);
  });
});
