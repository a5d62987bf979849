import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Types worth compressing: text, JSON, XML and SVG (what @fastify/compress takes by default)
 * and CBOR, whose repeated map keys and image paths shrink several times over.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml|text)(?:;|$)|^application\/cbor\b/;

/**
 * Replies of 1 KB or more are compressed with brotli (quality 4, fast) or gzip, whichever the
 * client accepts, with `Vary: Accept-Encoding`. The web app's files come already compressed
 * from the build; the plugin leaves a reply with a Content-Encoding alone. Request bodies are
 * not decompressed: a signed body is hashed as received (docs/auth.md).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}
