import type { Module } from '../../deps.ts';
import type { MembersService } from '../members/index.ts';
import { partnerKeys } from './partner-keys.ts';
import { pruneExpired } from './partner-queries.ts';
import { createPartnerService } from './partner-service.ts';
import { registerPartnerRoutes } from './routes.ts';
import { registerPartnerSimulators } from './simulator-routes.ts';
import { startJob } from '../../platform/jobs.ts';

const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The partner-wallet and shopping-app mini-app entries (docs/partners.md): entry tokens a
 * partner's server asks for, their exchange for a session, the mini-app login, the shop's
 * vouchers, and outside production the two simulators under /sim/partner/ and /sim/shop/.
 */
export const partnersModule: Module<{ members: MembersService }> = async (
  app,
  deps,
  { members },
) => {
  const keys = partnerKeys(deps.config);
  const partners = createPartnerService({
    db: deps.db,
    clock: deps.clock,
    keys,
    linked: members.linked,
    shop: deps.shop,
  });
  await registerPartnerRoutes(app, partners, deps);
  if (deps.config.NODE_ENV !== 'production') {
    await registerPartnerSimulators(app, {
      keys,
      shop: deps.shop,
      clock: deps.clock,
      db: deps.db,
    });
  }

  startJob(app, deps.db, {
    name: 'partner-token-prune',
    everyMs: PRUNE_EVERY_MS,
    run: () => pruneExpired(deps.db, deps.clock.now()),
  });
};
