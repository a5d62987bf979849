import {
  CATEGORY_TITLES,
  LOYALTY_RULE_LIMITS,
  amountToCentavos,
  businessError,
  centavosToAmount,
} from '@pisoplay/contract';
import type { LoyaltyRules } from '@pisoplay/contract';
import type { OperatorCaller } from '../../../caller.ts';
import type { Database, Queryable } from '../../../db/database.ts';
import { recordAudit } from '../../../platform/audit/audit-queries.ts';
import type { Clock } from '../../../providers/clock.ts';
import { pointsRates, savePointsRates } from '../../members/index.ts';
import { saveShopItem, shopItems } from '../points/points-queries.ts';
import { toPointsRate } from '../points/points-service.ts';
import { toAdminShopItem } from '../points/shop-items.ts';
import { checkinRewards, saveCheckinRewards } from './checkin-queries.ts';
import { inviteRules, saveInviteRules } from './invite-queries.ts';
import { toInviteRules } from './invite-service.ts';

export const LOYALTY_RULE_MESSAGES = {
  shopFull: `The points shop holds ${LOYALTY_RULE_LIMITS.shopItems} items at most. Switch one off and change it instead.`,
} as const;

const GAME_TYPES = Object.keys(CATEGORY_TITLES).map(Number);
const centavos = (pesos: string) => amountToCentavos(pesos)!;

/**
 * The operator's side of daily wins, invitations and points (docs/promotions.md): what each pays
 * and what the points shop sells, each change audited with its reason in the transaction that
 * makes it. Players get the new rules from their next claim, settlement, bet or exchange.
 */
export function createLoyaltyRulesService(ctx: { db: Database; clock: Clock }) {
  async function rules(q: Queryable): Promise<LoyaltyRules> {
    const earning = new Map((await pointsRates(q)).map((r) => [r.game_type, r.points_per_100]));
    return {
      checkin_rewards: (await checkinRewards(q)).map(centavosToAmount),
      invite: toInviteRules(await inviteRules(q)),
      // Every game type, those that earn nothing too, so the operator can start them earning.
      points_rates: GAME_TYPES.map((type) =>
        toPointsRate({ game_type: type, points_per_100: earning.get(type) ?? 0 }),
      ),
      shop_items: (await shopItems(q)).map(toAdminShopItem),
    };
  }

  /** Makes a change and audits it in one transaction; answers the rules as they now stand. */
  function change(
    operator: OperatorCaller,
    action: string,
    input: { reason: string },
    apply: (tx: Queryable) => Promise<void>,
  ): Promise<LoyaltyRules> {
    return ctx.db.transaction(async (tx) => {
      await apply(tx);
      await recordAudit(tx, {
        by: operator,
        action,
        targetUid: null,
        detail: input,
        reason: input.reason,
        now: ctx.clock.now(),
      });
      return rules(tx);
    });
  }

  return {
    rules: () => rules(ctx.db),

    saveCheckinRewards: (operator: OperatorCaller, input: { rewards: string[]; reason: string }) =>
      change(operator, 'promo.checkin-rewards', input, (tx) =>
        saveCheckinRewards(tx, input.rewards.map(centavos)),
      ),

    saveInviteRules: (
      operator: OperatorCaller,
      input: { reward: string; min_first_deposit: string; daily_limit: number; reason: string },
    ) =>
      change(operator, 'promo.invite-rules', input, (tx) =>
        saveInviteRules(tx, {
          reward: centavos(input.reward),
          min_first_deposit: centavos(input.min_first_deposit),
          daily_limit: input.daily_limit,
        }),
      ),

    savePointsRates: (
      operator: OperatorCaller,
      input: { rates: { game_type: number; points_per_100: number }[]; reason: string },
    ) => change(operator, 'promo.points-rates', input, (tx) => savePointsRates(tx, input.rates)),

    saveShopItem: (
      operator: OperatorCaller,
      input: {
        kind: 'bonus' | 'voucher';
        pesos: number;
        points: number;
        enabled: boolean;
        reason: string;
      },
    ) =>
      change(operator, 'promo.shop-item', input, async (tx) => {
        const { reason: _reason, ...item } = input;
        if (!(await saveShopItem(tx, item, LOYALTY_RULE_LIMITS.shopItems))) {
          throw businessError(LOYALTY_RULE_MESSAGES.shopFull);
        }
      }),
  };
}
