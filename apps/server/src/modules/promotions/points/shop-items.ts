import type { AdminShopItem, PointsShopItem } from '@pisoplay/contract';
import type { ShopItemRow } from './points-queries.ts';

/**
 * What the points shop sells (docs/promotions.md, "Points"; an operator sets the items and their
 * prices): bonuses, played through two times like every bonus, and PisoPlay gift vouchers, which
 * are cash once redeemed and so cost about twice as many points a peso.
 */
export function toShopItem(item: ShopItemRow): PointsShopItem {
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

export const toAdminShopItem = (item: ShopItemRow): AdminShopItem => ({
  ...toShopItem(item),
  enabled: item.enabled,
});
