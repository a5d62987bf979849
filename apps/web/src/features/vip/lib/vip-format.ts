import type { VipLevel, VipStatus, VipTier } from '@pisoplay/contract';
import { formatPesos, formatPhp } from '@/shared/lib/format';

/** An amount in pesos as spec 9 shows money: '₱1,200.00'. */
export const peso = (amount: string | number): string => `₱${formatPhp(amount)}`;

/** A bonus of the rule: its amount, or null for none ('0.00'). */
export const bonusAmount = (amount: string): string | null =>
  Number(amount) > 0 ? peso(amount) : null;

/** XP as a whole number, en-US: '1,250'. */
export const formatXp = (xp: number): string => formatPesos(xp);

/**
 * The steps the tier chart draws: the levels of the player's tier, and the next level after
 * them when it opens the next tier (a player at the top of a tier still sees where they go).
 */
export function tierSteps(status: VipStatus, rule: readonly VipTier[]): VipLevel[] {
  const tier = rule.find((t) => t.ty === status.current.ty);
  const levels = tier ? [...tier.levels] : [status.current];
  if (status.next && !levels.some((l) => l.level === status.next?.level)) levels.push(status.next);
  return levels;
}

/** The progress to the next level in percent, 0 to 100, whole. */
export const progressOf = (status: VipStatus): number =>
  Math.round(Math.min(100, Math.max(0, status.progress_percent)));
