import type { PointsShopItem } from '@pisoplay/contract';

/**
 * What the points shop sells (docs/promotions.md, "Points"): bonuses, played through two times
 * like every bonus, and PisoPlay gift vouchers, which are cash once redeemed and so cost about
 * twice as many points a peso. At the slot rate (a point per ₱10 staked) a ₱10 bonus comes back
 * after ₱5,000 of stakes: 0.2 %.
 */
export type ShopItem = { id: string; kind: PointsShopItem['kind']; points: number; pesos: number };

export const SHOP_ITEMS: readonly ShopItem[] = [
  { id: 'bonus-10', kind: 'bonus', points: 500, pesos: 10 },
  { id: 'bonus-25', kind: 'bonus', points: 1_200, pesos: 25 },
  { id: 'bonus-50', kind: 'bonus', points: 2_200, pesos: 50 },
  { id: 'voucher-50', kind: 'voucher', points: 5_000, pesos: 50 },
  { id: 'voucher-100', kind: 'voucher', points: 9_500, pesos: 100 },
];

export function toShopItem(item: ShopItem): PointsShopItem {
  const bonus = item.kind === 'bonus';
  return {
    id: item.id,
    kind: item.kind,
    name: bonus ? `₱${item.pesos} Bonus` : `PisoPlay Gift Voucher ₱${item.pesos}`,
    points: item.points,
    amount: `${item.pesos}.00`,
    img: bonus ? `points/bonus-${item.pesos}.svg` : `shop/voucher-${item.pesos}.svg`,
  };
}
