import { randomUUID } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppDeps } from './deps.ts';
import { createEventBus } from './platform/events/event-bus.ts';
import { registerWebSockets } from './http/web-sockets.ts';
import { registerBodyDigest } from './http/body-digest.ts';
import { registerCbor } from './http/cbor.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerRequestLog } from './http/request-log.ts';
import { registerDefaultAuthenticate } from './http/route.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerAdminApp, registerWebApp } from './http/web-app.ts';
import { registerModules } from './modules/index.ts';
import type { ModuleServices } from './modules/index.ts';

export type BuildOptions = {
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write: (line: string) => void };
};

/** Builds the application (no listening): plugins, then modules, then the web app. */
export async function buildApp(
  given: Omit<AppDeps, 'events'>,
  { logStream }: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: given.config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    // One line per request from registerRequestLog, not two per request at info.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy: given.config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    bodyLimit: 256 * 1024,
  });
  const deps: AppDeps = { ...given, events: createEventBus(given.db, app.log) };
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerRequestLog(app, deps.config.LOG_SLOW_MS);
  registerSecurityHeaders(app, deps.config);
  await registerCompression(app);
  registerBodyDigest(app);
  registerCbor(app);
  registerErrorHandling(app);
  registerDefaultAuthenticate(app);
  await registerWebSockets(app);

  app.get('/health', async () => ({ ok: true, db: deps.db.kind }));
  const services = await registerModules(app, deps);
  await registerAdminApp(app, deps.config.ADMIN_DIST);
  await registerWebApp(app, deps.config.WEB_DIST, deps.config.IMAGE_BASE_URL, {
    homeIndexFor: services.catalogue.homeIndexFor,
    firstGamePageFor: services.catalogue.firstGamePageFor,
    runningPromotions: services.runningPromotions,
  });
  builtServices.set(app, services);
  return app;
}

/** The services of each built app, for tests that drive them directly (never for modules). */
const builtServices = new WeakMap<FastifyInstance, ModuleServices>();

/** The module services of an app buildApp made. */
export function servicesOf(app: FastifyInstance): ModuleServices {
  const services = builtServices.get(app);
  if (!services) throw new Error('Not an app of buildApp');
  return services;
}
