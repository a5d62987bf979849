import { randomInt } from 'node:crypto';
import {
  AppError,
  BOX_LIFETIME_SECONDS,
  BOX_MIN_SECONDS,
  CASH_TYPES,
  amountToCentavos,
  businessError,
  DEFAULT_LANGUAGE,
  centavosToAmount,
  notFound,
} from '@pisoplay/contract';
import type {
  AdminPromotion,
  Language,
  BlindBoxMonth,
  BoxClaim,
  BoxOdds,
  BoxRule,
  BoxRuleId,
  MysteryBox,
  Promotion,
} from '@pisoplay/contract';
import type { OperatorCaller } from '../../caller.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { PlayerGate } from '../../deps.ts';
import { recordAudit } from '../../platform/audit/audit-queries.ts';
import type { Clock } from '../../providers/clock.ts';
import { depositsCreditedBetween } from '../ledger/index.ts';
import type { Ledger } from '../ledger/index.ts';
import { settledStakesBetween } from '../play/index.ts';
import {
  allPromotions,
  boxOdds,
  boxRules,
  boxesIssuedBetween,
  issueBoxes,
  lockBox,
  markOpened,
  openedBoxes,
  promotionTranslations,
  replaceBoxOdds,
  runningPromotions,
  saveBoxRule,
  savePromotionTranslation,
  updatePromotion,
} from './queries.ts';
import type { BoxRow, OddsRow, PromotionRow, PromotionTranslationRow } from './queries.ts';

/** What the operator's promotion calls answer (the back office is in English). */
export const PROMOTION_ADMIN_MESSAGES = { promotionNotFound: 'No such promotion' } as const;

export const PROMOTION_MESSAGES = {
  boxNotFound: 'Mystery box not found',
  boxOpened: 'This mystery box has already been opened',
  boxExpired: 'This mystery box has expired',
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Philippine time: UTC+8, no daylight saving. */
const PH_OFFSET_MS = 8 * HOUR_MS;

/** The Philippine day holding `now`: its bounds and its date ('2026-11-24'). */
export function philippineDay(now: number): { from: Date; until: Date; date: string } {
  const start = Math.floor((now + PH_OFFSET_MS) / DAY_MS) * DAY_MS - PH_OFFSET_MS;
  return {
    from: new Date(start),
    until: new Date(start + DAY_MS),
    date: new Date(start + PH_OFFSET_MS).toISOString().slice(0, 10),
  };
}

/** A Philippine month ('2026-11'): its bounds. */
function philippineMonth(ym: string): { from: Date; until: Date } {
  const [year, month] = ym.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, month - 1, 1) - PH_OFFSET_MS),
    until: new Date(Date.UTC(year, month, 1) - PH_OFFSET_MS),
  };
}

/** A prize drawn by weight with a CSPRNG (the odds table is published as it is drawn). */
export function drawPrize(odds: readonly OddsRow[], random: (max: number) => number = randomInt) {
  const total = odds.reduce((sum, o) => sum + o.weight, 0);
  let ticket = random(total);
  for (const o of odds) {
    if (ticket < o.weight) return o.prize;
    ticket -= o.weight;
  }
  throw new Error('The odds table is empty');
}

export function publishedOdds(odds: readonly OddsRow[]): BoxOdds[] {
  const total = odds.reduce((sum, o) => sum + o.weight, 0);
  return odds.map((o) => ({
    prize: centavosToAmount(o.prize),
    weight: o.weight,
    percent: ((o.weight * 100) / total).toFixed(2),
  }));
}

/** The odds table as the draw uses it, published. */
export const publishedBoxOdds = async (q: Queryable) => publishedOdds(await boxOdds(q));

function toMysteryBox(box: BoxRow, now: number): MysteryBox {
  const left = Math.max(0, Math.floor((box.expires_at.getTime() - now) / 1000));
  return {
    box_id: box.id,
    bonus: box.prize === null ? null : centavosToAmount(box.prize),
    expire_second: box.opened_at ? 0 : left,
    is_expired: !box.opened_at && left === 0 ? 1 : 0,
    state: box.opened_at ? 1 : null,
  };
}

const toRule = (r: { id: BoxRuleId; enabled: boolean; threshold: number; max_per_day: number }) =>
  ({ ...r, threshold: centavosToAmount(r.threshold) }) satisfies BoxRule;

/** What every promotion's service is built with (mystery box, contest, points, VIP, loyalty). */
export type PromotionContext = {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  playerGate: PlayerGate;
};

/**
 * Why the welfare gate (spec 4.3) refuses the player a promotion's award now, or null: an award
 * refused is recorded withheld with this reason. Asked before a transaction opens (PGlite has one
 * connection).
 */
export async function welfareRefusal(playerGate: PlayerGate, uid: number): Promise<string | null> {
  try {
    await playerGate(uid, 'welfare');
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.message;
  }
}

/** The mystery box and the promotion list (docs/promotions.md). */
export function createPromotionService(ctx: PromotionContext) {
  const lifetime = (now: number) => new Date(now + BOX_LIFETIME_SECONDS * 1000);

  /**
   * Issues the boxes today's rules owe the player, from what the ledger and the bet records
   * say happened today; each under a key of its rule, day and index, so once.
   */
  async function issueOwedBoxes(q: Queryable, uid: number, now: number): Promise<void> {
    const day = philippineDay(now);
    const keys: string[] = [];
    for (const rule of await boxRules(q)) {
      if (!rule.enabled) continue;
      if (rule.id === 'first_deposit') {
        if ((await depositsCreditedBetween(q, uid, day.from, day.until)) > 0) {
          keys.push(`first_deposit:${day.date}`);
        }
      } else if (rule.threshold > 0) {
        const staked = await settledStakesBetween(q, uid, day.from, day.until);
        const owed = Math.min(Math.floor(staked / rule.threshold), rule.max_per_day);
        for (let i = 1; i <= owed; i += 1) keys.push(`wagered:${day.date}:${i}`);
      }
    }
    await issueBoxes(q, uid, keys, new Date(now), lifetime(now));
  }

  return {
    async month(uid: number, ym: string): Promise<BlindBoxMonth> {
      const now = ctx.clock.now();
      await issueOwedBoxes(ctx.db, uid, now);
      const { from, until } = philippineMonth(ym);
      const boxes = (await boxesIssuedBetween(ctx.db, uid, from, until)).map((b) =>
        toMysteryBox(b, now),
      );
      const claimed = boxes.filter((b) => b.state === 1).length;
      return {
        claimed,
        unclaimed: boxes.filter((b) => b.state === null && b.is_expired === 0).length,
        total: boxes.length,
        data: { [ym]: boxes },
      };
    },

    async claim(uid: number, boxId: number): Promise<BoxClaim> {
      await ctx.playerGate(uid, 'welfare');
      return ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now();
        const box = await lockBox(tx, boxId);
        if (!box || box.uid !== uid) throw businessError(PROMOTION_MESSAGES.boxNotFound);
        if (box.opened_at) throw businessError(PROMOTION_MESSAGES.boxOpened);
        if (box.expires_at.getTime() - now <= BOX_MIN_SECONDS * 1000) {
          throw businessError(PROMOTION_MESSAGES.boxExpired);
        }
        const prize = drawPrize(await boxOdds(tx));
        const { grant } = await ctx.ledger.grantBonus(
          {
            uid,
            source: 'mystery_box',
            sourceRef: String(box.id),
            amount: prize,
            cashType: CASH_TYPES.mysteryBox,
            now,
          },
          tx,
        );
        await markOpened(tx, { id: box.id, openedAt: new Date(now), prize, grantId: grant.id });
        return { box_id: box.id, bonus: centavosToAmount(prize), grant_id: grant.id };
      });
    },

    async opened(uid: number, page: number, pageSize: number) {
      const { rows, total } = await openedBoxes(ctx.db, uid, (page - 1) * pageSize, pageSize);
      return {
        t: total,
        s: 1,
        d: rows.map((b) => ({
          id: b.id,
          created_at: b.opened_at!.toISOString(),
          bonus: centavosToAmount(b.prize!),
          cash_type: CASH_TYPES.mysteryBox,
        })),
      };
    },

    odds: () => publishedBoxOdds(ctx.db),

    /** The running promotions, titled in `language` where a current translation is there. */
    async promotions(language: Language): Promise<Promotion[]> {
      const rows = await runningPromotions(ctx.db, new Date(ctx.clock.now()));
      const translated = new Map(
        language === DEFAULT_LANGUAGE
          ? []
          : (await promotionTranslations(ctx.db, language)).map((t) => [t.promotion_id, t]),
      );
      return rows.map(({ sorting: _sorting, ...p }) => {
        const translation = translated.get(p.id);
        return {
          ...p,
          title: translation?.english === p.title ? translation.title : p.title,
          starts_at: p.starts_at.toISOString(),
          ends_at: p.ends_at?.toISOString() ?? null,
        };
      });
    },

    // ---- The operator's calls, each audited.
    async issueByHand(
      operator: OperatorCaller,
      input: { uid: number; count: number; reason: string },
    ) {
      return ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now();
        const keys = Array.from(
          { length: input.count },
          (_, i) => `operator:${operator.operatorId}:${now}:${i + 1}`,
        );
        const boxIds = await issueBoxes(tx, input.uid, keys, new Date(now), lifetime(now));
        await audit(tx, operator, 'promo.box.issue', input.uid, { ...input, box_ids: boxIds }, now);
        return { box_ids: boxIds };
      });
    },

    rules: async () => (await boxRules(ctx.db)).map(toRule),

    adminPromotions: () => adminPromotions(ctx.db, ctx.clock.now()),

    /** A promotion's title in another language, for its English title as it stands. */
    async savePromotionTranslation(
      operator: OperatorCaller,
      input: { id: number; language: Language; title: string; reason: string },
    ) {
      return ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now();
        const saved = await savePromotionTranslation(tx, {
          ...input,
          by: operator.username,
          now: new Date(now),
        });
        if (!saved) throw notFound(PROMOTION_ADMIN_MESSAGES.promotionNotFound);
        await audit(tx, operator, 'promo.translation', null, input, now);
        return adminPromotions(tx, now);
      });
    },

    /** A promotion's title, colour, order and period (Philippine days, the last one included). */
    async savePromotion(
      operator: OperatorCaller,
      input: {
        id: number;
        title: string;
        back_color: string;
        sorting: number;
        starts_on: string;
        ends_on: string;
        reason: string;
      },
    ) {
      return ctx.db.transaction(async (tx) => {
        const changed = await updatePromotion(tx, {
          ...input,
          starts_at: startOfPhilippineDay(input.starts_on),
          ends_at: input.ends_on
            ? new Date(startOfPhilippineDay(input.ends_on).getTime() + DAY_MS)
            : null,
        });
        if (!changed) throw notFound(PROMOTION_ADMIN_MESSAGES.promotionNotFound);
        await audit(tx, operator, 'promo.save', null, input, ctx.clock.now());
        return adminPromotions(tx, ctx.clock.now());
      });
    },

    async saveRule(
      operator: OperatorCaller,
      input: {
        id: BoxRuleId;
        enabled: boolean;
        threshold: string;
        max_per_day: number;
        reason: string;
      },
    ) {
      return ctx.db.transaction(async (tx) => {
        const { reason, ...rule } = input;
        await saveBoxRule(tx, { ...rule, threshold: amountToCentavos(rule.threshold)! });
        await audit(tx, operator, 'promo.box-rule', null, { ...rule, reason }, ctx.clock.now());
        return (await boxRules(tx)).map(toRule);
      });
    },

    async saveOdds(
      operator: OperatorCaller,
      input: { odds: { prize: string; weight: number }[]; reason: string },
    ) {
      return ctx.db.transaction(async (tx) => {
        const odds = input.odds.map((o) => ({
          prize: amountToCentavos(o.prize)!,
          weight: o.weight,
        }));
        await replaceBoxOdds(tx, odds);
        await audit(tx, operator, 'promo.box-odds', null, input, ctx.clock.now());
        return publishedOdds(await boxOdds(tx));
      });
    },
  };
}

/** The first instant of a Philippine day ('2026-12-01': 2026-11-30T16:00Z). */
const startOfPhilippineDay = (date: string) => new Date(Date.parse(`${date}T00:00:00+08:00`));

/** Every promotion with its translations, as the operator sees them. */
async function adminPromotions(q: Queryable, now: number): Promise<AdminPromotion[]> {
  const translations = await promotionTranslations(q);
  return (await allPromotions(q)).map((p) =>
    toAdminPromotion(
      p,
      translations.filter((t) => t.promotion_id === p.id),
      now,
    ),
  );
}

function toAdminPromotion(
  p: PromotionRow,
  translations: PromotionTranslationRow[],
  now: number,
): AdminPromotion {
  const ends = p.ends_at?.getTime() ?? null;
  return {
    id: p.id,
    title: p.title,
    image: p.image,
    link: p.link,
    back_color: p.back_color,
    sorting: p.sorting,
    starts_at: p.starts_at.toISOString(),
    ends_at: p.ends_at?.toISOString() ?? null,
    state:
      now < p.starts_at.getTime()
        ? 'scheduled'
        : ends !== null && now >= ends
          ? 'ended'
          : 'running',
    starts_on: philippineDay(p.starts_at.getTime()).date,
    // The last day it runs: the day of its last instant.
    ends_on: ends === null ? null : philippineDay(ends - 1).date,
    translations: translations.map((t) => ({
      language: t.language as Language,
      title: t.title,
      english: t.english,
      current: t.english === p.title,
    })),
  };
}

/** Audits an operator's decision with the reason they gave (every one asks for it). */
function audit(
  q: Queryable,
  operator: OperatorCaller,
  action: string,
  targetUid: number | null,
  detail: Record<string, unknown> & { reason: string },
  now: number,
) {
  return recordAudit(q, { by: operator, action, targetUid, detail, reason: detail.reason, now });
}
