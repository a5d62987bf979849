import {
  TIMESTAMP_WINDOW_MS,
  WALLET_ACTIONS,
  WALLET_PATH,
  WALLET_REQUESTS,
  type WalletAction,
  type WalletReply,
} from '@pisoplay/contract';
import type { FastifyInstance } from 'fastify';
import { acceptRawBody, rawBodyOf } from '../../../http/raw-body.ts';
import type { Clock } from '../../../providers/clock.ts';
import type { GameProviders } from '../../../providers/games/index.ts';
import type { WalletService } from './wallet-service.ts';
import { bodySignature, isBodySignature } from '../../../platform/crypto.ts';

const WALLET_ROUTE = `${WALLET_PATH}:action`;
const BODY_LIMIT = 16 * 1024;

const isAction = (value: string): value is WalletAction =>
  (WALLET_ACTIONS as readonly string[]).includes(value);

/**
 * POST /provider/wallet/{action}: a game provider's signed call (docs/seamless-wallet.md). The
 * body reaches the handler as its raw bytes: the signature is checked over exactly what was
 * sent before anything is parsed. Replies are JSON, signed the same way.
 */
export async function registerWalletRoute(
  app: FastifyInstance,
  deps: { games: GameProviders; clock: Clock; wallet: WalletService },
): Promise<void> {
  await app.register(async (scope) => {
    acceptRawBody(scope, '*', BODY_LIMIT);
    scope.post<{ Params: { action: string } }>(WALLET_ROUTE, async (request, reply) => {
      const providerId = String(request.headers['x-provider-id'] ?? '');
      const secret = deps.games.secretOf(providerId);
      const send = (code: number, body: WalletReply | { status: string; message?: string }) => {
        const json = JSON.stringify(body);
        if (secret) reply.header('x-signature', bodySignature(secret, json));
        return reply.code(code).type('application/json').send(json);
      };
      const raw = rawBodyOf(request);
      const signature = request.headers['x-signature'];
      if (!secret || !isBodySignature(secret, raw, signature)) {
        return send(401, { status: 'INVALID_SIGNATURE' });
      }
      const action = request.params.action;
      if (!isAction(action)) return send(404, { status: 'BAD_REQUEST', message: 'Unknown action' });
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return send(400, { status: 'BAD_REQUEST', message: 'The body is not JSON' });
      }
      const stamp = (json as { timestamp?: unknown } | null)?.timestamp;
      if (typeof stamp !== 'number' || Math.abs(deps.clock.now() - stamp) > TIMESTAMP_WINDOW_MS) {
        return send(401, { status: 'INVALID_SIGNATURE' });
      }
      const parsed = WALLET_REQUESTS[action].safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const message = issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid';
        return send(400, { status: 'BAD_REQUEST', message });
      }
      return send(200, await deps.wallet.handle(providerId, action, parsed.data as never));
    });
  });
}
