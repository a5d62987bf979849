import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { isLoopback } from '../loopback.ts';

export const RATE_LIMITED = 'RATE_LIMITED';

/**
 * A per-address request rate for the routes registered in `scope` afterwards, in this process's
 * memory: the first, cheapest line against a flood of one call (it answers before the body is
 * read). The limits that decide, shared by every server, are the database's (docs/auth.md).
 * Callers on this machine are exempt outside production (local use and tests).
 */
export async function limitRequestRate(
  scope: FastifyInstance,
  config: Config,
  perMinute: number,
): Promise<void> {
  await scope.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    allowList: (request) => config.NODE_ENV !== 'production' && isLoopback(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: RATE_LIMITED,
      message: `Too many requests, please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds`,
    }),
  });
}
