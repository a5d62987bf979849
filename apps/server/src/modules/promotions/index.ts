import { calls, operatorCalls } from '@pisoplay/contract';
import type { KycGate, Module } from '../../deps.ts';
import { route } from '../../http/route.ts';
import type { Ledger } from '../ledger/index.ts';
import { createPromotionService } from './service.ts';
// The face: the odds as published (the help centre quotes them).
export { publishedBoxOdds } from './service.ts';

/**
 * Promotions (docs/promotions.md): the mystery box (its rules, odds and boxes, paid through the
 * ledger's bonus grants) and the promotion list; the operator's box calls.
 */
export const promotionsModule: Module<{ ledger: Ledger; kycGate: KycGate }> = async (
  app,
  deps,
  { ledger, kycGate },
) => {
  const promo = createPromotionService({ db: deps.db, clock: deps.clock, ledger, kycGate });
  route(app, calls.blindboxDetail, ({ caller, payload }) => promo.month(caller.uid, payload.ym));
  // The claim is form-encoded (spec 7.2): its own scope parses that, small.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 256 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    route(scope, calls.blindboxClaim, ({ caller, payload }) =>
      promo.claim(caller.uid, payload.box_id),
    );
  });
  route(app, calls.blindboxBonus, ({ caller, payload }) =>
    promo.opened(caller.uid, payload.page, payload.page_size),
  );
  route(app, calls.blindboxOdds, () => promo.odds());
  route(app, calls.promoList, () => promo.promotions());
  route(app, operatorCalls.adminBoxIssue, ({ caller, payload }) =>
    promo.issueByHand(caller, payload),
  );
  route(app, operatorCalls.adminBoxRules, () => promo.rules());
  route(app, operatorCalls.adminBoxRuleSave, ({ caller, payload }) =>
    promo.saveRule(caller, payload),
  );
  route(app, operatorCalls.adminBoxOddsSave, ({ caller, payload }) =>
    promo.saveOdds(caller, payload),
  );
};
