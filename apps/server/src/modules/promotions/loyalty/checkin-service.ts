import {
  CASH_TYPES,
  CHECKIN_CYCLE_DAYS,
  KYC_VERIFIED_STATUSES,
  LOYALTY_MESSAGES,
  businessError,
  centavosToAmount,
  kycStatusFromNumber,
} from '@pisoplay/contract';
import type { CheckinClaim, CheckinDay, CheckinStatus } from '@pisoplay/contract';
import type { Queryable } from '../../../db/database.ts';
import { findMember } from '../../members/index.ts';
import { philippineDay } from '../service.ts';
import type { PromotionContext } from '../service.ts';
import {
  checkinRewards,
  insertCheckin,
  latestCheckin,
  setCheckinGrant,
} from './checkin-queries.ts';
import type { CheckinRow } from './checkin-queries.ts';

const DAY_MS = 86_400_000;

/**
 * Where the player stands today, from their latest check-in: claimed today, or the cycle day a
 * claim would take (the day after yesterday's, 1 again after day 7 or after a missed day), and
 * the consecutive days claimed so far.
 */
export function checkinPosition(
  latest: Pick<CheckinRow, 'day' | 'cycle_day' | 'streak'> | null,
  today: string,
  yesterday: string,
): { claimedToday: boolean; cycleDay: number; streak: number } {
  if (latest?.day === today) {
    return { claimedToday: true, cycleDay: latest.cycle_day, streak: latest.streak };
  }
  if (latest?.day === yesterday) {
    return {
      claimedToday: false,
      cycleDay: (latest.cycle_day % CHECKIN_CYCLE_DAYS) + 1,
      streak: latest.streak,
    };
  }
  return { claimedToday: false, cycleDay: 1, streak: 0 };
}

/** The cycle's days with what each pays now (`rewards`, centavos, day 1 first). */
function calendar(rewards: number[], cycleDay: number, claimedToday: boolean): CheckinDay[] {
  return rewards.map((reward, i) => {
    const day = i + 1;
    const state =
      day < cycleDay || (day === cycleDay && claimedToday)
        ? 'claimed'
        : day === cycleDay
          ? 'today'
          : 'upcoming';
    return { day, amount: centavosToAmount(reward), state };
  });
}

/** Daily wins (docs/promotions.md, "Daily wins"): the 7-day check-in calendar. */
export function createCheckinService(ctx: PromotionContext) {
  async function isVerified(q: Queryable, uid: number): Promise<boolean> {
    const member = await findMember(q, uid);
    return !!member && KYC_VERIFIED_STATUSES.includes(kycStatusFromNumber(member.kyc_status));
  }

  async function position(q: Queryable, uid: number, now: number) {
    const today = philippineDay(now);
    const yesterday = philippineDay(now - DAY_MS).date;
    const latest = await latestCheckin(q, uid, today.date);
    return { today, ...checkinPosition(latest, today.date, yesterday) };
  }

  return {
    async status(uid: number): Promise<CheckinStatus> {
      const now = ctx.clock.now();
      const { today, claimedToday, cycleDay, streak } = await position(ctx.db, uid, now);
      const reason = claimedToday
        ? LOYALTY_MESSAGES.checkinClaimed
        : (await isVerified(ctx.db, uid))
          ? null
          : LOYALTY_MESSAGES.checkinNotVerified;
      return {
        today: today.date,
        days: calendar(await checkinRewards(ctx.db), cycleDay, claimedToday),
        today_day: cycleDay,
        streak,
        claimed_today: claimedToday,
        can_claim: reason === null,
        reason,
        next_claim_at: today.until.toISOString(),
      };
    },

    /**
     * Claims today, once: the day's row (unique per player and Philippine day) and its grant
     * (unique per source reference) in one transaction, so ten claims at once pay once.
     */
    async claim(uid: number): Promise<CheckinClaim> {
      // Spec 4.3's welfare gate first (a frozen or blocked player hears its reminder).
      await ctx.playerGate(uid, 'welfare');
      return ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now();
        if (!(await isVerified(tx, uid))) throw businessError(LOYALTY_MESSAGES.checkinNotVerified);
        const { today, claimedToday, cycleDay, streak } = await position(tx, uid, now);
        if (claimedToday) throw businessError(LOYALTY_MESSAGES.checkinClaimed);
        // What the day pays as the operator set it when the claim is made.
        const amount = (await checkinRewards(tx))[cycleDay - 1]!;
        const claim = { day: today.date, cycle_day: cycleDay, streak: streak + 1, amount };
        const recorded = await insertCheckin(tx, { ...claim, uid, claimedAt: new Date(now) });
        if (!recorded) throw businessError(LOYALTY_MESSAGES.checkinClaimed);
        const { grant } = await ctx.ledger.grantBonus(
          {
            uid,
            source: 'daily_win',
            sourceRef: `${today.date}:${uid}`,
            amount,
            cashType: CASH_TYPES.checkinBonus,
            now,
          },
          tx,
        );
        await setCheckinGrant(tx, uid, today.date, grant.id);
        return {
          day: cycleDay,
          amount: centavosToAmount(amount),
          streak: claim.streak,
          grant_id: grant.id,
        };
      });
    },
  };
}
