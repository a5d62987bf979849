import type { Queryable } from '../../../db/database.ts';

export type VipBonusKind = 'level_up' | 'birthday';

export type VipBonusRow = {
  id: number;
  kind: VipBonusKind;
  uid: number;
  /** The level (level-up) or the year (birthday) the bonus is for. */
  ref: number;
  level: number;
  amount: number;
  state: 'paid' | 'withheld';
  reason: string | null;
  grant_id: number | null;
  created_at: Date;
};

/**
 * Records a VIP bonus once per (kind, player, level or year): answers its id, or null when it was
 * recorded already (a concurrent insert waits on the key, then finds it taken).
 */
export async function insertVipBonus(
  q: Queryable,
  b: {
    kind: VipBonusKind;
    uid: number;
    ref: number;
    level: number;
    amount: number;
    withheld: string | null;
    now: Date;
  },
): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO vip_bonuses (kind, uid, ref, level, amount, state, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (kind, uid, ref) DO NOTHING RETURNING id`,
    [
      b.kind,
      b.uid,
      b.ref,
      b.level,
      b.amount,
      b.withheld === null ? 'paid' : 'withheld',
      b.withheld,
      b.now,
    ],
  );
  return row ? Number(row.id) : null;
}

export async function linkVipBonusGrant(q: Queryable, id: number, grantId: number): Promise<void> {
  await q.query('UPDATE vip_bonuses SET grant_id = $2 WHERE id = $1', [id, grantId]);
}

/** A player's VIP bonuses, newest first. */
export function vipBonusesOf(q: Queryable, uid: number): Promise<VipBonusRow[]> {
  return q.query<VipBonusRow>(
    `SELECT id, kind, uid, ref, level, amount, state, reason, grant_id, created_at
     FROM vip_bonuses WHERE uid = $1 ORDER BY created_at DESC, id DESC`,
    [uid],
  );
}

/** The recorded bonuses of a kind among some players, as 'uid:ref' keys. */
export async function recordedVipBonuses(
  q: Queryable,
  kind: VipBonusKind,
  uids: readonly number[],
): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const rows = await q.query<{ uid: number; ref: number }>(
    'SELECT uid, ref FROM vip_bonuses WHERE kind = $1 AND uid = ANY($2::int[])',
    [kind, [...new Set(uids)]],
  );
  return new Set(rows.map((r) => `${r.uid}:${r.ref}`));
}
