import type { FastifyInstance } from 'fastify';
import { acceptRawBody, rawBodyOf } from '../../http/raw-body.ts';
import { calls } from '@pisoplay/contract';
import { limitRequestRate, type RateLimitDeps } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { clientInfo } from '../members/index.ts';
import type { PartnerService } from './partner-service.ts';

/** The partners' own JSON call: a raw body, so the signature covers the bytes received. */
export const ENTRY_TOKEN_PATH = '/partner/entry-token';
const ENTRY_TOKEN_BODY_LIMIT = 4 * 1024;
/** Per address and minute, for each of the entry calls (a first line; tokens are 256-bit). */
const ENTRY_CALLS_PER_MINUTE = 60;

export async function registerPartnerRoutes(
  app: FastifyInstance,
  partners: PartnerService,
  deps: RateLimitDeps,
): Promise<void> {
  await app.register(async (scope) => {
    await limitRequestRate(scope, deps, ENTRY_CALLS_PER_MINUTE);
    route(scope, calls.partnerLogin, ({ payload, request }) =>
      partners.loginWithEntryToken(payload.token, clientInfo(request)),
    );
    route(scope, calls.miniAppLogin, ({ payload, request }) =>
      partners.loginWithAuthCode(payload.authCode, clientInfo(request)),
    );

    await scope.register(async (json) => {
      acceptRawBody(json, 'application/json', ENTRY_TOKEN_BODY_LIMIT);
      json.post(ENTRY_TOKEN_PATH, async (request, reply) => {
        const answer = await partners.issueEntryToken({
          partnerId: request.headers['x-partner-id'],
          signature: request.headers['x-signature'],
          rawBody: rawBodyOf(request),
          client: clientInfo(request),
        });
        return reply.code(answer.http).header('cache-control', 'no-store').send(answer.body);
      });
    });
  });
  route(app, calls.shopProducts, () => partners.products());
}
