import { DEFAULT_BRAND, HOME_SECTIONS, indexKey, notFound } from '@pisoplay/contract';
import type {
  Game,
  GameTile,
  HomeBanner,
  HomeIndex,
  Language,
  LegalText,
  NavProvider,
  Paged,
  ParsedPayloadOf,
  Platform,
  calls,
} from '@pisoplay/contract';
import type { Queryable } from '../../db/database.ts';
import {
  brandLinks,
  findBanners,
  findBrand,
  findGameByCode,
  findGames,
  findLegalText,
  platformCoverage,
  topGamesByType,
} from './queries.ts';
import type { BannerRow, LegalName } from './queries.ts';
import { ttlCache } from './ttl-cache.ts';
import { deepFreeze } from '../../deep-freeze.ts';

/** What the catalogue's calls answer when they find nothing. */
export const CATALOGUE_MESSAGES = {
  gameNotFound: 'Game not found',
  unknownBrand: 'Unknown brand',
  noDocument: 'No such document',
} as const;

export type GameListQuery = ParsedPayloadOf<typeof calls.gameList>;

/** Games per category row on the home page. */
export const HOME_ROW_SIZE = 12;

/** The rows the home screen shows: a section id ('hot') or a game type code ('3'). */
export const HOME_ROW_KEYS = HOME_SECTIONS.filter((section) => section.showOnHome).map((section) =>
  section.kind === 'section' ? section.sectionId : String(section.categoryId),
);

export type CatalogueOptions = { cacheTtlMs?: number; now?: () => number };

/** How long after a change the catalogue is read from the primary: longer than replicas lag. */
const READ_PRIMARY_AFTER_CHANGE_MS = 10_000;

/**
 * The catalogue's reads: from `sources.replica` (a streaming replica, docs/scaling.md), except
 * for a few seconds after a change, when a replica may not have it yet and would be cached as is.
 */
export function createCatalogueService(
  sources: { primary: Queryable; replica: Queryable },
  options: CatalogueOptions = {},
) {
  const now = options.now ?? Date.now;
  let changedAt = -Infinity;
  const db: Queryable = {
    query: (...args) =>
      (now() - changedAt < READ_PRIMARY_AFTER_CHANGE_MS ? sources.primary : sources.replica).query(
        ...args,
      ),
  };
  // Every home visit reads the index and every category screen a list page, while the catalogue
  // changes only when an operator edits it. A minute of staleness spares the database (the
  // embedded one has a single connection that sign-ins share) nearly all of that traffic.
  const cacheOptions = { ttlMs: options.cacheTtlMs ?? 60_000, now: options.now };
  const indexCache = ttlCache<HomeIndex>({ ...cacheOptions, max: 50 });
  const listCache = ttlCache<Paged<Game>>({ ...cacheOptions, max: 1000 });

  async function buildIndex(brand: string): Promise<HomeIndex> {
    const row = await findBrand(db, brand);
    if (!row) throw notFound(CATALOGUE_MESSAGES.unknownBrand);
    const [banners, links, coverage, topByType, hot, fresh] = await Promise.all([
      findBanners(db, { brand }),
      brandLinks(db, brand),
      platformCoverage(db),
      topGamesByType(db, HOME_ROW_SIZE),
      findGames(db, { sorting: 'sorting:desc', is_hot: true, limit: HOME_ROW_SIZE, offset: 0 }),
      findGames(db, { sorting: 'sorting:desc', is_new: true, limit: HOME_ROW_SIZE, offset: 0 }),
    ]);

    const nav: Record<string, NavProvider[]> = {};
    const addNav = (key: string, p: NavProvider) => {
      const list = (nav[key] ??= []);
      if (!list.some((q) => q.id === p.id)) list.push(p);
    };
    for (const c of coverage) {
      const provider = { id: c.id, venue_id: c.venue_id, name: c.name, logo: c.logo };
      addNav(indexKey(c.game_type), provider);
      if (c.has_hot) addNav(indexKey('hot'), provider);
      if (c.has_new) addNav(indexKey('new'), provider);
    }

    const rows: Record<string, Game[]> = {};
    for (const game of topByType) (rows[indexKey(game.game_type)] ??= []).push(game);
    if (hot.items.length) rows[indexKey('hot')] = hot.items;
    if (fresh.items.length) rows[indexKey('new')] = fresh.items;
    const list: Record<string, GameTile[]> = {};
    for (const key of HOME_ROW_KEYS) {
      const row = rows[key];
      if (row) list[key] = row.map(toGameTile);
    }

    const media = links.filter((l) => l.kind === 'media');
    const bottom = links.filter((l) => l.kind === 'bottom');
    return {
      version: row.version,
      brand,
      top: banners.filter((b) => b.type === 1).map(toHomeBanner),
      nav,
      list,
      logo: { url: row.logo },
      bottom: bottom.map(({ name, url, link_h5 }) => ({ name, url, link_h5 })),
      media: media.map(({ name, url, link_h5 }) => ({ name, url, link_h5 })),
    };
  }

  return {
    /**
     * A game or a banner changed (on this server or another: the module hears every server's
     * changes): the next lists and index are read afresh, from the primary for a while.
     */
    changed(): void {
      changedAt = now();
      indexCache.clear();
      listCache.clear();
    },

    homeIndex(brand: string): Promise<HomeIndex> {
      return indexCache.get(brand, async () => deepFreeze(await buildIndex(brand)));
    },

    async platforms(gameType?: number): Promise<Platform[]> {
      const byId = new Map<number, Platform>();
      for (const c of await platformCoverage(db)) {
        let platform = byId.get(c.id);
        if (!platform) {
          platform = { ...c, game_types: [] };
          byId.set(c.id, platform);
        }
        platform.game_types.push(c.game_type);
      }
      return [...byId.values()]
        .filter((p) => gameType === undefined || p.game_types.includes(gameType as never))
        .map(({ id, venue_id, name, logo, game_types, sorting }) => ({
          id,
          venue_id,
          name,
          logo,
          game_types,
          sorting,
        }));
    },

    games(query: GameListQuery): Promise<Paged<Game>> {
      const { page, page_size, ...filter } = query;
      return listCache.get(listKey(query), async () => {
        const offset = (page - 1) * page_size;
        const { items, total } = await findGames(db, { ...filter, limit: page_size, offset });
        return deepFreeze({ d: items, t: total, s: 1 });
      });
    },

    /** One game by its code (the game page's name for it); an unknown code is not found. */
    async game(code: string): Promise<Game> {
      const game = await findGameByCode(db, code);
      if (!game) throw notFound(CATALOGUE_MESSAGES.gameNotFound);
      return game;
    },

    /**
     * The brand's own text; a brand without one, or unknown, gets the default brand's. In
     * `language` where the text is translated into it, else in English.
     */
    async legalText(name: LegalName, brand: string, language: Language): Promise<LegalText> {
      const text = await findLegalText(db, name, brand, DEFAULT_BRAND, language);
      if (!text) throw notFound(CATALOGUE_MESSAGES.noDocument);
      return text;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** Cache keys of the frozen payloads the routes hand over (one per distinct query string). */
const listKeys = new WeakMap<GameListQuery, string>();

/**
 * A game list's cache key: the whole parsed payload; the search matches case-insensitively, so
 * its case is not. Kept per frozen payload object, so a repeated query string is not
 * serialised again on every call.
 */
function listKey(query: GameListQuery): string {
  let key = listKeys.get(query);
  if (key === undefined) {
    key = JSON.stringify({ ...query, w: query.w?.toLowerCase() });
    if (Object.isFrozen(query)) listKeys.set(query, key);
  }
  return key;
}

function toHomeBanner({ id, url, link, back_color }: BannerRow): HomeBanner {
  return { id, url, link, back_color };
}

function toGameTile(game: Game): GameTile {
  const { id, code, en_name, img, is_hot, is_new, maintained, platform_name } = game;
  return { id, code, en_name, img, is_hot, is_new, maintained, platform_name };
}
