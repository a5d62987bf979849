import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import type { Session } from '@pisoplay/contract';
import { signedCall, testDatabase } from '../../../test/harness.ts';
import { bodySignature } from '../../../platform/crypto.ts';
import type { WalletAction, WalletReply } from '@pisoplay/contract';

export const GAME_SECRET = 'play-test-game-secret-0123456789abcdef';

/** A game provider calling the wallet: signed JSON over HTTP, as docs/seamless-wallet.md says. */
export function providerClient(
  app: FastifyInstance,
  options: { secret?: string; providerId?: string; now?: () => number } = {},
) {
  const secret = options.secret ?? GAME_SECRET;
  const providerId = options.providerId ?? 'builtin';
  const now = options.now ?? Date.now;
  return async (
    action: WalletAction,
    body: Record<string, unknown>,
    tamper?: { signature?: string },
  ): Promise<{ statusCode: number; reply: WalletReply; signature: string | undefined }> => {
    const raw = JSON.stringify({ timestamp: now(), ...body });
    const response = await app.inject({
      method: 'POST',
      url: `/provider/wallet/${action}`,
      headers: {
        'content-type': 'application/json',
        'x-provider-id': providerId,
        'x-signature': tamper?.signature ?? bodySignature(secret, raw),
      },
      payload: raw,
    });
    const signature = response.headers['x-signature'];
    return {
      statusCode: response.statusCode,
      reply: JSON.parse(response.body) as WalletReply,
      signature: typeof signature === 'string' ? signature : undefined,
    };
  };
}

/** The launch token out of a launch address. */
export function launchTokenOf(url: string): string {
  const token = new URL(url, 'http://game.test').searchParams.get('token');
  if (!token) throw new Error(`No token in ${url}`);
  return token;
}

/** A seeded game that can launch (online, not maintained), restored by the caller if changed. */
export async function launchableGame(offset = 0): Promise<{ id: number; code: string }> {
  const [row] = await (
    await testDatabase()
  ).query<{ id: number; code: string }>(
    `SELECT id, code FROM games WHERE online = 1 AND maintained = 0 ORDER BY id OFFSET $1 LIMIT 1`,
    [offset],
  );
  return row!;
}

/** Launches a game and authenticates with the token: the game session a provider holds. */
export async function startSession(
  app: FastifyInstance,
  session: Session,
  game: { code: string },
): Promise<{ session_id: string; player_id: string; balance: number }> {
  const launched = await signedCall(app, session, calls.gameLaunchV2, { code: game.code });
  if (!launched.body.status) throw new Error(String(launched.body.data));
  const provider = providerClient(app);
  const { reply } = await provider('authenticate', {
    token: launchTokenOf(launched.body.data),
    game_code: game.code,
  });
  if (reply.status !== 'OK') throw new Error(reply.status);
  return reply as never;
}

export const txid = () => randomUUID();
