import { createHash, randomBytes } from 'node:crypto';
import { LAUNCH_TOKEN_TTL_MS, RG_MESSAGES, businessError, notFound } from '@pisoplay/contract';
import type { KycAction } from '@pisoplay/contract';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../providers/clock.ts';
import type { GameProviders } from '../../../providers/games/index.ts';
import { PLAY_MESSAGES } from '../messages.ts';
import { crossedPlayLimit } from '../limits/play-limit-queries.ts';
import { findLaunchableGame, insertLaunchToken, touchHistory } from './launch-queries.ts';
import type { LaunchableGame } from './launch-queries.ts';

/** Launch tokens are kept as their SHA-256 only. */
export const hashLaunchToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a game's own exit control leads: the lobby. */
const LOBBY_URL = '/';

export type LaunchContext = {
  db: Database;
  clock: Clock;
  games: GameProviders;
  playerGate: (uid: number, action: KycAction) => Promise<void>;
};

/** Why a game cannot be played now, or null when it can. */
export function unavailableReason(game: Pick<LaunchableGame, 'online' | 'maintained'>) {
  if (game.online !== 1) return PLAY_MESSAGES.gameOffline;
  if (game.maintained === 1) return PLAY_MESSAGES.gameMaintained;
  return null;
}

/**
 * GET /game/launch: checks the play gate of spec 4.3, the game and the player's own limits, then
 * asks the game's provider for the address the game frame opens, carrying a single-use launch
 * token (docs/seamless-wallet.md, "Launch").
 */
export function createLaunchService(ctx: LaunchContext) {
  return async (uid: number, code: string, lang: string): Promise<string> => {
    const game = await findLaunchableGame(ctx.db, code);
    if (!game) throw notFound(PLAY_MESSAGES.gameNotFound);
    await ctx.playerGate(uid, 'play');
    const refused = unavailableReason(game);
    if (refused) throw businessError(refused);
    // A limit the player set that not even the smallest stake fits (docs/responsible-gaming.md).
    const crossed = await crossedPlayLimit(ctx.db, uid, 1, ctx.clock.now());
    if (crossed) throw businessError(RG_MESSAGES.playLimit(crossed));
    const provider = ctx.games.providers.find((p) => p.id === game.provider);
    if (!provider) throw businessError(PLAY_MESSAGES.providerMissing);

    const launchToken = randomBytes(32).toString('base64url');
    const now = new Date(ctx.clock.now());
    await ctx.db.transaction(async (tx) => {
      await insertLaunchToken(tx, {
        hash: hashLaunchToken(launchToken),
        uid,
        gameId: game.id,
        now,
        expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS),
      });
      await touchHistory(tx, uid, game.id, now);
    });
    return provider.launchUrl({
      launchToken,
      game: { code: game.code, gameId: game.game_id, gameType: game.game_type, name: game.en_name },
      lang,
      lobbyUrl: LOBBY_URL,
    });
  };
}
