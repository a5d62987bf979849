import { DEFAULT_BRAND } from '@pisoplay/contract';
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
import { notFound } from '../../http/errors.ts';
import type { LegalName } from './legal-texts.ts';
import {
  brandLinks,
  findBanners,
  findBrand,
  findGames,
  findLegalText,
  platformCoverage,
  topGamesByType,
} from './queries.ts';
import type { BannerRow } from './queries.ts';

export type GameListQuery = ParsedPayloadOf<typeof calls.gameList>;

/** Games per category row on the home page. */
export const HOME_ROW_SIZE = 12;

export type CatalogueOptions = { indexTtlMs?: number; now?: () => number };

export function createCatalogueService(db: Queryable, options: CatalogueOptions = {}) {
  const ttl = options.indexTtlMs ?? 60_000;
  const now = options.now ?? Date.now;
  // Every home visit reads the index, and it changes only when the catalogue does: keep the
  // promise, so concurrent first requests share one build and a failed build is not kept.
  const indexCache = new Map<string, { at: number; index: Promise<HomeIndex> }>();

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
      addNav(String(c.game_type), provider);
      if (c.has_hot) addNav('hot', provider);
      if (c.has_new) addNav('new', provider);
    }

    const list: Record<string, Game[]> = {};
    for (const game of topByType) (list[String(game.game_type)] ??= []).push(game);
    if (hot.items.length) list.hot = hot.items;
    if (fresh.items.length) list.new = fresh.items;

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
      const cached = indexCache.get(brand);
      if (cached && now() - cached.at < ttl) return cached.index;
      const index = buildIndex(brand);
      indexCache.set(brand, { at: now(), index });
      index.catch(() => {
        if (indexCache.get(brand)?.index === index) indexCache.delete(brand);
      });
      return index;
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

    async games(query: GameListQuery): Promise<Paged<Game>> {
      const { page, page_size, ...filter } = query;
      const { items, total } = await findGames(db, {
        ...filter,
        limit: page_size,
        offset: (page - 1) * page_size,
      });
      return { d: items, t: total, s: 1 };
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
