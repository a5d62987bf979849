/*
 * PisoPlay's service worker (docs/pwa.md): the app shell and the hashed static assets only.
 * - /assets/* (content-hashed, immutable): cache first, stored on first use.
 * - Page loads of the app: network first; offline, the cached shell (the client router then
 *   shows the route).
 * - Everything else goes to the network untouched and is never stored: every API reply
 *   (/member, /finance, /promo, /game, /api, /ocr, /partner, …), /admin, /provider, /games,
 *   /sim, uploads and images, and the money screens' pages and data.
 */
const SHELL_CACHE = 'pisoplay-shell-v1';
const ASSET_CACHE = 'pisoplay-assets-v1';
const SHELL_URL = '/';
const SHELL_FILES = [SHELL_URL, '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

/** Page paths that are not the app shell, or whose page must always be fresh. */
const NETWORK_ONLY_PAGES = [
  '/admin',
  '/provider',
  '/games',
  '/sim',
  '/dev',
  '/s-transaction',
  '/withdraw-accounts',
  '/partner-login',
  '/mini-login',
];

const isNetworkOnlyPage = (pathname) =>
  NETWORK_ONLY_PAGES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const keep = [SHELL_CACHE, ASSET_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => !keep.includes(n)).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

async function assetFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function pageNetworkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok && new URL(request.url).pathname === SHELL_URL) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(SHELL_URL, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL);
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(assetFirst(request));
  } else if (request.mode === 'navigate' && !isNetworkOnlyPage(url.pathname)) {
    event.respondWith(pageNetworkFirst(request));
  }
  // Anything else: not handled, so the browser goes to the network as without a worker.
});
