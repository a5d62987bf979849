import type { FastifyInstance } from 'fastify';
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
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    scope.post<{ Params: { gateway: string } }>(NOTIFY_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await deposits.notify(
        request.params.gateway,
        raw,
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
