import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  brandFromHost,
  GAME_TYPE_CODES,
  SERVED_GAME_PAGE_ID,
  SERVED_HOME_INDEX_ID,
  HERO_PROMOTION_PAGES,
  LANGUAGE_COOKIE,
  LANGUAGE_TAGS,
  SPLASH_LEADS,
  heroPromotionOf,
  languageOf,
  type HomeIndex,
  type Promotion,
  type ServedGamePage,
} from '@pisoplay/contract';
import { localizerFor } from '../platform/i18n/localize.ts';

/** The data the served pages carry, from the catalogue and promotions (handed in by app.ts). */
export type ServedData = {
  /** The brand's home index (the catalogue's cached copy), written into every served page. */
  homeIndexFor: (brand: string) => Promise<HomeIndex>;
  /** A category's first page of games as the app first asks for it, for the category page. */
  firstGamePageFor: (gameType: number) => Promise<ServedGamePage>;
  /** The running promotions, for the banner a promotion page opens with (their images). */
  runningPromotions: () => Promise<Promotion[]>;
};

/** Path groups that belong to the API: they keep the error envelope, never the web app. */
export const API_GROUPS = [
  'member',
  'finance',
  'promo',
  'game',
  'ocr',
  'api',
  'img',
  'dev',
  'health',
];

const NOT_BUILT = 'The web app is not built yet. Run `npm run build`, then reload this page.\n';

/**
 * Serves the built web app from `dist` after every API route: hashed files under /assets/
 * cache for a year, index.html is revalidated on every load, and any other GET outside the API
 * groups gets index.html so the client router can take a deep link.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dist: string,
  imageBaseUrl: string,
  data: ServedData,
): Promise<void> {
  const root = path.resolve(dist);
  // A plugin scope of its own, so reply.sendFile does not leak to the API routes.
  await app.register(async (scope) => {
    // Root given per call, so a missing dist (not built yet) is not a boot error. The build
    // writes .br and .gz beside each text file: sent by Accept-Encoding, with Vary.
    await scope.register(fastifyStatic, { serve: false, preCompressed: true });
    scope.get('/*', (request, reply) => serveWebApp(data, root, imageBaseUrl, request, reply));
  });
}

/** Where the back office (apps/admin) is served: its pages, and its build under /admin/assets/. */
export const ADMIN_PREFIX = '/admin';

const ADMIN_NOT_BUILT =
  'The back office is not built yet. Run `npm run build`, then reload this page.\n';

/**
 * Serves the back office's build (`dist`, apps/admin/dist) under /admin/: its hashed files under
 * /admin/assets/ for a year (with their .br and .gz), and its index.html (revalidated on every
 * load) for /admin and every other GET under /admin that no API route took. The /admin API
 * routes are exact routes registered before this one, so they win; an API client asking for a
 * path no route serves (it accepts CBOR) gets the API's not-found envelope, not the page.
 */
export async function registerAdminApp(app: FastifyInstance, dist: string): Promise<void> {
  const root = path.resolve(dist);
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { serve: false, preCompressed: true });
    const serve = (request: FastifyRequest, reply: FastifyReply) =>
      serveAdminApp(root, request, reply);
    scope.get(ADMIN_PREFIX, serve);
    scope.get(`${ADMIN_PREFIX}/*`, serve);
  });
}

/**
 * A file of a build, by its path in URL form (send decodes it itself): hashed files for a year.
 * The build may have a .br or .gz of the file, picked by Accept-Encoding: caches must key on it.
 */
function sendBuiltFile(reply: FastifyReply, root: string, urlPath: string, hashed: boolean) {
  reply.header('vary', 'accept-encoding');
  return reply.sendFile(urlPath, root, {
    cacheControl: true,
    maxAge: hashed ? '365d' : '1h',
    immutable: hashed,
  });
}

const sendNotBuilt = (reply: FastifyReply, message: string) =>
  reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(message);

function serveAdminApp(root: string, request: FastifyRequest, reply: FastifyReply) {
  const raw = request.url.split('?')[0] ?? ADMIN_PREFIX;
  const pathname = decodePath(raw);
  const accept = request.headers.accept ?? '';
  if (pathname === null || (accept.includes('application/cbor') && !accept.includes('text/html'))) {
    return reply.callNotFound();
  }
  const inside = pathname.slice(ADMIN_PREFIX.length) || '/';
  const hashed = inside.startsWith('/assets/');
  if (inside !== '/' && inside !== '/index.html' && isFile(root, inside)) {
    return sendBuiltFile(reply, root, raw.slice(ADMIN_PREFIX.length + 1), hashed);
  }
  // A missing hashed file is an old page asking for an old build (see serveWebApp).
  if (hashed) return reply.callNotFound();
  const file = path.join(root, 'index.html');
  if (!fs.existsSync(file)) return sendNotBuilt(reply, ADMIN_NOT_BUILT);
  return reply
    .header('cache-control', 'no-cache')
    .header('x-robots-tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(adminPage(file));
}

let adminIndex: { file: string; mtimeMs: number; html: string } | undefined;

/** The back office's index.html, read again only when a new build replaces it. */
function adminPage(file: string): string {
  const { mtimeMs } = fs.statSync(file);
  if (adminIndex?.file !== file || adminIndex.mtimeMs !== mtimeMs) {
    adminIndex = { file, mtimeMs, html: fs.readFileSync(file, 'utf8') };
  }
  return adminIndex.html;
}

async function serveWebApp(
  data: ServedData,
  root: string,
  imageBaseUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const raw = request.url.split('?')[0] ?? '/';
  const pathname = decodePath(raw);
  if (pathname === null || API_GROUPS.includes(pathname.split('/')[1] ?? '')) {
    return reply.callNotFound();
  }
  const hashed = pathname.startsWith('/assets/');
  if (pathname !== '/' && pathname !== '/index.html' && isFile(root, pathname)) {
    return sendBuiltFile(reply, root, raw.slice(1), hashed);
  }
  // A missing hashed asset is a stale page asking for an old build: answering with HTML
  // would only fail later as a script with the wrong type.
  if (hashed) return reply.callNotFound();
  const homeIndex = await served(request, 'home index', () =>
    data.homeIndexFor(brandFromHost(request.hostname)),
  );
  const gameType = categoryOfPage(pathname, raw !== request.url);
  const gamePage =
    gameType === undefined
      ? undefined
      : await served(request, 'first game page', () => data.firstGamePageFor(gameType));
  const hero = HERO_PROMOTION_PAGES.includes(pathname)
    ? heroPromotionOf(
        pathname,
        (await served(request, 'promotions', () => data.runningPromotions())) ?? [],
      )
    : undefined;
  // The page's largest paint: home's first banner (the carousel's first slide, if it has an
  // image), a category's first row of tiles, a promotion page's opening banner, a page's opening
  // line (in the language the app mirrors in its cookie: the app draws the same words).
  const firstBanner = pathname === '/' && homeIndex?.top[0]?.url ? homeIndex.top[0] : undefined;
  const firstRow = (gamePage?.reply.d ?? []).slice(0, FIRST_ROW_TILES).map((game) => game.img);
  const heroImage = hero?.image || undefined;
  const address = (image: string) => imageAddress(image, imageBaseUrl);
  const language = languageOf(parseCookies(request.headers.cookie ?? '')[LANGUAGE_COOKIE]);
  const lead = SPLASH_LEADS[pathname];
  return sendIndex(reply, root, {
    imageBaseUrl,
    languageTag: LANGUAGE_TAGS[language],
    dataBlocks: [
      homeIndex && dataBlock(SERVED_HOME_INDEX_ID, homeIndex, homeIndex),
      gamePage && dataBlock(SERVED_GAME_PAGE_ID, gamePage, gamePage.reply),
    ].filter((block) => block !== undefined),
    preloadImages: (firstBanner ? [firstBanner.url] : heroImage ? [heroImage] : firstRow)
      .filter(Boolean)
      .map(address),
    splash: {
      'splash-banner': firstBanner
        ? splashImage(address(firstBanner.url), firstBanner.back_color)
        : '',
      // All three or none: a gap would move the next tile out of its place.
      'splash-tiles': firstRow.every(Boolean)
        ? firstRow.map((image) => splashImage(address(image))).join('')
        : '',
      'splash-hero': heroImage ? splashImage(address(heroImage), hero?.back_color) : '',
      'splash-lead': lead ? `<p>${escapeHtml(localizerFor(language)(lead))}</p>` : '',
    },
  });
}

/**
 * An image of the page's splash, where the app then draws the same one (index.html places and
 * sizes it): the largest paint comes with the page instead of after the scripts. The app's own
 * image then takes its place; this copy is decoration (empty alt), so it is announced once.
 */
export function splashImage(address: string, backColor = ''): string {
  const background = /^#[0-9a-f]{3,8}$/i.test(backColor)
    ? ` style="background-color:${backColor}"`
    : '';
  return `<img src="${escapeHtml(address)}" alt="" fetchpriority="high"${background} />`;
}

/** Tiles in a category grid's first row (the web app's grid-cols-3). */
const FIRST_ROW_TILES = 3;

/** The game type of a category page without list filters in its address (they change the list). */
function categoryOfPage(pathname: string, hasQuery: boolean): number | undefined {
  const match = /^\/s-game\/category\/(\d{1,2})$/.exec(pathname);
  const gameType = Number(match?.[1]);
  return match && !hasQuery && (GAME_TYPE_CODES as number[]).includes(gameType)
    ? gameType
    : undefined;
}

/**
 * Data the page's first frame needs, served with it instead of asked for after the scripts have
 * run. A page without it still works (the app asks), so a failure is only a warning.
 */
async function served<T>(
  request: FastifyRequest,
  what: string,
  read: () => Promise<T> | undefined,
): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    request.log.warn({ err: error }, `page served without the ${what}`);
    return undefined;
  }
}

/**
 * An image path as the client's imageUrl() writes it, so the browser reuses a preloaded
 * response (the home page's first banner is its largest paint).
 */
function imageAddress(image: string, imageBaseUrl: string): string {
  if (/^(https?:|\/)/i.test(image)) return image;
  const prefix = imageBaseUrl.endsWith('/') ? imageBaseUrl : `${imageBaseUrl}/`;
  return prefix + image.replace(/^\.?\/+/, '');
}

/** The page's language attribute (index.html's is English). */
const HTML_LANG = /<html lang="[^"]*"/;

/** The page's image-host meta tag: the client reads the image base from it at start. */
const IMAGE_BASE_META = /<meta name="image-base" content="[^"]*"/;

type PageExtras = {
  imageBaseUrl: string;
  /** `<html lang>`: the player's language, as the app then sets it. */
  languageTag: string;
  dataBlocks: string[];
  preloadImages: string[];
  /** The splash's images or text (markup) by the id of their slot; '' leaves a slot empty (hidden). */
  splash: Record<SplashSlot, string>;
};

/** The ids of the splash's empty slots in index.html. */
const SPLASH_SLOT_IDS = ['splash-banner', 'splash-tiles', 'splash-hero', 'splash-lead'] as const;
type SplashSlot = (typeof SPLASH_SLOT_IDS)[number];
const SPLASH_SLOTS = SPLASH_SLOT_IDS.map(
  (id) => [id, new RegExp(`(<div\\s+id="${id}"[^>]*>)(</div>)`)] as const,
);

/** The page with each splash slot holding its images. */
const withSplash = (html: string, splash: Record<SplashSlot, string>) =>
  SPLASH_SLOTS.reduce(
    (page, [id, slot]) =>
      page.replace(slot, (_slot, open: string, end: string) => open + splash[id] + end),
    html,
  );

function sendIndex(reply: FastifyReply, root: string, extras: PageExtras) {
  const file = path.join(root, 'index.html');
  if (!fs.existsSync(file)) return sendNotBuilt(reply, NOT_BUILT);
  // Written in the language of the `lang` cookie: a cache must not give it to another player.
  return reply
    .header('cache-control', 'no-cache')
    .header('vary', 'cookie')
    .type('text/html; charset=utf-8')
    .send(
      withSplash(pageWithImageBase(file, extras.imageBaseUrl), extras.splash)
        .replace(HTML_LANG, `<html lang="${extras.languageTag}"`)
        .replace('</head>', `${extras.preloadImages.map(imagePreload).join('')}</head>`)
        .replace('</body>', `${extras.dataBlocks.join('')}</body>`),
    );
}

const imagePreload = (image: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />\n`;

/** Data blocks kept per cached (frozen) reply: they change with the catalogue only. */
const blocks = new WeakMap<object, Map<string, string>>();

/**
 * A value as a data block: not run (the CSP allows no inline script), and with `<` escaped so
 * that no text of the catalogue can close the element. `cachedBy` is the frozen reply it holds.
 */
export function dataBlock(id: string, value: unknown, cachedBy: object): string {
  let cached = blocks.get(cachedBy);
  if (!cached) {
    cached = new Map<string, string>();
    blocks.set(cachedBy, cached);
  }
  let block = cached.get(id);
  if (block === undefined) {
    const json = JSON.stringify(value).replace(/</g, '\\u003c');
    block = `<script type="application/json" id="${id}">${json}</script>`;
    cached.set(id, block);
  }
  return block;
}

let servedPage: { file: string; mtimeMs: number; imageBaseUrl: string; html: string } | undefined;

/**
 * index.html with the image host written in: one runtime setting (spec 7.5) without the inline
 * script the CSP forbids. Rewritten once per build of the file, not on every page load.
 */
function pageWithImageBase(file: string, imageBaseUrl: string): string {
  const { mtimeMs } = fs.statSync(file);
  if (
    servedPage?.file !== file ||
    servedPage.mtimeMs !== mtimeMs ||
    servedPage.imageBaseUrl !== imageBaseUrl
  ) {
    const html = fs
      .readFileSync(file, 'utf8')
      .replace(IMAGE_BASE_META, `<meta name="image-base" content="${escapeHtml(imageBaseUrl)}"`);
    servedPage = { file, mtimeMs, imageBaseUrl, html };
  }
  return servedPage.html;
}

/** Text for HTML, in an element or a quoted attribute. */
const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether the URL path names a regular file inside root (and not outside it). */
function isFile(root: string, pathname: string): boolean {
  if (pathname.includes('/.')) return false; // no dotfiles, no '..'
  const full = path.resolve(root, `.${pathname}`);
  if (!full.startsWith(root + path.sep)) return false;
  try {
    return fs.statSync(full).isFile();
  } catch {
    return false;
  }
}

function decodePath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
