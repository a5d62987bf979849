import {
  CASH_TYPES,
  CONTEST_PRIZE_POOL,
  CONTEST_TOP,
  GAME_TYPES,
  centavosToAmount,
  contestPrize,
  mask,
  notFound,
} from '@pisoplay/contract';
import type {
  BonusHistoryRow,
  ContestDayReport,
  ContestHistory,
  ContestToday,
  RankingRow,
} from '@pisoplay/contract';
import { usernamesOf } from '../../members/index.ts';
import { rankedStakesOfDay, stakeRankOf } from '../../play/index.ts';
import { philippineDay, welfareRefusal } from '../service.ts';
import type { PromotionContext } from '../service.ts';
import {
  closedDay,
  closedDays,
  insertClosedDay,
  insertPlaces,
  lockUnsettledPlace,
  openDaysBetween,
  paidPlacesOf,
  placesOfDay,
  settlePlace,
  unsettledPlaces,
} from './contest-queries.ts';

const DAY_MS = 86_400_000;
/** How far back a server that was down catches up on closing days. */
const CATCH_UP_DAYS = 31;
/** Closed days the history offers. */
const HISTORY_DAYS = 30;
const POOL_CENTAVOS = CONTEST_PRIZE_POOL * 100;

export const CONTEST_MESSAGES = { dayNotClosed: 'That contest day is not closed' } as const;

type Ranked = { uid: number; staked: number; rank: number };

/**
 * The daily slot contest (docs/promotions.md, "Daily slot contest"): today's ranking live from
 * the stakes the wallet counts, the close of each Philippine day into a frozen ranking, and the
 * prizes paid from it as bonus grants, once.
 */
export function createContestService(ctx: PromotionContext) {
  const { db, clock } = ctx;

  async function rankingRows(ranked: Ranked[]): Promise<RankingRow[]> {
    const names = await usernamesOf(
      db,
      ranked.map((r) => r.uid),
    );
    return ranked.map((r) => ({
      player: mask(names.get(r.uid) ?? String(r.uid)),
      bet: centavosToAmount(r.staked),
      bonus: centavosToAmount(contestPrize(r.rank) * 100),
      index: r.rank,
    }));
  }

  /** Freezes a day's top 100 into its places, once, whichever server gets there first. */
  async function closeDay(day: string, now: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await insertClosedDay(tx, day, POOL_CENTAVOS, new Date(now)))) return false;
      const totals = await rankedStakesOfDay(tx, day, GAME_TYPES.slot, CONTEST_TOP);
      await insertPlaces(
        tx,
        day,
        totals.map((t, i) => ({
          rank: i + 1,
          uid: t.uid,
          staked: t.staked,
          prize: contestPrize(i + 1) * 100,
        })),
      );
      return true;
    });
  }

  /**
   * Pays a place its prize as a bonus grant keyed by (day, rank, player), or withholds it from
   * a player the welfare gate refuses (blocked, frozen by the KYC deadline, …), with its reason.
   * The place is locked and settled in the grant's transaction, and the grant's key is unique:
   * two servers or a retry pay once.
   */
  async function settle(place: { day: string; rank: number; uid: number; prize: number }) {
    const withheld = await welfareRefusal(ctx.playerGate, place.uid);
    await db.transaction(async (tx) => {
      if (!(await lockUnsettledPlace(tx, place.day, place.rank))) return;
      const now = clock.now();
      if (withheld !== null || place.prize === 0) {
        await settlePlace(tx, place.day, place.rank, { grantId: null, withheld }, new Date(now));
        return;
      }
      const { grant } = await ctx.ledger.grantBonus(
        {
          uid: place.uid,
          source: 'contest_prize',
          sourceRef: `${place.day}:${place.rank}:${place.uid}`,
          amount: place.prize,
          cashType: CASH_TYPES.contestPrize,
          now,
        },
        tx,
      );
      await settlePlace(
        tx,
        place.day,
        place.rank,
        { grantId: grant.id, withheld: null },
        new Date(now),
      );
    });
  }

  return {
    async today(uid: number): Promise<ContestToday> {
      const now = clock.now();
      const day = philippineDay(now);
      const totals = await rankedStakesOfDay(db, day.date, GAME_TYPES.slot, CONTEST_TOP);
      const own = await stakeRankOf(db, day.date, GAME_TYPES.slot, uid);
      const rows = await rankingRows([
        ...totals.map((t, i) => ({ uid: t.uid, staked: t.staked, rank: i + 1 })),
        ...(own ? [own] : []),
      ]);
      return {
        date: day.date,
        rows: rows.slice(0, totals.length),
        mine: own ? rows[totals.length]! : null,
        computed_at: new Date(now).toISOString(),
        pool: centavosToAmount(POOL_CENTAVOS),
        closes_at: day.until.toISOString(),
      };
    },

    async history(uid: number, date?: string): Promise<ContestHistory> {
      const days = await closedDays(db, HISTORY_DAYS);
      const shown = date ?? days[0] ?? null;
      const places = shown ? await placesOfDay(db, shown) : [];
      const mine: BonusHistoryRow[] = (await paidPlacesOf(db, uid, HISTORY_DAYS)).map((p) => ({
        bet: centavosToAmount(p.staked),
        position: p.rank,
        bonus: centavosToAmount(p.prize),
        date: p.day,
      }));
      return { days, date: shown, rows: await rankingRows(places), mine };
    },

    /**
     * Closes every day before today (Philippine time) not closed yet, back to CATCH_UP_DAYS
     * (a server down at midnight catches up when it starts), then settles every place not yet
     * paid or withheld. Run by the job each minute and at start; safe on every server at once.
     */
    async closeDueDays(): Promise<{ closed: string[] }> {
      const now = clock.now();
      const today = philippineDay(now).date;
      const from = philippineDay(now - CATCH_UP_DAYS * DAY_MS).date;
      const closed: string[] = [];
      for (const day of await openDaysBetween(db, from, today)) {
        if (await closeDay(day, now)) closed.push(day);
      }
      for (const place of await unsettledPlaces(db)) await settle(place);
      return { closed };
    },

    async adminDay(date: string): Promise<ContestDayReport> {
      const day = await closedDay(db, date);
      if (!day) throw notFound(CONTEST_MESSAGES.dayNotClosed);
      const places = await placesOfDay(db, date);
      const names = await usernamesOf(
        db,
        places.map((p) => p.uid),
      );
      return {
        date,
        closed_at: day.closed_at.toISOString(),
        pool: centavosToAmount(day.pool),
        places: places.map((p) => ({
          rank: p.rank,
          uid: p.uid,
          username: names.get(p.uid) ?? '',
          bet: centavosToAmount(p.staked),
          prize: centavosToAmount(p.prize),
          grant_id: p.grant_id,
          withheld: p.withheld,
        })),
      };
    },
  };
}

export type ContestService = ReturnType<typeof createContestService>;
