import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Makes a plugin scope hand its routes the body as the bytes that were sent, unparsed, for the
 * routes that check a signature over exactly those bytes before anything is parsed (payment
 * notifications, seamless-wallet calls, partner entry tokens). Only `contentType` is accepted
 * ('*' for any); the rest of the app keeps its parsers.
 */
export function acceptRawBody(
  scope: FastifyInstance,
  contentType: string,
  bodyLimit: number,
): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(contentType, { parseAs: 'buffer', bodyLimit }, (_r, body, done) =>
    done(null, body),
  );
}

/** The raw body of a request in an acceptRawBody scope (empty when none was sent). */
export const rawBodyOf = (request: FastifyRequest): Buffer =>
  Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
