import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Replies that are data for the app, not documents a browser renders. */
const DATA_REPLY = /^application\/(?:cbor|json)\b/;

/**
 * Security headers on every reply; the CSP allows no inline script. They depend on the
 * configuration only, so helmet computes them once at boot and each reply gets the finished set
 * (running helmet's middleware chain on every request cost more than the cached call itself).
 * Pages, files and images get helmet's whole set. A data reply (CBOR or JSON) gets the headers
 * that apply to it (OWASP's REST guidance): no sniffing, no framing by others, nothing loaded
 * if it is opened as a page. The document-only ones (about 900 bytes) would ride on every call
 * over a phone's connection for nothing.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const imageHost = /^https?:\/\//.test(config.IMAGE_BASE_URL)
    ? [new URL(config.IMAGE_BASE_URL).origin]
    : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageHost],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", ...config.FRAME_ORIGINS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });
  const dataHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
  const hsts = headers['strict-transport-security'];
  if (hsts) dataHeaders['strict-transport-security'] = hsts;
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    reply.headers(typeof type === 'string' && DATA_REPLY.test(type) ? dataHeaders : headers);
    done(null, payload);
  });
}

/** The headers helmet's middleware sets for these options (it reads nothing of the request). */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}
