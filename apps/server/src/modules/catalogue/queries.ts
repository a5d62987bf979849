import { DEFAULT_LANGUAGE } from '@pisoplay/contract';
import type {
  Banner,
  Game,
  GameSorting,
  GameTypeCode,
  Language,
  MediaLink,
  ParsedPayloadOf,
  calls,
} from '@pisoplay/contract';
import type { Queryable, Row } from '../../db/database.ts';

/** The game list's filters as the contract parses them, with the page turned into rows. */
export type GameFilter = Omit<ParsedPayloadOf<typeof calls.gameList>, 'page' | 'page_size'> & {
  limit: number;
  offset: number;
};

/** The columns of a Game reply (`toGame`), over `games g JOIN platforms p`. */
export const GAME_COLUMNS = `g.id, g.code, g.game_id, g.game_type, g.en_name, g.zh_name, g.img, g.is_hot,
  g.is_new, g.maintained, g.online, g.platform_id, p.name AS platform_name, p.venue_id,
  g.rtp::float8 AS rtp, g.sorting, g.created_at, g.updated_at, g.updated_name, g.updated_uid`;

// Every order ends in id so equal keys never swap places between pages. Names compare under the
// C collation, matching the index and giving the same order on every server locale.
const ORDER_BY: Record<GameSorting, string> = {
  'sorting:desc': 'g.sorting DESC, g.id',
  'en_name:asc': 'lower(g.en_name) COLLATE "C", g.id',
};

/** Escapes LIKE wildcards so a search for '%' or '_' matches those characters only. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Online games matching the filter, one page of them, with the total over all pages. */
export async function findGames(
  db: Queryable,
  filter: GameFilter,
): Promise<{ items: Game[]; total: number }> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = ['g.online = 1'];
  if (filter.game_type !== undefined) where.push(`g.game_type = ${param(filter.game_type)}`);
  if (filter.platform_id) where.push(`g.platform_id = ANY(${param(filter.platform_id)}::int[])`);
  if (filter.venue_id) where.push(`p.venue_id = ANY(${param(filter.venue_id)}::int[])`);
  if (filter.is_hot !== undefined) where.push(`g.is_hot = ${param(filter.is_hot ? 1 : 0)}`);
  if (filter.is_new !== undefined) where.push(`g.is_new = ${param(filter.is_new ? 1 : 0)}`);
  if (filter.w) {
    const pattern = `%${escapeLike(filter.w.toLowerCase())}%`;
    where.push(`lower(g.en_name) LIKE ${param(pattern)} ESCAPE '\\'`);
  }
  const from = `FROM games g JOIN platforms p ON p.id = g.platform_id WHERE ${where.join(' AND ')}`;
  const filterParams = [...params];
  const rows = await db.query(
    `SELECT ${GAME_COLUMNS}, count(*) OVER ()::int AS total ${from}
     ORDER BY ${ORDER_BY[filter.sorting]} LIMIT ${param(filter.limit)} OFFSET ${param(filter.offset)}`,
    params,
  );
  if (rows.length > 0) return { items: rows.map(toGame), total: Number(rows[0]?.total) };
  if (filter.offset === 0) return { items: [], total: 0 };
  // Past the last page the window count has no row to ride on.
  const [count] = await db.query(`SELECT count(*)::int AS total ${from}`, filterParams);
  return { items: [], total: Number(count?.total ?? 0) };
}

/** The most popular online games of each game type, `perType` of each. */
export async function topGamesByType(db: Queryable, perType: number): Promise<Game[]> {
  const rows = await db.query(
    `SELECT * FROM (
       SELECT ${GAME_COLUMNS},
         row_number() OVER (PARTITION BY g.game_type ORDER BY g.sorting DESC, g.id) AS rank
       FROM games g JOIN platforms p ON p.id = g.platform_id WHERE g.online = 1
     ) ranked WHERE rank <= $1 ORDER BY game_type, rank`,
    [perType],
  );
  return rows.map(toGame);
}

export async function findGameByCode(db: Queryable, code: string): Promise<Game | null> {
  const rows = await db.query(
    `SELECT ${GAME_COLUMNS} FROM games g JOIN platforms p ON p.id = g.platform_id
     WHERE g.code = $1`,
    [code],
  );
  return rows[0] ? toGame(rows[0]) : null;
}

export type PlatformCoverage = {
  id: number;
  venue_id: number;
  name: string;
  logo: string;
  sorting: number;
  game_type: GameTypeCode;
  has_hot: boolean;
  has_new: boolean;
};

/** One row per provider and game type it has online games of, providers in display order. */
export async function platformCoverage(db: Queryable): Promise<PlatformCoverage[]> {
  const rows = await db.query(
    `SELECT p.id, p.venue_id, p.name, p.logo, p.sorting, g.game_type,
       max(g.is_hot) = 1 AS has_hot, max(g.is_new) = 1 AS has_new
     FROM platforms p JOIN games g ON g.platform_id = p.id AND g.online = 1
     GROUP BY p.id, g.game_type
     ORDER BY p.sorting DESC, p.id, g.game_type`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    venue_id: Number(r.venue_id),
    name: String(r.name),
    logo: String(r.logo),
    sorting: Number(r.sorting),
    game_type: Number(r.game_type) as GameTypeCode,
    has_hot: Boolean(r.has_hot),
    has_new: Boolean(r.has_new),
  }));
}

export async function findPlatform(
  db: Queryable,
  id: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM platforms WHERE id = $1',
    [id],
  );
  return row ?? null;
}

export type BrandRow = {
  brand: string;
  name: string;
  accent: string;
  logo: string;
  version: string;
};

export async function findBrand(db: Queryable, brand: string): Promise<BrandRow | null> {
  const [row] = await db.query<BrandRow>(
    'SELECT brand, name, accent, logo, version FROM brands WHERE brand = $1',
    [brand],
  );
  return row ?? null;
}

export async function brandLinks(
  db: Queryable,
  brand: string,
): Promise<(MediaLink & { kind: 'media' | 'bottom' })[]> {
  return db.query(
    'SELECT kind, name, url, link_h5 FROM brand_links WHERE brand = $1 ORDER BY sorting, name',
    [brand],
  );
}

export type BannerRow = Banner & { headline: string; subline: string; brand_name: string };

/** Live banners of a brand; `id` alone finds one banner whatever its brand. */
export async function findBanners(
  db: Queryable,
  where: { brand: string } | { id: number },
): Promise<BannerRow[]> {
  const byBrand = 'brand' in where;
  const rows = await db.query(
    `SELECT b.id, b.type, b.brand AS tags, b.url, b.link, b.back_color, b.state, b.is_delete,
       b.created_at, b.updated_at, b.updated_uid, b.updated_name, b.headline, b.subline,
       r.name AS brand_name
     FROM banners b JOIN brands r ON r.brand = b.brand
     WHERE ${byBrand ? 'b.brand = $1' : 'b.id = $1'} AND b.state = 1 AND b.is_delete = 0
     ORDER BY b.type, b.sorting, b.id`,
    [byBrand ? where.brand : where.id],
  );
  return rows.map((r) => ({
    ...(r as unknown as BannerRow),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }));
}

/** The legal texts stored per brand. */
export type LegalName = 'terms' | 'privacy' | 'faq';

export type LegalRow = { brand: string; title: string; content: string; updated_at: string };

/**
 * The brand's own text, else the default brand's; of that brand's, the one in `language`, else
 * the English one (the brand matters more than the language: a text names its brand).
 */
export async function findLegalText(
  db: Queryable,
  name: string,
  brand: string,
  fallbackBrand: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<LegalRow | null> {
  const [row] = await db.query(
    `SELECT brand, title, content, updated_at FROM legal_texts
     WHERE name = $1 AND brand IN ($2, $3) AND language IN ($4, $5)
     ORDER BY (brand = $2) DESC, (language = $4) DESC LIMIT 1`,
    [name, brand, fallbackBrand, language, DEFAULT_LANGUAGE],
  );
  return row
    ? {
        brand: String(row.brand),
        title: String(row.title),
        content: String(row.content),
        updated_at: iso(row.updated_at),
      }
    : null;
}

export async function countCatalogue(db: Queryable): Promise<{ platforms: number; games: number }> {
  const [row] = await db.query(
    'SELECT (SELECT count(*) FROM platforms)::int AS platforms, (SELECT count(*) FROM games)::int AS games',
  );
  return { platforms: Number(row?.platforms), games: Number(row?.games) };
}

export function toGame(r: Row): Game {
  return {
    id: Number(r.id),
    code: String(r.code),
    game_id: String(r.game_id),
    game_type: Number(r.game_type) as GameTypeCode,
    en_name: String(r.en_name),
    zh_name: String(r.zh_name),
    img: String(r.img),
    is_hot: r.is_hot ? 1 : 0,
    is_new: r.is_new ? 1 : 0,
    maintained: r.maintained ? 1 : 0,
    online: r.online ? 1 : 0,
    platform_id: Number(r.platform_id),
    platform_name: String(r.platform_name),
    venue_id: Number(r.venue_id),
    rtp: Number(r.rtp),
    sorting: Number(r.sorting),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    updated_name: String(r.updated_name),
    updated_uid: Number(r.updated_uid),
  };
}

/** Both drivers hand back timestamptz as Date; the wire carries ISO text. */
const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : String(value ?? '');
