import { calls, operatorCalls } from '@pisoplay/contract';
import type { Module } from '../../deps.ts';
import { route } from '../../http/route.ts';
import type { Ledger } from '../ledger/index.ts';
import { registerRestrictedPersons } from './restricted/restricted-routes.ts';
import { createRgService } from './rg-service.ts';

/**
 * Responsible gaming (docs/responsible-gaming.md): the player's limits, reality check,
 * cooling-off and self-exclusion, the operator's view and stricter settings, and the
 * restricted-persons list. The rules are kept in the members' tables; each is enforced where the
 * money moves (finance's deposit, play's launch and bet) and by the player gate.
 */
export const rgModule: Module<{ ledger: Ledger }> = async (app, deps, { ledger }) => {
  const rg = createRgService({ db: deps.db, clock: deps.clock, ledger });
  route(app, calls.rg, ({ caller }) => rg.status(caller.uid));
  route(app, calls.rgLimit, ({ caller, payload }) => rg.setLimit(caller.uid, payload));
  route(app, calls.rgRealityCheck, ({ caller, payload }) =>
    rg.setRealityCheck(caller.uid, payload.minutes),
  );
  route(app, calls.rgCoolOff, ({ caller, payload }) => rg.coolOff(caller.uid, payload.period));
  route(app, calls.rgExclude, ({ caller, payload }) => rg.exclude(caller.uid, payload.period));
  route(app, calls.rgExclusion, ({ caller }) => rg.exclusion(caller.uid));
  route(app, calls.rgExclusionEnd, ({ caller, payload }) => rg.endExclusion(caller, payload));
  route(app, operatorCalls.adminMemberRg, ({ payload }) => rg.adminStatus(payload.uid));
  route(app, operatorCalls.adminMemberRgSave, ({ caller, payload }) =>
    rg.adminSave(caller, payload),
  );
  registerRestrictedPersons(app, deps);
};
