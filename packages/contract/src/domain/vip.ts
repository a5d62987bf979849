/**
 * VIP (spec 3 VIP rule, 7.1, 9; docs/vip.md): levels reached by XP from settled real-money
 * stakes, in five tiers; each level pays a level-up bonus once and a birthday bonus once a year.
 */
import { XP_PER_PESO_WAGERED } from './play.ts';

/**
 * How XP is earned: the /s-vip page's opening line, which the server also paints into the page it
 * serves (SPLASH_LEADS), and the level system's note.
 */
export const VIP_MESSAGES = {
  xpRule: `Earn ${XP_PER_PESO_WAGERED} XP for every whole ₱1 of real money you bet. Bets paid with bonus money earn none.`,
} as const;

export const VIP_TIERS = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'] as const;
export type VipTierName = (typeof VIP_TIERS)[number];

/**
 * A level of the rule (spec 3): its number, its tier (`ty`, 1 Bronze … 5 Diamond), the XP that
 * reaches it, its level-up (`upgrade`) and birthday bonuses (amounts in pesos, '0.00' for none),
 * `multiple` — the wagering its bonuses need, in multiples of their amount — and its badge.
 */
export type VipLevel = {
  level: number;
  ty: number;
  xp: number;
  upgrade: string;
  birthday: string;
  multiple: number;
  img: string;
};

/** `GET /member/vip/rule`: the five tiers, each with its levels, lowest first. */
export type VipTier = { ty: number; name: VipTierName; levels: VipLevel[] };

/** A VIP bonus of the player: paid as a grant, or withheld with the reason. */
export type VipBonus = {
  kind: 'level_up' | 'birthday';
  level: number;
  amount: string;
  state: 'paid' | 'withheld' | 'pending';
  reason: string | null;
  at: string;
};

/**
 * `GET /member/vip`: the player's XP, level and tier, the level's and the next one's benefits,
 * the XP still needed and the progress to the next level in percent (100 at the top), and their
 * VIP bonuses, newest first.
 */
export type VipStatus = {
  xp: number;
  level: number;
  tier: VipTierName;
  current: VipLevel;
  next: VipLevel | null;
  xp_to_next: number | null;
  progress_percent: number;
  bonuses: VipBonus[];
};
