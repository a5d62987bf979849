import { calls, operatorCalls } from '@pisoplay/contract';
import { useCallQuery } from '@/shared/queries/call-query';

export const useBoxRules = () => useCallQuery(operatorCalls.adminBoxRules, {});

/** The published odds, as players read them. */
export const useBoxOdds = () => useCallQuery(calls.blindboxOdds, {});

export const BOX_RULE_READS = [operatorCalls.adminBoxRules];
export const BOX_ODDS_READS = [calls.blindboxOdds];

export const useVipLevels = () => useCallQuery(operatorCalls.adminVipLevels, {});

export const VIP_READS = [operatorCalls.adminVipLevels];

/** What daily wins, invitations and points pay, and what the points shop sells. */
export const useLoyaltyRules = () => useCallQuery(operatorCalls.adminLoyaltyRules, {});

export const LOYALTY_READS = [operatorCalls.adminLoyaltyRules];

/** Every promotion of the players' list, ended and scheduled ones too. */
export const useAdminPromotions = () => useCallQuery(operatorCalls.adminPromoList, {});

export const PROMOTION_READS = [operatorCalls.adminPromoList];
