import type { FastifyInstance } from 'fastify';
import { API_GROUPS } from './web-app.ts';

/**
 * Path groups that are files, not calls: generated images, uploads and health probes. With the
 * web app's pages and assets (every path outside the API groups) they are logged only at debug.
 */
const QUIET_GROUPS = new Set(['img', 'uploads', 'health']);
const API_CALL_GROUPS = new Set(API_GROUPS.filter((group) => !QUIET_GROUPS.has(group)));

/** '/member/game/list' from '/member/game/list?w=abc': queries can hold secrets (signed URLs). */
const pathOf = (url: string) => {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
};

const isApiCall = (path: string) => {
  const end = path.indexOf('/', 1);
  return API_CALL_GROUPS.has(path.slice(1, end === -1 ? undefined : end));
};

/**
 * One line per answered request, instead of Fastify's two (`disableRequestLogging`): API calls at
 * info (server errors at error), files at debug, and anything slow at warn. Errors and security
 * events are logged where they happen (error handler, services).
 */
export function registerRequestLog(app: FastifyInstance, slowMs: number): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const path = pathOf(request.url);
    const line = { method: request.method, path, status: reply.statusCode, ms: Math.round(ms) };
    if (ms > slowMs) request.log.warn(line, 'slow request');
    else if (!isApiCall(path)) request.log.debug(line, 'file');
    else if (reply.statusCode >= 500) request.log.error(line, 'call failed');
    else request.log.info(line, 'call');
    done();
  });
}
