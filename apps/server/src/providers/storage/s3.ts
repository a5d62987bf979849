import aws4 from 'aws4';
import { assertSafeKey } from './object-storage.ts';
import type { ObjectStorage } from './object-storage.ts';

export type S3Options = {
  /** e.g. https://s3.ap-southeast-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. 'uploads/'. */
  prefix?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), path-style addressing, requests
 * signed with AWS Signature V4 by the `aws4` library.
 */
export function createS3Storage(options: S3Options): ObjectStorage {
  const doFetch = options.fetch ?? fetch;
  const endpoint = new URL(options.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  const objectPath = (key: string) => {
    assertSafeKey(key);
    const full = `${options.prefix ?? ''}${key}`;
    return `${base}/${encodeURIComponent(options.bucket)}/${full
      .split('/')
      .map(encodeURIComponent)
      .join('/')}`;
  };

  async function send(method: 'GET' | 'PUT', key: string, body?: Buffer, contentType?: string) {
    const headers: Record<string, string> = {};
    if (contentType) headers['content-type'] = contentType;
    const signed = aws4.sign(
      {
        host: endpoint.host,
        path: objectPath(key),
        method,
        service: 's3',
        region: options.region,
        headers,
        body,
      },
      { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    );
    const url = `${endpoint.protocol}//${endpoint.host}${signed.path}`;
    // fetch sets Host and Content-Length itself, to the same values that were signed.
    const sent = Object.fromEntries(
      Object.entries(signed.headers ?? {})
        .filter(([name]) => !/^(host|content-length)$/i.test(name))
        .map(([name, value]) => [name, String(value)]),
    );
    return doFetch(url, {
      method,
      headers: sent,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await send('PUT', key, body, contentType);
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`S3 PUT ${key} failed: HTTP ${response.status} ${detail.slice(0, 200)}`);
      }
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed: HTTP ${response.status}`);
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
  };
}
