import { DEFAULT_LANGUAGE, calls, operatorCalls, type Promotion } from '@pisoplay/contract';
import type { PlayerGate, Module } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { languageOfRequest, localizerOf } from '../../platform/i18n/localize.ts';
import type { Ledger } from '../ledger/index.ts';
import { contestCloseJob } from './contest/contest-job.ts';
import { createContestService } from './contest/contest-service.ts';
import type { ContestService } from './contest/contest-service.ts';
import { createPointsService } from './points/points-service.ts';
import { createCheckinService } from './loyalty/checkin-service.ts';
import { inviteRewardJob } from './loyalty/invite-job.ts';
import { createLoyaltyRulesService } from './loyalty/loyalty-rules-service.ts';
import { createInviteService } from './loyalty/invite-service.ts';
import { createPromotionService } from './service.ts';
import { vipBonusJob } from './vip/vip-job.ts';
import { startJob } from '../../platform/jobs.ts';
import { createVipService } from './vip/vip-service.ts';
import type { VipService } from './vip/vip-service.ts';
// The face: the odds as published (the help centre quotes them).
export { publishedBoxOdds } from './service.ts';
export type { ContestService } from './contest/contest-service.ts';
export type { VipService } from './vip/vip-service.ts';

/**
 * Promotions (docs/promotions.md): the mystery box (its rules, odds and boxes, paid through the
 * ledger's bonus grants), the daily slot contest, the points shop, VIP bonuses and the promotion
 * list; the operator's box, contest, loyalty rule and VIP level calls.
 */
export const promotionsModule: Module<
  { ledger: Ledger; playerGate: PlayerGate },
  {
    contest: ContestService;
    vip: VipService;
    /** The running promotions (English titles), for the pages the server paints them into. */
    runningPromotions: () => Promise<Promotion[]>;
  }
> = async (app, deps, { ledger, playerGate }) => {
  const promo = createPromotionService({ db: deps.db, clock: deps.clock, ledger, playerGate });
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
  route(app, calls.promoList, ({ request }) => promo.promotions(languageOfRequest(request)));
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
  route(app, operatorCalls.adminPromoList, () => promo.adminPromotions());
  route(app, operatorCalls.adminPromoSave, ({ caller, payload }) =>
    promo.savePromotion(caller, payload),
  );
  route(app, operatorCalls.adminPromoTranslationSave, ({ caller, payload }) =>
    promo.savePromotionTranslation(caller, payload),
  );

  const contest = createContestService({ db: deps.db, clock: deps.clock, ledger, playerGate });
  route(app, calls.rankToday, ({ caller }) => contest.today(caller.uid));
  route(app, calls.rankHistory, ({ caller, payload }) => contest.history(caller.uid, payload.date));
  route(app, operatorCalls.adminContestDay, ({ payload }) => contest.adminDay(payload.date));
  if (deps.config.BONUS_JOBS === 'on') {
    startJob(app, deps.db, contestCloseJob(contest, app.log));
  }

  const points = createPointsService({ db: deps.db, clock: deps.clock, ledger, playerGate });
  route(app, calls.points, ({ caller, payload }) =>
    points.summary(caller.uid, payload.page, payload.page_size),
  );
  route(app, calls.pointsShop, ({ caller }) => points.shop(caller.uid));
  route(app, calls.pointsExchange, async ({ caller, payload, request }) => {
    const made = await points.exchange(
      caller.uid,
      payload.item_id,
      payload.idempotency_key,
      payload.points,
    );
    return { ...made, message: localizerOf(request)(made.message) };
  });

  // Daily wins and invitations (docs/promotions.md).
  const checkin = createCheckinService({ db: deps.db, clock: deps.clock, ledger, playerGate });
  // The reasons a player reads (why a claim is closed, why an invitee earns nothing yet) in the
  // lang header's language.
  route(app, calls.checkin, async ({ caller, request }) => {
    const status = await checkin.status(caller.uid);
    return { ...status, reason: status.reason && localizerOf(request)(status.reason) };
  });
  route(app, calls.checkinClaim, ({ caller }) => checkin.claim(caller.uid));
  const invites = createInviteService({ db: deps.db, clock: deps.clock, ledger, playerGate });
  route(app, calls.invite, async ({ caller, request }) => {
    const summary = await invites.summary(caller.uid);
    const localize = localizerOf(request);
    return {
      ...summary,
      invitees: summary.invitees.map((i) => ({ ...i, reason: i.reason && localize(i.reason) })),
    };
  });
  if (deps.config.BONUS_JOBS === 'on') {
    startJob(app, deps.db, inviteRewardJob(invites));
  }
  // What daily wins, invitations and points pay: the operator's (each change audited).
  const loyaltyRules = createLoyaltyRulesService({ db: deps.db, clock: deps.clock });
  route(app, operatorCalls.adminLoyaltyRules, () => loyaltyRules.rules());
  route(app, operatorCalls.adminCheckinRewardsSave, ({ caller, payload }) =>
    loyaltyRules.saveCheckinRewards(caller, payload),
  );
  route(app, operatorCalls.adminInviteRulesSave, ({ caller, payload }) =>
    loyaltyRules.saveInviteRules(caller, payload),
  );
  route(app, operatorCalls.adminPointsRatesSave, ({ caller, payload }) =>
    loyaltyRules.savePointsRates(caller, payload),
  );
  route(app, operatorCalls.adminShopItemSave, ({ caller, payload }) =>
    loyaltyRules.saveShopItem(caller, payload),
  );

  // VIP (docs/vip.md): levels from the members' XP, their bonuses paid here.
  const vip = createVipService({ db: deps.db, clock: deps.clock, ledger, playerGate });
  // Why a bonus was withheld (the welfare gate's refusal) in the lang header's language.
  route(app, calls.vip, async ({ caller, request }) => {
    const status = await vip.status(caller.uid);
    const localize = localizerOf(request);
    return {
      ...status,
      bonuses: status.bonuses.map((b) => ({ ...b, reason: b.reason && localize(b.reason) })),
    };
  });
  route(app, calls.vipRule, () => vip.rule());
  route(app, operatorCalls.adminVipLevels, () => vip.rule());
  route(app, operatorCalls.adminVipLevelsSave, ({ caller, payload }) =>
    vip.saveLevels(caller, payload),
  );
  if (deps.config.BONUS_JOBS === 'on') {
    startJob(app, deps.db, vipBonusJob(vip, app.log));
  }
  return { contest, vip, runningPromotions: () => promo.promotions(DEFAULT_LANGUAGE) };
};
