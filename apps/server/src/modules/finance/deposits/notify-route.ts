import type { FastifyInstance } from 'fastify';
import { acceptRawBody, rawBodyOf } from '../../../http/raw-body.ts';
import type { DepositService } from './deposit-service.ts';

export const NOTIFY_PATH = '/finance/payment/notify/:gateway';
const BODY_LIMIT = 64 * 1024;

/**
 * POST /finance/payment/notify/:gateway: a gateway's signed notification (public; not a player
 * call). Every body reaches the handler as its exact raw bytes, whatever its content type, so
 * the signature is checked over what was sent before anything is parsed.
 */
export async function registerNotifyRoute(
  app: FastifyInstance,
  deposits: DepositService,
): Promise<void> {
  await app.register(async (scope) => {
    acceptRawBody(scope, '*', BODY_LIMIT);
    scope.post<{ Params: { gateway: string } }>(NOTIFY_PATH, async (request, reply) => {
      const result = await deposits.notify(
        request.params.gateway,
        rawBodyOf(request),
        request.headers,
        request.ip,
      );
      return reply
        .code(result.code)
        .type('application/json')
        .send(JSON.stringify({ received: result.code === 200 }));
    });
  });
}
