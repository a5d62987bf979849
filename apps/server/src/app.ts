import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppDeps } from './deps.ts';
import { registerBodyDigest } from './http/body-digest.ts';
import { registerCbor } from './http/cbor.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerDefaultAuthenticate } from './http/route.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerWebApp } from './http/web-app.ts';
import { modules } from './modules/index.ts';

/** Builds the application (no listening): plugins, then modules, then the web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.config.LOG_LEVEL },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy: deps.config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    bodyLimit: 256 * 1024,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerSecurityHeaders(app, deps.config);
  await registerCompression(app);
  registerBodyDigest(app);
  registerCbor(app);
  registerErrorHandling(app);
  registerDefaultAuthenticate(app);

  app.get('/health', async () => ({ ok: true, db: deps.db.kind }));
  for (const register of modules) await register(app, deps);
  await registerWebApp(app, deps.config.WEB_DIST, deps.config.IMAGE_BASE_URL);
  return app;
}
