import { DEFAULT_BRAND, indexKey, notFound } from '@pisoplay/contract';
import type {
  Banner,
  Game,
  HomeIndex,
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
  findGames,
  findLegalText,
  platformCoverage,
  topGamesByType,
} from './queries.ts';
import type { BannerRow, LegalName } from './queries.ts';
import { ttlCache } from './ttl-cache.ts';

export type GameListQuery = ParsedPayloadOf<typeof calls.gameList>;

/** Games per category row on the home page. */
export const HOME_ROW_SIZE = 12;

export type CatalogueOptions = { cacheTtlMs?: number; now?: () => number };

export function createCatalogueService(db: Queryable, options: CatalogueOptions = {}) {
  // Every home visit reads the index and every category screen a list page, while the catalogue
  // changes only when an operator edits it. A minute of staleness spares the database (the
  // embedded one has a single connection that sign-ins share) nearly all of that traffic.
  const cacheOptions = { ttlMs: options.cacheTtlMs ?? 60_000, now: options.now };
  const indexCache = ttlCache<HomeIndex>({ ...cacheOptions, max: 50 });
  const listCache = ttlCache<Paged<Game>>({ ...cacheOptions, max: 1000 });

  async function buildIndex(brand: string): Promise<HomeIndex> {
    const row = await findBrand(db, brand);
    if (!row) throw notFound('Unknown brand');
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

    const list: Record<string, Game[]> = {};
    for (const game of topByType) (list[indexKey(game.game_type)] ??= []).push(game);
    if (hot.items.length) list[indexKey('hot')] = hot.items;
    if (fresh.items.length) list[indexKey('new')] = fresh.items;

    const media = links.filter((l) => l.kind === 'media');
    const bottom = links.filter((l) => l.kind === 'bottom');
    return {
      version: row.version,
      brand,
      top: banners.filter((b) => b.type === 1).map(toBanner),
      banners: banners.filter((b) => b.type !== 1).map(toBanner),
      nav,
      list,
      logo: { url: row.logo },
      bottom: bottom.map(({ name, url, link_h5 }) => ({ name, url, link_h5 })),
      media: media.map(({ name, url, link_h5 }) => ({ name, url, link_h5 })),
    };
  }

  return {
    homeIndex(brand: string): Promise<HomeIndex> {
      return indexCache.get(brand, () => buildIndex(brand));
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
      // The whole parsed payload; the search matches case-insensitively, so its case is not.
      const key = JSON.stringify({ ...query, w: query.w?.toLowerCase() });
      return listCache.get(key, async () => {
        const offset = (page - 1) * page_size;
        const { items, total } = await findGames(db, { ...filter, limit: page_size, offset });
        return { d: items, t: total, s: 1 };
      });
    },

    /** The brand's own text; a brand without one, or unknown, gets the default brand's. */
    async legalText(name: LegalName, brand: string): Promise<LegalText> {
      const text = await findLegalText(db, name, brand, DEFAULT_BRAND);
      if (!text) throw notFound('No such document');
      return text;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

function toBanner(b: BannerRow): Banner {
  return {
    id: b.id,
    type: b.type,
    tags: b.tags,
    url: b.url,
    link: b.link,
    back_color: b.back_color,
    state: b.state,
    is_delete: b.is_delete,
    created_at: b.created_at,
    updated_at: b.updated_at,
    updated_uid: b.updated_uid,
    updated_name: b.updated_name,
  };
}
