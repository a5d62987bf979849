import { GAME_TYPES, BUILTIN_GAMES_PREFIX } from '@pisoplay/contract';
import type { GameTypeCode } from '@pisoplay/contract';
import type { GameProvider } from '../game-provider.ts';
import { createWalletClient } from './wallet-client.ts';
import type { WalletClient, WalletTransport } from './wallet-client.ts';

/** Where the built-in provider serves its games. */

/** Every catalogue type plays one of the three built-in games. */
export function builtinGameFor(gameType: GameTypeCode): 'slot' | 'crash' | 'table' {
  if (gameType === GAME_TYPES.table || gameType === GAME_TYPES.live) return 'table';
  if (gameType === GAME_TYPES.fishing || gameType === GAME_TYPES.sport) return 'crash';
  return 'slot';
}

export type BuiltinGameProvider = GameProvider & {
  /** The signed client its game server moves money with. */
  wallet: WalletClient;
};

/** The built-in provider: HTML5 games served by this server, on the seamless wallet. */
export function createBuiltinGameProvider(options: {
  secret: string;
  transport: WalletTransport;
}): BuiltinGameProvider {
  const id = 'builtin';
  return {
    id,
    wallet: createWalletClient({
      providerId: id,
      secret: options.secret,
      transport: options.transport,
    }),
    async launchUrl({ launchToken, game, lang, lobbyUrl }) {
      const query = new URLSearchParams({
        token: launchToken,
        game: game.code,
        lang,
        lobby: lobbyUrl,
      });
      return `${BUILTIN_GAMES_PREFIX}${builtinGameFor(game.gameType)}/?${query}`;
    },
  };
}
