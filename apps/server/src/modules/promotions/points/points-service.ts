import { CASH_TYPES, CATEGORY_TITLES, businessError } from '@pisoplay/contract';
import type { PointsExchange, PointsRate, PointsShop, PointsSummary } from '@pisoplay/contract';
import { issueVoucher } from '../../finance/index.ts';
import {
  movePoints,
  pointsBalanceOf,
  pointsMovementsOf,
  pointsRates,
} from '../../members/index.ts';
import {
  completeExchange,
  findExchange,
  findShopItem,
  insertExchange,
  shopItems,
} from './points-queries.ts';
import type { ExchangeRow, ShopItemRow } from './points-queries.ts';
import type { PromotionContext } from '../service.ts';
import { toShopItem } from './shop-items.ts';

export const POINTS_MESSAGES = {
  unknownItem: 'This item is not in the points shop',
  priceChanged: (points: number) =>
    `The price of this item is now ${points.toLocaleString('en-US')} points.`,
  notEnough: (needed: number, balance: number) =>
    `You need ${needed.toLocaleString('en-US')} points for this; you have ${balance.toLocaleString('en-US')}.`,
  keyReused: 'This exchange was already made for another item',
  bonusAdded: (pesos: number) => `₱${pesos} bonus added. Play it through 2x to withdraw it.`,
  voucherReady: (pesos: number) =>
    `Your ₱${pesos} voucher code is ready. Redeem it now or in Deposit → Voucher.`,
} as const;

/** A game type's rate with the name of its category. */
export const toPointsRate = (rate: { game_type: number; points_per_100: number }): PointsRate => ({
  ...rate,
  name: CATEGORY_TITLES[rate.game_type as keyof typeof CATEGORY_TITLES] ?? `Type ${rate.game_type}`,
});

/** The points page and shop (docs/promotions.md, "Points"). */
export function createPointsService(ctx: PromotionContext) {
  const { db, clock } = ctx;

  async function answer(uid: number, item: ShopItemRow, row: ExchangeRow): Promise<PointsExchange> {
    if (row.item_id !== item.id) throw businessError(POINTS_MESSAGES.keyReused);
    return {
      item_id: item.id,
      balance: await pointsBalanceOf(db, uid),
      grant_id: row.grant_id,
      voucher_code: row.voucher_code,
      message:
        item.kind === 'bonus'
          ? POINTS_MESSAGES.bonusAdded(item.pesos)
          : POINTS_MESSAGES.voucherReady(item.pesos),
    };
  }

  /**
   * One transaction: the exchange row (once per key), the bonus grant (which takes the player's
   * money lock first, as a bet does, so the two never wait on each other), the points spent,
   * refused and all undone when the balance is short, and the voucher.
   */
  async function exchangeOnce(uid: number, item: ShopItemRow, key: string) {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const row = await insertExchange(tx, {
        uid,
        key,
        itemId: item.id,
        points: item.points,
        amount: item.pesos * 100,
        now: new Date(now),
      });
      if (!row) return null;
      const reference = `exchange:${row.id}`;
      const grant =
        item.kind === 'bonus'
          ? (
              await ctx.ledger.grantBonus(
                {
                  uid,
                  source: 'points',
                  sourceRef: reference,
                  amount: item.pesos * 100,
                  cashType: CASH_TYPES.pointsBonus,
                  now,
                },
                tx,
              )
            ).grant
          : null;
      const spent = await movePoints(tx, {
        uid,
        points: -item.points,
        kind: 'exchange',
        reference,
        note: toShopItem(item).name,
        now: new Date(now),
      });
      if (spent === null) {
        throw businessError(POINTS_MESSAGES.notEnough(item.points, await pointsBalanceOf(tx, uid)));
      }
      const voucher =
        item.kind === 'voucher'
          ? await issueVoucher(tx, {
              amount: item.pesos * 100,
              createdBy: 'points-shop',
              now: new Date(now),
            })
          : null;
      const gave = {
        grantId: grant?.id ?? null,
        voucherId: voucher?.id ?? null,
        voucherCode: voucher?.code ?? null,
      };
      await completeExchange(tx, row.id, gave);
      return { ...row, grant_id: gave.grantId, voucher_code: gave.voucherCode };
    });
  }

  return {
    async summary(uid: number, page: number, pageSize: number): Promise<PointsSummary> {
      const rates = await pointsRates(db);
      return {
        balance: await pointsBalanceOf(db, uid),
        rates: rates.map(toPointsRate),
        ...(await pointsMovementsOf(db, uid, page, pageSize)),
      };
    },

    async shop(uid: number): Promise<PointsShop> {
      const items = (await shopItems(db)).filter((i) => i.enabled);
      return { balance: await pointsBalanceOf(db, uid), items: items.map(toShopItem) };
    },

    /**
     * Spends points on an item, once per key: a repeat answers what the first one gave. `shown`
     * is the price the player saw; an item repriced since is refused, not bought at a surprise.
     */
    async exchange(
      uid: number,
      itemId: string,
      key: string,
      shown?: number,
    ): Promise<PointsExchange> {
      const item = await findShopItem(db, itemId);
      if (!item) throw businessError(POINTS_MESSAGES.unknownItem);
      const before = await findExchange(db, uid, key);
      if (before) return answer(uid, item, before);
      if (!item.enabled) throw businessError(POINTS_MESSAGES.unknownItem);
      if (shown !== undefined && shown !== item.points) {
        throw businessError(POINTS_MESSAGES.priceChanged(item.points));
      }
      await ctx.playerGate(uid, 'welfare');
      const balance = await pointsBalanceOf(db, uid);
      if (balance < item.points) {
        // A first exchange with this key may have committed since it was looked for, spending
        // the points this one read: that exchange is the answer.
        const made = await findExchange(db, uid, key);
        if (made) return answer(uid, item, made);
        throw businessError(POINTS_MESSAGES.notEnough(item.points, balance));
      }
      const made = (await exchangeOnce(uid, item, key)) ?? (await findExchange(db, uid, key));
      return answer(uid, item, made!);
    },
  };
}
