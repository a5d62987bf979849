import { calls, operatorCalls } from '@pisoplay/contract';
import type { PlayerGate, Module } from '../../deps.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import type { Ledger } from '../ledger/index.ts';
import { route } from '../../http/route.ts';
import { createLaunchService } from './launch/launch-service.ts';
import { createListService } from './lists/list-service.ts';
import { registerWalletRoute } from './wallet/wallet-route.ts';

export { settledStakesBetween } from './lists/list-queries.ts';
export { playTotalsOf } from './limits/play-limit-queries.ts';
export type { PlayTotals } from './limits/play-limit-queries.ts';
export { rankedStakesOfDay, stakeRankOf } from './stakes/stake-queries.ts';
export type { StakeTotal } from './stakes/stake-queries.ts';
import { createWalletService } from './wallet/wallet-service.ts';

/** The lang header the client sends (spec 7), passed on to the game: 'en_US', 'fil_PH'. */
const langOf = (header: unknown) =>
  typeof header === 'string' && /^[a-z]{2,3}_[A-Z]{2}$/.test(header) ? header : 'en_US';

/**
 * Play (docs/play.md): game launch, the seamless wallet game providers call
 * (docs/seamless-wallet.md), favourites, recently played, the bet record and the operator's
 * game and bet calls.
 */
export const playModule: Module<{
  ledger: Ledger;
  playerGate: PlayerGate;
  catalogue: CatalogueService;
}> = async (app, deps, { ledger, playerGate, catalogue }) => {
  const { db, clock } = deps;
  const launch = createLaunchService({ db, clock, games: deps.games, playerGate });
  const lists = createListService({ db, clock, catalogueChanged: () => catalogue.changed() });
  const wallet = createWalletService({ db, clock, ledger, playerGate, log: app.log });

  for (const call of [calls.gameLaunch, calls.gameLaunchV2]) {
    route(app, call, ({ caller, payload, request }) =>
      launch(caller.uid, payload.code, langOf(request.headers.lang)),
    );
  }
  route(app, calls.favInsert, ({ caller, payload }) => lists.favInsert(caller.uid, payload.id));
  route(app, calls.favDelete, ({ caller, payload }) => lists.favDelete(caller.uid, payload.id));
  route(app, calls.favList, ({ caller, payload }) => lists.favList(caller.uid, payload));
  route(app, calls.gameHistory, ({ caller, payload }) => lists.history(caller.uid, payload));
  route(app, calls.betList, ({ caller, payload }) => lists.bets(caller.uid, payload));
  route(app, calls.betDetail, ({ caller, payload }) => lists.bet(caller.uid, payload.id));
  route(app, operatorCalls.adminGameUpdate, ({ caller, payload }) =>
    lists.adminGameUpdate(caller, payload),
  );
  route(app, operatorCalls.adminGameList, ({ payload }) => lists.adminGames(payload));
  route(app, operatorCalls.adminBets, ({ payload }) => lists.adminBets(payload));

  await registerWalletRoute(app, { games: deps.games, clock, wallet });
};
