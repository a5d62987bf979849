import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * sha256 hex of the exact body bytes received, set once the body has been read by a content
     * type parser (so before the handler). Undefined for requests without a body.
     */
    bodySha256?: string;
  }
}

/** True when the request carries body bytes (a length above zero, or a chunked body). */
export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * Hashes every request body as it streams to the content-type parser, so the request signature
 * (docs/auth.md) can cover the exact bytes sent without keeping a second copy of the body.
 */
export function registerBodyDigest(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, most of which have no body.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (!hasBody(request)) return done(null, payload);
    const hash = createHash('sha256');
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        callback(null, chunk);
      },
      flush(callback) {
        request.bodySha256 = hash.digest('hex');
        callback();
      },
    });
    payload.on('error', (error) => tap.destroy(error));
    done(null, payload.pipe(tap));
  });
}
