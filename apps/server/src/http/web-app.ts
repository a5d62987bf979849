import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brandFromHost } from '@pisoplay/contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** The image path ('banners/1.svg') the home page shows largest, when there is one. */
    homeLcpImage?: (brand: string) => Promise<string | undefined>;
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
  const lcpImage = pathname === '/' ? await homeLcpImage(app, request, imageBaseUrl) : undefined;
  return sendIndex(reply, root, imageBaseUrl, lcpImage);
}

/**
 * The address of the home page's first banner, so the page can ask for it at once instead of
 * after its scripts and the index have loaded (it is the largest paint). Written exactly as the
 * client's imageUrl() writes it, so the browser reuses the preloaded response.
 */
async function homeLcpImage(
  app: FastifyInstance,
  request: FastifyRequest,
  imageBaseUrl: string,
): Promise<string | undefined> {
  let image: string | undefined;
  try {
    image = await app.homeLcpImage?.(brandFromHost(request.hostname));
  } catch (error) {
    request.log.warn({ err: error }, 'no banner to preload');
    return undefined;
  }
  if (!image) return undefined;
  if (/^(https?:|\/)/i.test(image)) return image;
  const prefix = imageBaseUrl.endsWith('/') ? imageBaseUrl : `${imageBaseUrl}/`;
  return prefix + image.replace(/^\.?\/+/, '');
}

/** The page's image-host meta tag: the client reads the image base from it at start. */
const IMAGE_BASE_META = /<meta name="image-base" content="[^"]*"/;

function sendIndex(
  reply: FastifyReply,
  root: string,
  imageBaseUrl: string,
  preloadImage: string | undefined,
) {
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
    .send(withImagePreload(pageWithImageBase(file, imageBaseUrl), preloadImage));
}

function withImagePreload(html: string, image: string | undefined): string {
  if (!image) return html;
  const link = `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high" />`;
  return html.replace('</head>', `    ${link}\n  </head>`);
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
