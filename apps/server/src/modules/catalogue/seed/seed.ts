import type { Database, Queryable } from '../../../db/database.ts';
import { LEGAL_TITLES, LEGAL_UPDATED_AT, legalText } from './legal-texts.ts';
import { LEGAL_TITLES_FIL, legalTextFil } from './legal-texts.fil.ts';
import type { LegalName } from '../queries.ts';
import { HOME_VERSION, SEED_BRANDS, seedBanners, seedLinks } from './brands.ts';
import { SEED_PLATFORMS, seedGames } from './games.ts';

/** Distinct from the migration lock, so a seed never waits on an unrelated migration. */
const SEED_LOCK = 724243;
const BATCH = 100;

export type SeedResult = { seeded: boolean; platforms: number; games: number; banners: number };

/**
 * Fills an empty catalogue with the demo data. It runs at every start and in every test worker:
 * the advisory lock makes a second process wait for the first and then find the rows present.
 * The legal texts' translations are written at every start (seedLegalTranslations).
 */
export async function seedCatalogue(db: Database): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const [present] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM platforms');
    if ((present?.n ?? 0) > 0) {
      await seedLegalTranslations(tx);
      return { seeded: false, platforms: 0, games: 0, banners: 0 };
    }

    await insertRows(
      tx,
      'brands',
      ['brand', 'name', 'accent', 'logo', 'version'],
      SEED_BRANDS.map((b) => [
        b.brand,
        b.name,
        b.accent,
        `brand/logo-${b.brand}.svg`,
        HOME_VERSION,
      ]),
    );
    await insertRows(
      tx,
      'brand_links',
      ['brand', 'kind', 'name', 'url', 'link_h5', 'sorting'],
      SEED_BRANDS.flatMap((b) =>
        seedLinks(b).map((l, i) => [b.brand, l.kind, l.name, l.url, l.link_h5, i + 1]),
      ),
    );
    const banners = seedBanners();
    await insertRows(
      tx,
      'banners',
      ['id', 'brand', 'type', 'url', 'link', 'back_color', 'headline', 'subline', 'sorting'],
      banners.map((b) => [
        b.id,
        b.brand,
        b.type,
        `banners/${b.id}.svg`,
        b.link,
        b.back_color,
        b.headline,
        b.subline,
        b.sorting,
      ]),
    );
    const names = Object.keys(LEGAL_TITLES) as LegalName[];
    await insertRows(
      tx,
      'legal_texts',
      ['brand', 'name', 'title', 'content', 'updated_at'],
      SEED_BRANDS.flatMap((b) =>
        names.map((n) => [b.brand, n, LEGAL_TITLES[n], legalText(n, b.name), LEGAL_UPDATED_AT]),
      ),
    );
    await seedLegalTranslations(tx);
    await insertRows(
      tx,
      'platforms',
      ['id', 'venue_id', 'name', 'logo', 'sorting'],
      SEED_PLATFORMS.map((p) => [p.id, p.venue_id, p.name, `platforms/${p.id}.svg`, p.sorting]),
    );
    const games = seedGames();
    await insertRows(
      tx,
      'games',
      [
        'id',
        'code',
        'game_id',
        'game_type',
        'en_name',
        'zh_name',
        'img',
        'is_hot',
        'is_new',
        'maintained',
        'online',
        'platform_id',
        'rtp',
        'sorting',
        'created_at',
        'updated_at',
        'updated_name',
      ],
      games.map((g) => [
        g.id,
        g.code,
        g.game_id,
        g.game_type,
        g.en_name,
        g.zh_name,
        g.img,
        g.is_hot,
        g.is_new,
        g.maintained,
        g.online,
        g.platform_id,
        g.rtp,
        g.sorting,
        g.created_at,
        g.created_at,
        'seed',
      ]),
    );
    // Explicit ids leave the identity sequences behind; move them so later inserts do not clash.
    for (const table of ['platforms', 'games', 'banners']) {
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
      );
    }
    // The embedded database has no autovacuum to gather statistics; without them the planner
    // takes every table for a few rows and picks poor plans for the lists.
    await tx.query('ANALYZE platforms, games, banners, brands, brand_links, legal_texts');
    return {
      seeded: true,
      platforms: SEED_PLATFORMS.length,
      games: games.length,
      banners: banners.length,
    };
  });
}

/**
 * The seeded legal texts' translations (legal-texts.fil.ts), for the seeded brands: written at
 * every start, so a database seeded before a translation existed gets it, and a changed
 * translation replaces the old one. Dated as the English text they translate.
 */
async function seedLegalTranslations(tx: Queryable): Promise<void> {
  for (const b of SEED_BRANDS) {
    for (const name of Object.keys(LEGAL_TITLES_FIL) as LegalName[]) {
      await tx.query(
        `INSERT INTO legal_texts (brand, name, language, title, content, updated_at)
         SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM brands WHERE brand = $1)
         ON CONFLICT (brand, name, language) DO UPDATE
           SET title = EXCLUDED.title, content = EXCLUDED.content, updated_at = EXCLUDED.updated_at
           WHERE (legal_texts.title, legal_texts.content)
             IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.content)`,
        [
          b.brand,
          name,
          'fil_PH',
          LEGAL_TITLES_FIL[name],
          legalTextFil(name, b.name),
          LEGAL_UPDATED_AT,
        ],
      );
    }
  }
}

/** Multi-row INSERTs in batches: one round trip per hundred rows instead of per row. */
async function insertRows(
  tx: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const values = batch.map(
      (row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
    );
    await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`,
      batch.flat(),
    );
  }
}
