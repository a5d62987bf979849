import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { isLoopback } from '../loopback.ts';
import { takeAttempt } from '../platform/throttle/throttle-queries.ts';
import type { Clock } from '../providers/clock.ts';

export const RATE_LIMITED = 'RATE_LIMITED';

export const RATE_LIMIT_MESSAGES = {
  tooMany: (seconds: number) => `Too many requests, please try again in ${seconds} seconds`,
} as const;

/** What a rate needs: where it counts, the clock, and whether this is production. */
export type RateLimitDeps = { config: Config; db: Queryable; clock: Clock };

/**
 * A per-address request rate for each route registered in `scope` afterwards: the first line
 * against a flood of one call (it answers before the body is read). Counted in the database
 * (auth_throttle, scope `rate:<route>`), so the limit holds across every server: a client sent
 * round-robin to three servers gets `perMinute` requests, not three times that
 * (docs/scaling.md). Callers on this machine are exempt outside production (local use and
 * tests).
 */
export async function limitRequestRate(
  scope: FastifyInstance,
  deps: RateLimitDeps,
  perMinute: number,
): Promise<void> {
  const rule = { max: perMinute, windowMs: 60_000, lockMs: 0 };
  scope.addHook('onRequest', async (request, reply) => {
    if (deps.config.NODE_ENV !== 'production' && isLoopback(request.ip)) return;
    const now = deps.clock.now();
    const attempt = await takeAttempt(
      deps.db,
      `rate:${request.routeOptions.url ?? request.url}`,
      request.ip,
      rule,
      now,
    );
    if (attempt.allowed) return;
    const seconds = Math.max(1, Math.ceil((attempt.retryAt - now) / 1000));
    reply.header('retry-after', String(seconds));
    throw Object.assign(new Error(RATE_LIMIT_MESSAGES.tooMany(seconds)), {
      code: RATE_LIMITED,
      statusCode: 429,
    });
  });
}
