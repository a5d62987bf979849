import {
  CASH_TYPES,
  VIP_TIERS,
  amountToCentavos,
  businessError,
  centavosToAmount,
} from '@pisoplay/contract';
import type {
  ParsedPayloadOf,
  VipBonus,
  VipLevel,
  VipStatus,
  VipTier,
  operatorCalls,
} from '@pisoplay/contract';
import type { OperatorCaller } from '../../../caller.ts';
import { recordAudit } from '../../../platform/audit/audit-queries.ts';
import { verifiedBirthdays } from '../../kyc/index.ts';
import {
  levelsReachedOf,
  levelsReachedSince,
  replaceVipLevels,
  vipLevels,
  vipOf,
} from '../../members/index.ts';
import type { LevelReached, VipLevelRow } from '../../members/index.ts';
import { philippineDay, welfareRefusal } from '../service.ts';
import type { PromotionContext } from '../service.ts';
import {
  insertVipBonus,
  linkVipBonusGrant,
  recordedVipBonuses,
  vipBonusesOf,
} from './vip-queries.ts';
import type { VipBonusKind } from './vip-queries.ts';

const DAY_MS = 86_400_000;
/** How far back the job looks for levels reached and not settled (a read settles older ones). */
const CATCH_UP_DAYS = 31;
const PAGE = 500;

export const VIP_MESSAGES = {
  levelsNumbered: 'Levels must be numbered 1, 2, 3 … without gaps',
  firstLevelXp: 'Level 1 must start at 0 XP',
  xpRising: 'Each level must need more XP than the one before',
  tiersRising: 'A level cannot be in a lower tier than the one before',
} as const;

/** A bonus owed: what it is for and what it pays, from the level table. */
type Award = {
  kind: VipBonusKind;
  uid: number;
  ref: number;
  level: number;
  amount: number;
  multiple: number;
};

export function toVipLevel(l: VipLevelRow): VipLevel {
  return {
    level: l.level,
    ty: l.ty,
    xp: l.xp,
    upgrade: centavosToAmount(l.upgrade),
    birthday: centavosToAmount(l.birthday),
    multiple: l.multiple,
    img: l.img,
  };
}

function toTiers(levels: readonly VipLevelRow[]): VipTier[] {
  return VIP_TIERS.map((name, i) => ({
    ty: i + 1,
    name,
    levels: levels.filter((l) => l.ty === i + 1).map(toVipLevel),
  }));
}

/** The month-days whose birthdays are paid on a Philippine date: 29 February's on the 28th of a common year. */
export function birthdayMonthDays(date: string): string[] {
  const year = Number(date.slice(0, 4));
  const monthDay = date.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return monthDay === '02-28' && !leap ? ['02-28', '02-29'] : [monthDay];
}

/**
 * VIP (docs/vip.md): the player's level and progress, the rule, the level-up and birthday
 * bonuses paid once each (or withheld when the welfare gate refuses the player), and the
 * operator's level table.
 */
export function createVipService(ctx: PromotionContext) {
  const { db, clock } = ctx;

  /** The welfare gate's refusal for the player, or null when they may be paid. */

  /**
   * Pays one award as a bonus grant, or records it withheld: in its own transaction, the record
   * inserted first under its unique key, so of concurrent settlements one records and pays and
   * the others find it taken. The grant's source reference is a second guard.
   */
  async function pay(award: Award): Promise<'paid' | 'withheld' | null> {
    const withheld = await welfareRefusal(ctx.playerGate, award.uid); // before the transaction: PGlite has one connection
    return db.transaction(async (tx) => {
      const now = clock.now();
      const id = await insertVipBonus(tx, { ...award, withheld, now: new Date(now) });
      if (id === null) return null;
      if (withheld !== null) return 'withheld';
      const { grant } = await ctx.ledger.grantBonus(
        {
          uid: award.uid,
          source: award.kind,
          sourceRef: `${award.uid}:${award.ref}`,
          amount: award.amount,
          cashType: award.kind === 'level_up' ? CASH_TYPES.levelUpBonus : CASH_TYPES.birthdayBonus,
          terms: { wagering_multiplier: award.multiple },
          now,
        },
        tx,
      );
      await linkVipBonusGrant(tx, id, grant.id);
      return 'paid';
    });
  }

  /** The level-up awards owed for levels reached and not yet recorded. */
  async function levelUpsOwed(reached: readonly LevelReached[], levels: readonly VipLevelRow[]) {
    const recorded = await recordedVipBonuses(
      db,
      'level_up',
      reached.map((r) => r.uid),
    );
    const owed: Award[] = [];
    for (const r of reached) {
      const level = levels.find((l) => l.level === r.level);
      if (!level || level.upgrade <= 0 || recorded.has(`${r.uid}:${r.level}`)) continue;
      owed.push({
        kind: 'level_up',
        uid: r.uid,
        ref: r.level,
        level: r.level,
        amount: level.upgrade,
        multiple: level.multiple,
      });
    }
    return owed;
  }

  /** The birthday awards owed today (Philippine date) to some players (or one). */
  async function birthdaysOwed(levels: readonly VipLevelRow[], uid: number | null) {
    const today = philippineDay(clock.now()).date;
    const year = Number(today.slice(0, 4));
    const players = await verifiedBirthdays(db, birthdayMonthDays(today), uid);
    const recorded = await recordedVipBonuses(
      db,
      'birthday',
      players.map((p) => p.uid),
    );
    const owed: Award[] = [];
    for (const p of players) {
      if (recorded.has(`${p.uid}:${year}`)) continue;
      const { vip } = await vipOf(db, p.uid);
      const level = levels.find((l) => l.level === vip);
      if (!level || level.birthday <= 0) continue;
      owed.push({
        kind: 'birthday',
        uid: p.uid,
        ref: year,
        level: vip,
        amount: level.birthday,
        multiple: level.multiple,
      });
    }
    return owed;
  }

  async function payAll(owed: readonly Award[]) {
    const counts = { paid: 0, withheld: 0 };
    for (const award of owed) {
      const done = await pay(award);
      if (done) counts[done] += 1;
    }
    return counts;
  }

  return {
    /** The player's level and progress, after paying what they are owed. */
    async status(uid: number): Promise<VipStatus> {
      const levels = await vipLevels(db);
      await payAll([
        ...(await levelUpsOwed(await levelsReachedOf(db, uid), levels)),
        ...(await birthdaysOwed(levels, uid)),
      ]);
      const { xp, vip } = await vipOf(db, uid);
      const current =
        levels.find((l) => l.level === vip) ?? levels.filter((l) => l.xp <= xp).at(-1)!;
      const next = levels.find((l) => l.level > current.level) ?? null;
      const bonuses: VipBonus[] = (await vipBonusesOf(db, uid)).map((b) => ({
        kind: b.kind,
        level: b.level,
        amount: centavosToAmount(b.amount),
        state: b.state,
        reason: b.reason,
        at: b.created_at.toISOString(),
      }));
      return {
        xp,
        level: current.level,
        tier: VIP_TIERS[current.ty - 1]!,
        current: toVipLevel(current),
        next: next && toVipLevel(next),
        xp_to_next: next && Math.max(0, next.xp - xp),
        progress_percent: next
          ? Math.min(
              100,
              Math.max(0, Math.floor(((xp - current.xp) * 100) / (next.xp - current.xp))),
            )
          : 100,
        bonuses,
      };
    },

    async rule(): Promise<VipTier[]> {
      return toTiers(await vipLevels(db));
    },

    /**
     * Pays every VIP bonus owed: the levels reached in the last CATCH_UP_DAYS not yet recorded,
     * then today's birthdays (Philippine date). Run by the job each minute and at start; safe on
     * every server at once.
     */
    async settleDue(): Promise<{ paid: number; withheld: number }> {
      const levels = await vipLevels(db);
      const since = new Date(clock.now() - CATCH_UP_DAYS * DAY_MS);
      const counts = { paid: 0, withheld: 0 };
      const add = (c: { paid: number; withheld: number }) => {
        counts.paid += c.paid;
        counts.withheld += c.withheld;
      };
      let after: LevelReached | null = null;
      for (;;) {
        const page = await levelsReachedSince(db, since, after, PAGE);
        add(await payAll(await levelUpsOwed(page, levels)));
        if (page.length < PAGE) break;
        after = page.at(-1)!;
      }
      add(await payAll(await birthdaysOwed(levels, null)));
      return counts;
    },

    /**
     * Replaces the level table (audited, with the operator's reason): levels 1..n without gaps,
     * level 1 at 0 XP, XP strictly rising, tiers never falling. Every player's level follows
     * their XP again; levels already reached stay recorded and paid.
     */
    async saveLevels(
      operator: OperatorCaller,
      input: ParsedPayloadOf<typeof operatorCalls.adminVipLevelsSave>,
    ): Promise<VipTier[]> {
      const sorted = [...input.levels].sort((a, b) => a.level - b.level);
      sorted.forEach((l, i) => {
        if (l.level !== i + 1) throw businessError(VIP_MESSAGES.levelsNumbered);
        if (i === 0 && l.xp !== 0) throw businessError(VIP_MESSAGES.firstLevelXp);
        const before = sorted[i - 1];
        if (before && l.xp <= before.xp) throw businessError(VIP_MESSAGES.xpRising);
        if (before && l.ty < before.ty) throw businessError(VIP_MESSAGES.tiersRising);
      });
      const rows: VipLevelRow[] = sorted.map((l) => ({
        level: l.level,
        ty: l.ty,
        xp: l.xp,
        upgrade: amountToCentavos(l.upgrade)!,
        birthday: amountToCentavos(l.birthday)!,
        multiple: l.multiple,
        img: `vip/level-${l.level}.svg`,
      }));
      return db.transaction(async (tx) => {
        const now = clock.now();
        const changed = await replaceVipLevels(tx, rows, new Date(now));
        await recordAudit(tx, {
          by: operator,
          action: 'vip.levels',
          targetUid: null,
          detail: { ...input, players_moved: changed },
          reason: input.reason,
          now,
        });
        return toTiers(await vipLevels(tx));
      });
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
