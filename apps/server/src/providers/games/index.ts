import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { createBuiltinGameProvider } from './builtin/provider.ts';
import type { GameProvider } from './game-provider.ts';

export type { GameProvider, LaunchGame, LaunchRequest } from './game-provider.ts';

/** The game providers, with the shared secret each signs its wallet calls with. */
export type GameProviders = {
  providers: GameProvider[];
  secretOf(providerId: string): string | undefined;
};

export function createGameProviders(config: Config): GameProviders {
  // Signer and verifier are this process; a random secret is enough unless one is set.
  const builtinSecret = config.GAME_BUILTIN_SECRET ?? randomBytes(32).toString('hex');
  const builtin = createBuiltinGameProvider();
  const secrets = new Map([[builtin.id, builtinSecret]]);
  return { providers: [builtin], secretOf: (id) => secrets.get(id) };
}
