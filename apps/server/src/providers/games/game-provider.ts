import type { GameTypeCode } from '@pisoplay/contract';

/** The catalogue game a player launches, as a provider needs it. */
export type LaunchGame = {
  code: string;
  gameId: string;
  gameType: GameTypeCode;
  name: string;
};

export type LaunchRequest = {
  /** Single use, two minutes; the game exchanges it through the wallet's authenticate call. */
  launchToken: string;
  game: LaunchGame;
  lang: string;
  /** Where the game's own lobby or exit control leads back to. */
  lobbyUrl: string;
};

/**
 * A game provider: it serves the games and talks to our seamless wallet
 * (docs/seamless-wallet.md) with its id and shared secret.
 */
export interface GameProvider {
  /** Sent as X-Provider-Id on the wallet calls. */
  readonly id: string;
  /** The address the app opens in the game frame. */
  launchUrl(request: LaunchRequest): Promise<string>;
}
