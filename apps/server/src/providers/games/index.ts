import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { thisServerOrigin } from '../this-server.ts';
import { createBuiltinGameProvider } from './builtin/provider.ts';
import type { BuiltinGameProvider } from './builtin/provider.ts';
import { httpTransport } from './builtin/wallet-client.ts';
import type { WalletTransport } from './builtin/wallet-client.ts';
import type { GameProvider } from './game-provider.ts';

export type { GameProvider, LaunchGame, LaunchRequest } from './game-provider.ts';

/** The game providers, with the shared secret each signs its wallet calls with. */
export type GameProviders = {
  providers: GameProvider[];
  secretOf(providerId: string): string | undefined;
  /** The built-in provider, whose game server runs in this process (docs/builtin-games.md). */
  builtin: BuiltinGameProvider;
};

/**
 * `walletTransport` carries the built-in provider's wallet calls: by default HTTP to this
 * server's own seamless-wallet API, as an outside provider would call it.
 */
export function createGameProviders(
  config: Config,
  options: { walletTransport?: WalletTransport } = {},
): GameProviders {
  // Signer and verifier are this process; a random secret is enough unless one is set.
  const builtinSecret = config.GAME_BUILTIN_SECRET ?? randomBytes(32).toString('hex');
  const builtin = createBuiltinGameProvider({
    secret: builtinSecret,
    transport: options.walletTransport ?? httpTransport(thisServerOrigin(config)),
  });
  const secrets = new Map([[builtin.id, builtinSecret]]);
  return { providers: [builtin], secretOf: (id) => secrets.get(id), builtin };
}
