import type { FastifyInstance } from 'fastify';
import { CBOR_CONTENT_TYPE, decodeCbor, encodeCbor } from '@pisoplay/contract';

/**
 * Every API body and reply is CBOR. Bodies are decoded before validation; a malformed one
 * becomes ERR_CBOR through the central error handler.
 */
export function registerCbor(app: FastifyInstance): void {
  app.addContentTypeParser(
    CBOR_CONTENT_TYPE,
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_req, body, done) => {
      try {
        done(null, decodeCbor(body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}

export function cborPayload(value: unknown): Buffer {
  const bytes = encodeCbor(value);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
