import type { Queryable } from '../../../db/database.ts';

/** The points shop's exchanges (table points_exchanges). */
export type ExchangeRow = {
  id: number;
  item_id: string;
  points: number;
  grant_id: number | null;
  voucher_code: string | null;
};

const COLUMNS = 'id, item_id, points, grant_id, voucher_code';

/** Starts an exchange, once per player and key: null when the key was used before. */
export async function insertExchange(
  q: Queryable,
  e: { uid: number; key: string; itemId: string; points: number; amount: number; now: Date },
): Promise<ExchangeRow | null> {
  const [row] = await q.query<ExchangeRow>(
    `INSERT INTO points_exchanges (uid, idempotency_key, item_id, points, amount, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (uid, idempotency_key) DO NOTHING RETURNING ${COLUMNS}`,
    [e.uid, e.key, e.itemId, e.points, e.amount, e.now],
  );
  return row ?? null;
}

export async function findExchange(q: Queryable, uid: number, key: string) {
  const [row] = await q.query<ExchangeRow>(
    `SELECT ${COLUMNS} FROM points_exchanges WHERE uid = $1 AND idempotency_key = $2`,
    [uid, key],
  );
  return row ?? null;
}

export async function completeExchange(
  q: Queryable,
  id: number,
  gave: { grantId: number | null; voucherId: number | null; voucherCode: string | null },
) {
  await q.query(
    `UPDATE points_exchanges SET grant_id = $2, voucher_id = $3, voucher_code = $4 WHERE id = $1`,
    [id, gave.grantId, gave.voucherId, gave.voucherCode],
  );
}

/** An item of the points shop (table points_shop_items); its id is `${kind}-${pesos}`. */
export type ShopItemRow = {
  id: string;
  kind: 'bonus' | 'voucher';
  pesos: number;
  points: number;
  enabled: boolean;
};

const ITEM_COLUMNS = 'id, kind, pesos, points, enabled';
const ITEM_ORDER = 'ORDER BY kind, pesos';

/** Every item, switched off ones too, bonuses first, by value. */
export async function shopItems(q: Queryable): Promise<ShopItemRow[]> {
  return q.query<ShopItemRow>(`SELECT ${ITEM_COLUMNS} FROM points_shop_items ${ITEM_ORDER}`);
}

export async function findShopItem(q: Queryable, id: string): Promise<ShopItemRow | null> {
  const [row] = await q.query<ShopItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM points_shop_items WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/**
 * Adds an item or changes one of the same kind and value: false, with nothing changed, when it
 * is new and the shop holds `maxItems` already. The table's lock, taken first, makes the count
 * and the insert one step for operators saving at once.
 */
export async function saveShopItem(
  q: Queryable,
  item: Omit<ShopItemRow, 'id'>,
  maxItems: number,
): Promise<boolean> {
  await q.query('LOCK TABLE points_shop_items IN SHARE ROW EXCLUSIVE MODE');
  const id = `${item.kind}-${item.pesos}`;
  const [count] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM points_shop_items WHERE id <> $1',
    [id],
  );
  if (count!.n >= maxItems) return false;
  await q.query(
    `INSERT INTO points_shop_items (id, kind, pesos, points, enabled) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET points = excluded.points, enabled = excluded.enabled`,
    [id, item.kind, item.pesos, item.points, item.enabled],
  );
  return true;
}
