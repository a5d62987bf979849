import { DEFAULT_BRAND, GAME_PAGE_SIZE, GAME_SORTS, calls, notFound } from '@pisoplay/contract';
import type { GameTypeCode } from '@pisoplay/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { languageOfRequest } from '../../platform/i18n/localize.ts';
import type { Module } from '../../deps.ts';
import type { ServedData } from '../../http/web-app.ts';
import { registerAdminBannerRoutes } from './admin-banner-routes.ts';
import { createImageStore } from './images.ts';
import type { ImageStore } from './images.ts';
import { PARTNER_INDEX_BRANDS } from './seed/brands.ts';
import { createCatalogueService } from './service.ts';
import { findGameByCode } from './queries.ts';
import { gamePalette } from './seed/game-art.ts';
// The face other modules use: a game row as the catalogue reads it.
export { GAME_COLUMNS, toGame } from './queries.ts';

/** The catalogue's service for the modules above it and for the served pages. */
export type CatalogueService = Pick<ServedData, 'homeIndexFor' | 'firstGamePageFor'> & {
  /** Drops the cached lists and index after an operator changed the catalogue. */
  changed(): void;
  /** A game's name, type and tile colours, which a built-in game wears (null: no such game). */
  gameTheme(code: string): Promise<GameTheme | null>;
};

export type GameTheme = {
  code: string;
  name: string;
  gameType: GameTypeCode;
  colours: readonly string[];
};

/** Public catalogue: home index, provider and game lists, legal texts, and the images. */
export const catalogueModule: Module<object, CatalogueService> = async (
  app,
  { db, clock, events },
) => {
  const catalogue = createCatalogueService({ primary: db, replica: db.replica });
  // Every server caches the catalogue: a change made on one is heard by all.
  events.on('catalogue-changed', () => catalogue.changed());
  const changed = () => {
    catalogue.changed();
    events
      .publish('catalogue-changed', {})
      .catch((error: unknown) => app.log.warn({ err: error }, 'publishing a change failed'));
  };

  route(app, calls.memberIndex, () => catalogue.homeIndex(DEFAULT_BRAND));
  route(app, calls.memberIndexTag, ({ params }) => catalogue.homeIndex(params.tag ?? ''));
  route(app, calls.memberIndexPartnerWallet, () =>
    catalogue.homeIndex(PARTNER_INDEX_BRANDS.wallet),
  );
  route(app, calls.memberIndexMiniApp, () => catalogue.homeIndex(PARTNER_INDEX_BRANDS.miniapp));
  route(app, calls.platformList, ({ payload }) => catalogue.platforms(payload.game_type));
  route(app, calls.gameList, ({ payload }) => catalogue.games(payload));
  route(app, calls.gameDetail, ({ payload }) => catalogue.game(payload.code));
  // The legal texts in the lang header's language (English where one has no translation).
  for (const [def, name] of [
    [calls.terms, 'terms'],
    [calls.privacy, 'privacy'],
    [calls.faq, 'faq'],
  ] as const) {
    route(app, def, ({ payload, request }) =>
      catalogue.legalText(name, payload.brand, languageOfRequest(request)),
    );
  }

  registerImages(app, createImageStore(db));
  registerAdminBannerRoutes(app, { db, clock, changed });
  return {
    changed,
    gameTheme: async (code) => {
      const game = await findGameByCode(db, code);
      if (!game) return null;
      return {
        code: game.code,
        name: game.en_name,
        gameType: game.game_type,
        colours: gamePalette({ code: game.code, game_type: game.game_type }),
      };
    },
    // Every served page carries the brand's index, and home preloads its first banner.
    homeIndexFor: (brand) => catalogue.homeIndex(brand),
    // A category page carries its first page of games as the app first asks for it: by Popular.
    firstGamePageFor: async (gameType) => {
      const payload = {
        sorting: GAME_SORTS.Popular,
        game_type: gameType,
        page: 1,
        page_size: GAME_PAGE_SIZE,
      };
      return { payload, reply: await catalogue.games(payload) };
    },
  };
};

/** Artwork changes only with the catalogue; a week of caching plus the ETag keeps it cheap. */
const IMAGE_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

function registerImages(app: FastifyInstance, images: ImageStore): void {
  app.get('/img/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const image = await images.get(path);
    if (!image) throw notFound(`No such image: ${path}`);
    // The image host may be another origin than the page (IMAGE_BASE_URL).
    reply
      .header('cache-control', IMAGE_CACHE)
      .header('etag', image.etag)
      .header('cross-origin-resource-policy', 'cross-origin');
    const known = request.headers['if-none-match']?.split(',').map((t) => t.trim());
    if (known?.includes(image.etag) || known?.includes(`W/${image.etag}`))
      return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(image.body);
  });
}
