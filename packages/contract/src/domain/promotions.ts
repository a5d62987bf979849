/**
 * The mystery box (blind box) and the promotion list (spec 3, 4.9, 7.2, 9; docs/promotions.md).
 */
import type { Language } from '../i18n/languages.ts';

/** The mystery box promotion's id in its calls (spec 7.2). */
export const BOX_PID = '1';
/** A box's life from its issue (spec 9: the countdown's default). */
export const BOX_LIFETIME_SECONDS = 72_000;
/** Boxes with this many seconds or fewer left are not offered, and cannot be opened (spec 9). */
export const BOX_MIN_SECONDS = 5;
/** The overlay's timings (spec 4.9, 9). */
export const BOX_CLOSE_AFTER_CLAIM_MS = 3_000;
export const BOX_REFETCH_AFTER_END_MS = 1_000;

/** A box (spec 3): `state` is null until it is opened, then 1; `bonus` is its prize then. */
export type MysteryBox = {
  box_id: number;
  bonus: string | null;
  expire_second: number;
  is_expired: 0 | 1;
  state: 1 | null;
};

/** The boxes of one month (spec 3 Blind box): its counts, and the boxes under the 'YYYY-MM' key. */
export type BlindBoxMonth = {
  claimed: number;
  unclaimed: number;
  total: number;
  data: Record<string, MysteryBox[]>;
};

/** What opening a box paid. */
export type BoxClaim = { box_id: number; bonus: string; grant_id: number };

/** One line of the published odds table: a prize and its chance. */
export type BoxOdds = { prize: string; weight: number; percent: string };

/** A running promotion (spec 3 Promo list item; fields ours): the banners and welfare read it. */
export type Promotion = {
  id: number;
  title: string;
  image: string;
  link: string;
  back_color: string;
  starts_at: string;
  ends_at: string | null;
};

/** The pages that open with a promotion's banner under their title (heroPromotionOf). */
export const HERO_PROMOTION_PAGES: readonly string[] = ['/welfare', '/blind-box'];

/**
 * The promotion a page opens with, as a banner under its title: the welfare page's is the first
 * running one (the operator's order), the blind box's is its own promotion. The server paints it
 * into the page it serves (the page's largest paint, before any script) where the app then draws
 * it, so both ask here.
 */
export function heroPromotionOf<P extends Pick<Promotion, 'link'>>(
  pathname: string,
  promotions: readonly P[],
): P | undefined {
  if (pathname === '/welfare') return promotions[0];
  if (pathname === '/blind-box') return promotions.find((promotion) => promotion.link === pathname);
  return undefined;
}

/** Where a promotion stands in its period. */
export const PROMOTION_STATES = ['scheduled', 'running', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/**
 * A promotion as the operator sees it (`GET /admin/promo/list`): ended and scheduled ones too,
 * its order, and its period as Philippine days (`ends_on` the last day it runs; null: no end).
 */
export type AdminPromotion = Promotion & {
  sorting: number;
  state: PromotionState;
  starts_on: string;
  ends_on: string | null;
  translations: PromotionTranslation[];
};

/**
 * A promotion's title in a language other than English. It translates the English title it was
 * written for (`english`): players read it only while the promotion's title is still that one
 * (`current` false: the English title changed since, and players read the English one).
 */
export type PromotionTranslation = {
  language: Language;
  title: string;
  english: string;
  current: boolean;
};

/**
 * The rules that issue boxes (operator-editable): a box on the first deposit of a Philippine
 * day; a box for each `threshold` pesos of settled stakes in a day, at most `max_per_day`.
 */
export const BOX_RULE_IDS = ['first_deposit', 'wagered'] as const;
export type BoxRuleId = (typeof BOX_RULE_IDS)[number];
export type BoxRule = { id: BoxRuleId; enabled: boolean; threshold: string; max_per_day: number };
