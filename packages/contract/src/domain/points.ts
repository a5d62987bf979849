/**
 * Points (docs/promotions.md, "Points"): earned from settled real-money stakes at a rate per game
 * type, spent in the points shop on bonuses or shopping-app vouchers.
 */

/**
 * How points are earned: the /points page's opening line, which the server also paints into the
 * page it serves (SPLASH_LEADS).
 */
export const POINTS_MESSAGES = {
  earnRule: 'Every settled real-money bet earns points. Bets paid with bonus money earn none.',
} as const;

/** A movement of the player's points: signed, with the balance after it. */
export type PointsMovement = {
  id: number;
  kind: 'bet' | 'void' | 'exchange' | 'refund';
  points: number;
  balance_after: number;
  note: string;
  created_at: string;
};

/** Points earned per ₱100 of real money staked, by game type. */
export type PointsRate = { game_type: number; name: string; points_per_100: number };

/** `GET /member/points`: the balance, the earning rates and a page of movements. */
export type PointsSummary = {
  balance: number;
  rates: PointsRate[];
  d: PointsMovement[];
  t: number;
};

/** Something the points shop sells: a bonus of `amount` pesos, or a voucher worth it. */
export type PointsShopItem = {
  id: string;
  kind: 'bonus' | 'voucher';
  name: string;
  points: number;
  amount: string;
  img: string;
};

/** A shop item as the operator sees it: switched off items too, which players do not see. */
export type AdminShopItem = PointsShopItem & { enabled: boolean };

/** `GET /member/points/shop`: the balance and what it can buy. */
export type PointsShop = { balance: number; items: PointsShopItem[] };

/**
 * What an exchange gave: the balance left, and the bonus grant or the voucher code (redeemed like
 * any shopping-app voucher, spec 7.3), with a sentence for the player.
 */
export type PointsExchange = {
  item_id: string;
  balance: number;
  grant_id: number | null;
  voucher_code: string | null;
  message: string;
};
