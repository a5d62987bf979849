import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brandFromHost, SERVED_HOME_INDEX_ID, type HomeIndex } from '@pisoplay/contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** The brand's home index (the catalogue's cached copy), written into every served page. */
    homeIndexFor?: (brand: string) => Promise<HomeIndex>;
  }
}

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
): Promise<void> {
  const root = path.resolve(dist);
  // A plugin scope of its own, so reply.sendFile does not leak to the API routes.
  await app.register(async (scope) => {
    // Root given per call, so a missing dist (not built yet) is not a boot error. The build
    // writes .br and .gz beside each text file: sent by Accept-Encoding, with Vary.
    await scope.register(fastifyStatic, { serve: false, preCompressed: true });
    scope.get('/*', (request, reply) => serveWebApp(app, root, imageBaseUrl, request, reply));
  });
}

async function serveWebApp(
  app: FastifyInstance,
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
    // send decodes the path itself, so it gets the URL form. The build may have a .br or .gz
    // of the file, picked by Accept-Encoding: caches must key on it.
    reply.header('vary', 'accept-encoding');
    return reply.sendFile(raw.slice(1), root, {
      cacheControl: true,
      maxAge: hashed ? '365d' : '1h',
      immutable: hashed,
    });
  }
  // A missing hashed asset is a stale page asking for an old build: answering with HTML
  // would only fail later as a script with the wrong type.
  if (hashed) return reply.callNotFound();
  const homeIndex = await servedHomeIndex(app, request);
  const firstBanner = pathname === '/' ? homeIndex?.top[0]?.url : undefined;
  return sendIndex(reply, root, {
    imageBaseUrl,
    homeIndex,
    preloadImage: firstBanner && imageAddress(firstBanner, imageBaseUrl),
  });
}

/**
 * The brand's home index for the page: the lobby draws its first frame from it instead of
 * asking for it after its scripts have run. A page without it still works (the app asks).
 */
async function servedHomeIndex(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<HomeIndex | undefined> {
  try {
    return await app.homeIndexFor?.(brandFromHost(request.hostname));
  } catch (error) {
    request.log.warn({ err: error }, 'page served without the home index');
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

/** The page's image-host meta tag: the client reads the image base from it at start. */
const IMAGE_BASE_META = /<meta name="image-base" content="[^"]*"/;

type PageExtras = {
  imageBaseUrl: string;
  homeIndex: HomeIndex | undefined;
  preloadImage: string | undefined;
};

function sendIndex(reply: FastifyReply, root: string, extras: PageExtras) {
  const file = path.join(root, 'index.html');
  if (!fs.existsSync(file)) {
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(NOT_BUILT);
  }
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(
      withHomeIndex(
        withImagePreload(pageWithImageBase(file, extras.imageBaseUrl), extras.preloadImage),
        extras.homeIndex,
      ),
    );
}

function withImagePreload(html: string, image: string | undefined): string {
  if (!image) return html;
  const link = `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high" />`;
  return html.replace('</head>', `    ${link}\n  </head>`);
}

/** The index's data block, kept per cached (frozen) index: it changes with the catalogue only. */
const indexBlocks = new WeakMap<HomeIndex, string>();

/**
 * The home index as a data block: not run (the CSP allows no inline script), and with `<`
 * escaped so that no text of the catalogue can close the element.
 */
export function homeIndexDataBlock(index: HomeIndex): string {
  let block = indexBlocks.get(index);
  if (block === undefined) {
    const json = JSON.stringify(index).replace(/</g, '\\u003c');
    block = `<script type="application/json" id="${SERVED_HOME_INDEX_ID}">${json}</script>`;
    indexBlocks.set(index, block);
  }
  return block;
}

function withHomeIndex(html: string, index: HomeIndex | undefined): string {
  return index ? html.replace('</body>', `${homeIndexDataBlock(index)}</body>`) : html;
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
      .replace(
        IMAGE_BASE_META,
        `<meta name="image-base" content="${escapeAttribute(imageBaseUrl)}"`,
      );
    servedPage = { file, mtimeMs, imageBaseUrl, html };
  }
  return servedPage.html;
}

const escapeAttribute = (value: string) =>
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
