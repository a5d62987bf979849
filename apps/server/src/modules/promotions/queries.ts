import type { BoxRuleId } from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';

export type BoxRow = {
  id: number;
  uid: number;
  issue_key: string;
  issued_at: Date;
  expires_at: Date;
  opened_at: Date | null;
  prize: number | null;
  grant_id: number | null;
};
export type BoxRuleRow = {
  id: BoxRuleId;
  enabled: boolean;
  threshold: number;
  max_per_day: number;
};
export type OddsRow = { prize: number; weight: number };

/** Issues boxes under keys not used yet for the player; answers the ids of the new ones. */
export async function issueBoxes(
  q: Queryable,
  uid: number,
  keys: string[],
  issuedAt: Date,
  expiresAt: Date,
): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await q.query<{ id: number }>(
    `INSERT INTO mystery_boxes (uid, issue_key, issued_at, expires_at)
     SELECT $1, key, $3, $4 FROM unnest($2::text[]) AS key
     ON CONFLICT (uid, issue_key) DO NOTHING RETURNING id`,
    [uid, keys, issuedAt, expiresAt],
  );
  return rows.map((r) => r.id);
}

/** The player's boxes issued in [from, until), newest first. */
export async function boxesIssuedBetween(
  q: Queryable,
  uid: number,
  from: Date,
  until: Date,
): Promise<BoxRow[]> {
  return q.query<BoxRow>(
    `SELECT * FROM mystery_boxes WHERE uid = $1 AND issued_at >= $2 AND issued_at < $3
     ORDER BY issued_at DESC, id DESC`,
    [uid, from, until],
  );
}

/** A box, locked for its opening; null if there is none of that id. */
export async function lockBox(q: Queryable, id: number): Promise<BoxRow | null> {
  const [row] = await q.query<BoxRow>('SELECT * FROM mystery_boxes WHERE id = $1 FOR UPDATE', [id]);
  return row ?? null;
}

export async function markOpened(
  q: Queryable,
  o: { id: number; openedAt: Date; prize: number; grantId: number },
): Promise<void> {
  await q.query(
    'UPDATE mystery_boxes SET opened_at = $2, prize = $3, grant_id = $4 WHERE id = $1',
    [o.id, o.openedAt, o.prize, o.grantId],
  );
}

/** The player's opened boxes, newest first, and their count. */
export async function openedBoxes(
  q: Queryable,
  uid: number,
  offset: number,
  limit: number,
): Promise<{ rows: BoxRow[]; total: number }> {
  const rows = await q.query<BoxRow & { total: number }>(
    `SELECT *, count(*) OVER ()::int AS total FROM mystery_boxes
     WHERE uid = $1 AND opened_at IS NOT NULL ORDER BY opened_at DESC, id DESC
     OFFSET $2 LIMIT $3`,
    [uid, offset, limit],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export const boxRules = (q: Queryable) =>
  q.query<BoxRuleRow>('SELECT id, enabled, threshold, max_per_day FROM box_rules ORDER BY id');

export async function saveBoxRule(q: Queryable, rule: BoxRuleRow): Promise<void> {
  await q.query(
    `UPDATE box_rules SET enabled = $2, threshold = $3, max_per_day = $4, updated_at = now()
     WHERE id = $1`,
    [rule.id, rule.enabled, rule.threshold, rule.max_per_day],
  );
}

export const boxOdds = (q: Queryable) =>
  q.query<OddsRow>('SELECT prize, weight FROM box_odds ORDER BY prize');

/** Replaces the odds table. */
export async function replaceBoxOdds(q: Queryable, odds: OddsRow[]): Promise<void> {
  await q.query('DELETE FROM box_odds');
  await q.query(
    `INSERT INTO box_odds (prize, weight)
     SELECT * FROM unnest($1::bigint[], $2::integer[])`,
    [odds.map((o) => o.prize), odds.map((o) => o.weight)],
  );
}

/** The promotions running at `now`, in banner order. */
/** A promotion of the players' list (table promotions). */
export type PromotionRow = {
  id: number;
  title: string;
  image: string;
  link: string;
  back_color: string;
  sorting: number;
  starts_at: Date;
  ends_at: Date | null;
};

const PROMOTION_COLUMNS = 'id, title, image, link, back_color, sorting, starts_at, ends_at';

export async function runningPromotions(q: Queryable, now: Date) {
  return q.query<PromotionRow>(
    `SELECT ${PROMOTION_COLUMNS} FROM promotions
     WHERE starts_at <= $1 AND (ends_at IS NULL OR ends_at > $1) ORDER BY sorting DESC, id`,
    [now],
  );
}

/** Every promotion, ended and scheduled ones too, in the list's order. */
export async function allPromotions(q: Queryable) {
  return q.query<PromotionRow>(
    `SELECT ${PROMOTION_COLUMNS} FROM promotions ORDER BY sorting DESC, id`,
  );
}

/** Changes a promotion's wording, colour, order and period: false when there is no such one. */
export async function updatePromotion(
  q: Queryable,
  p: Pick<PromotionRow, 'id' | 'title' | 'back_color' | 'sorting' | 'starts_at' | 'ends_at'>,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE promotions SET title = $2, back_color = $3, sorting = $4, starts_at = $5, ends_at = $6
     WHERE id = $1 RETURNING id`,
    [p.id, p.title, p.back_color, p.sorting, p.starts_at, p.ends_at],
  );
  return rows.length > 0;
}

/** A promotion's title in another language, and the English title it translates. */
export type PromotionTranslationRow = {
  promotion_id: number;
  language: string;
  title: string;
  english: string;
};

export async function promotionTranslations(q: Queryable, language?: string) {
  return q.query<PromotionTranslationRow>(
    `SELECT promotion_id, language, title, english FROM promotion_translations
     WHERE $1::text IS NULL OR language = $1 ORDER BY promotion_id, language`,
    [language ?? null],
  );
}

/**
 * Writes a promotion's title in a language, for its English title as it stands (read in the same
 * statement): false when there is no such promotion.
 */
export async function savePromotionTranslation(
  q: Queryable,
  t: { id: number; language: string; title: string; by: string; now: Date },
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO promotion_translations (promotion_id, language, title, english, updated_by, updated_at)
     SELECT id, $2, $3, title, $4, $5 FROM promotions WHERE id = $1
     ON CONFLICT (promotion_id, language) DO UPDATE SET title = excluded.title,
       english = excluded.english, updated_by = excluded.updated_by, updated_at = excluded.updated_at
     RETURNING promotion_id`,
    [t.id, t.language, t.title, t.by, t.now],
  );
  return rows.length > 0;
}
