import type { FastifyInstance } from 'fastify';
import type { Promotion } from '@pisoplay/contract';
import type { AppDeps, PlayerGate } from '../deps.ts';
import { registerBuiltinGames } from '../providers/games/builtin/routes.ts';
import { catalogueModule } from './catalogue/index.ts';
import type { CatalogueService } from './catalogue/index.ts';
import { chatModule } from './chat/index.ts';
import { financeModule } from './finance/index.ts';
import { kycModule } from './kyc/index.ts';
import { ledgerModule } from './ledger/index.ts';
import { liveModule } from './live/index.ts';
import type { Ledger } from './ledger/index.ts';
import { membersModule } from './members/index.ts';
import type { MembersService } from './members/index.ts';
import { operatorsModule } from './operators/index.ts';
import { partnersModule } from './partners/index.ts';
import { playModule } from './play/index.ts';
import { promotionsModule, publishedBoxOdds } from './promotions/index.ts';
import { rgModule } from './rg/index.ts';
import type { ContestService, VipService } from './promotions/index.ts';
import { supportModule } from './support/index.ts';
import type { GameServer } from '../providers/games/builtin/game-server.ts';

/** The services the modules give each other, built once. */
export type ModuleServices = {
  members: MembersService;
  ledger: Ledger;
  playerGate: PlayerGate;
  catalogue: CatalogueService;
  builtinGames: GameServer;
  contest: ContestService;
  vip: VipService;
  runningPromotions: () => Promise<Promotion[]>;
};

/**
 * The composition root: registers every module once, from the bottom up (the order of
 * docs/architecture.md), handing each the services of the modules below it as typed
 * dependencies. The one service used upward, the KYC gate members' profile calls need, is handed
 * to members as a function that calls the gate built right after.
 */
export async function registerModules(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<ModuleServices> {
  const kyc: { gate?: PlayerGate } = {};
  // The player gate: KYC's (spec 4.3), then a break or self-exclusion in force (members').
  const playerGate: PlayerGate = async (uid, action) => {
    if (!kyc.gate) throw new Error('The KYC gate is used before the KYC module is registered');
    await kyc.gate(uid, action);
    await members.restrictionGate(uid, action);
  };
  const members = await membersModule(app, deps, { playerGate });
  const { approvals } = await operatorsModule(app, deps);
  const ledger = await ledgerModule(app, deps, { approvals });
  kyc.gate = (await kycModule(app, deps, {})).gate;
  await financeModule(app, deps, { ledger, playerGate, approvals });
  const catalogue = await catalogueModule(app, deps, {});
  await supportModule(app, deps, { boxOdds: () => publishedBoxOdds(deps.db) });
  await chatModule(app, deps);
  await liveModule(app, deps, {});
  await playModule(app, deps, { ledger, playerGate, catalogue });
  const { contest, vip, runningPromotions } = await promotionsModule(app, deps, {
    ledger,
    playerGate,
  });
  await rgModule(app, deps, { ledger });
  // The built-in game provider runs in this process and knows the catalogue as a provider would.
  const builtinGames = await registerBuiltinGames(app, deps, catalogue.gameTheme);
  await partnersModule(app, deps, { members });
  return { members, ledger, playerGate, catalogue, builtinGames, contest, vip, runningPromotions };
}
