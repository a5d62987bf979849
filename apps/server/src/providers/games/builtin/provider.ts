import { GAME_TYPES, BUILTIN_GAMES_PREFIX } from '@pisoplay/contract';
import type { BuiltinGameKind, GameTypeCode } from '@pisoplay/contract';
import { BACCARAT_RTP } from './engines/baccarat.ts';
import { CRASH_RTP } from './engines/crash.ts';
import { slotMachineFor } from './engines/slot.ts';
import type { GameProvider } from '../game-provider.ts';
import { createWalletClient } from './wallet-client.ts';
import type { WalletClient, WalletTransport } from './wallet-client.ts';

/**
 * Which built-in game a catalogue type plays: table and live titles are baccarat tables,
 * fishing titles the crash game themed as a catch (docs/builtin-games.md), the rest slots. The
 * seed has no sport or bingo titles: there is no sportsbook or bingo engine.
 */
export function builtinGameFor(gameType: GameTypeCode): BuiltinGameKind {
  if (gameType === GAME_TYPES.table || gameType === GAME_TYPES.live) return 'table';
  if (gameType === GAME_TYPES.fishing) return 'crash';
  return 'slot';
}

/**
 * The return to player a catalogue game has, as its engine plays it (percent): its slot
 * machine's, the crash game's, or baccarat's on the Banker bet (the best a player can choose).
 */
export function builtinRtp(gameType: GameTypeCode, gameCode: string): number {
  const kind = builtinGameFor(gameType);
  if (kind === 'slot') return slotMachineFor(gameCode).rtp;
  return kind === 'crash' ? CRASH_RTP : BACCARAT_RTP.banker;
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
