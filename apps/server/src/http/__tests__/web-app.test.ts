import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { tempDir } from '../../test/temp-dirs.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  decodeCbor,
  GAME_PAGE_SIZE,
  heroPromotionOf,
  SERVED_GAME_PAGE_ID,
  SERVED_HOME_INDEX_ID,
  SPLASH_LEADS,
} from '@pisoplay/contract';
import { contractMessages } from '@pisoplay/contract/i18n/fil_PH';
import { decodeReply, testApp } from '../../test/harness.ts';
import { dataBlock, splashImage } from '../web-app.ts';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
/** The home index the server writes into every page it serves (docs/architecture.md). */
const servedBlock = (id: string) =>
  new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`);
const HOME_INDEX_BLOCK = servedBlock(SERVED_HOME_INDEX_ID);
const GAME_PAGE_BLOCK = servedBlock(SERVED_GAME_PAGE_ID);

describe('web app serving with history fallback', () => {
  let app: FastifyInstance;
  let dist: string;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    const base = tempDir('pisoplay-web-');
    dist = path.join(base, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(base, 'secret.txt'), 'outside dist');
    app = await testApp({ WEB_DIST: dist });
  });
  afterAll(() => app.close());

  it('tells the page the configured image host', async () => {
    const page = '<html><head><meta name="image-base" content="" /></head><body></body></html>';
    const withMeta = tempDir('pisoplay-web-');
    fs.writeFileSync(path.join(withMeta, 'index.html'), page);
    const cdn = await testApp({
      WEB_DIST: withMeta,
      IMAGE_BASE_URL: 'https://img.example.ph/a"b/',
    });
    const response = await cdn.inject({ method: 'GET', url: '/s-game/category/3' });
    expect(response.body).toContain(
      '<meta name="image-base" content="https://img.example.ph/a&quot;b/" />',
    );

    // A new build of the page is served, not the rewritten copy of the old one.
    fs.writeFileSync(path.join(withMeta, 'index.html'), page.replace('<body>', '<body>v2'));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(withMeta, 'index.html'), later, later);
    const rebuilt = await cdn.inject({ method: 'GET', url: '/' });
    await cdn.close();
    expect(rebuilt.body).toContain('<body>v2');
    expect(rebuilt.body).toContain('content="https://img.example.ph/a&quot;b/"');
  });

  it('asks each lobby page to preload its largest paint: the first banner, the first row', async () => {
    const page = '<html><head><meta name="image-base" content="" /></head><body></body></html>';
    const withHead = tempDir('pisoplay-web-');
    fs.writeFileSync(path.join(withHead, 'index.html'), page);
    const cdn = await testApp({ WEB_DIST: withHead, IMAGE_BASE_URL: 'https://img.example.ph/' });
    const index = decodeReply<{ top: { url: string }[] }>(
      await cdn.inject({ method: 'GET', url: '/member/index' }),
    );
    const games = decodeReply<{ d: { img: string }[] }>(
      await cdn.inject({ method: 'GET', url: '/member/game/list?game_type=3' }),
    );
    const home = await cdn.inject({ method: 'GET', url: '/' });
    const category = await cdn.inject({ method: 'GET', url: '/s-game/category/3' });
    const account = await cdn.inject({ method: 'GET', url: '/s-account' });
    await cdn.close();
    const preload = (image: string | undefined) =>
      `<link rel="preload" as="image" href="https://img.example.ph/${image}" fetchpriority="high" />`;
    const banner = index.status ? index.data.top[0]?.url : undefined;
    expect(banner).toBeTruthy();
    expect(home.body).toContain(preload(banner));
    expect(home.body.match(/rel="preload"/g)).toHaveLength(1);
    const firstRow = games.status ? games.data.d.slice(0, 3).map((game) => game.img) : [];
    expect(firstRow).toHaveLength(3);
    for (const image of firstRow) expect(category.body).toContain(preload(image));
    expect(category.body.match(/rel="preload"/g)).toHaveLength(3);
    expect(account.body).not.toContain('rel="preload"');
  });

  it("draws each page's largest paint it knows in its splash: home's banner, a category's first row, a promotion page's banner", async () => {
    const slot = (id: string) => `<div\n  id="${id}"\n  class="px-3"\n></div>`;
    const slots =
      slot('splash-banner') + slot('splash-tiles') + slot('splash-hero') + slot('splash-lead');
    const page = `<html><head><meta name="image-base" content="" /></head><body>${slots}</body></html>`;
    const withSplash = tempDir('pisoplay-web-');
    fs.writeFileSync(path.join(withSplash, 'index.html'), page);
    const cdn = await testApp({ WEB_DIST: withSplash, IMAGE_BASE_URL: 'https://img.example.ph/' });
    const index = decodeReply<{ top: { url: string; back_color: string }[] }>(
      await cdn.inject({ method: 'GET', url: '/member/index' }),
    );
    const games = decodeReply<{ d: { img: string }[] }>(
      await cdn.inject({ method: 'GET', url: '/member/game/list?game_type=3' }),
    );
    const promotions = decodeReply<{ image: string; link: string; back_color: string }[]>(
      await cdn.inject({ method: 'GET', url: '/promo/list' }),
    );
    const [home, category, filtered, account, welfare, blindBox] = await Promise.all(
      [
        '/',
        '/s-game/category/3',
        '/s-game/category/3?sort=A-Z',
        '/s-account',
        '/welfare',
        '/blind-box',
      ].map(async (url) => (await cdn.inject({ method: 'GET', url })).body),
    );
    await cdn.close();
    const image = (file: string | undefined, style = '') =>
      `<img src="https://img.example.ph/${file}" alt="" fetchpriority="high"${style} />`;
    const filled = (id: string, images: string) => slot(id).replace('></div>', `>${images}</div>`);

    const banner = index.status ? index.data.top[0] : undefined;
    expect(banner?.back_color).toMatch(/^#/);
    const bannerImage = image(banner?.url, ` style="background-color:${banner?.back_color}"`);
    expect(home).toContain(
      filled('splash-banner', bannerImage) +
        slot('splash-tiles') +
        slot('splash-hero') +
        slot('splash-lead'),
    );

    const firstRow = games.status ? games.data.d.slice(0, 3).map((game) => game.img) : [];
    expect(firstRow).toHaveLength(3);
    const rowImages = firstRow.map((file) => image(file)).join('');
    expect(category).toContain(
      slot('splash-banner') +
        filled('splash-tiles', rowImages) +
        slot('splash-hero') +
        slot('splash-lead'),
    );

    // The promotion pages open with their banner (heroPromotionOf, tested in the contract).
    const running = promotions.status ? promotions.data : [];
    for (const [pathname, served] of [
      ['/welfare', welfare],
      ['/blind-box', blindBox],
    ] as const) {
      const hero = heroPromotionOf(pathname, running);
      expect(hero?.image).toBeTruthy();
      const heroImage = image(hero?.image, ` style="background-color:${hero?.back_color}"`);
      expect(served).toContain(
        slot('splash-banner') +
          slot('splash-tiles') +
          filled('splash-hero', heroImage) +
          slot('splash-lead'),
      );
    }

    // A filtered list and other pages do not know their largest paint: the splash stays bare.
    for (const other of [filtered, account]) expect(other).toContain(slots);
  });

  it("writes a page's opening line and its language in the language the app keeps in its cookie", async () => {
    const lead = `<div id="splash-lead" class="px-4"></div>`;
    const withLead = tempDir('pisoplay-web-');
    fs.writeFileSync(
      path.join(withLead, 'index.html'),
      `<!doctype html><html lang="en"><head></head><body>${lead}</body></html>`,
    );
    const cdn = await testApp({ WEB_DIST: withLead });
    const page = async (url: string, cookie?: string) =>
      (await cdn.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;
    const filled = (text: string) => lead.replace('></div>', `><p>${text}</p></div>`);
    const leads = Object.entries(SPLASH_LEADS);
    expect(leads.map(([pathname]) => pathname)).toEqual([
      '/responsible-gaming',
      '/s-vip',
      '/points',
      '/welfare/betting-rank',
      '/invite',
    ]);
    for (const [pathname, englishLead] of leads) {
      const [english, filipino, unknown] = await Promise.all([
        page(pathname),
        page(pathname, 'theme=dark; lang=fil_PH'),
        page(pathname, 'lang=<xx>'),
      ]);
      const filipinoLead = contractMessages[englishLead];
      expect(filipinoLead).toBeTruthy();
      expect(filipinoLead).not.toBe(englishLead);

      expect(english).toContain('<html lang="en">');
      expect(english).toContain(filled(englishLead));
      expect(filipino).toContain('<html lang="fil">');
      expect(filipino).toContain(filled(filipinoLead!));
      // A language the app does not have is English.
      expect(unknown).toContain('<html lang="en">');
      expect(unknown).toContain(filled(englishLead));
    }
    // A page without a known opening line keeps the slot empty, in the player's language.
    const otherPage = await page('/s-account', 'lang=fil_PH');
    await cdn.close();
    expect(otherPage).toContain('<html lang="fil">');
    expect(otherPage).toContain(lead);
  });

  it('writes a splash image address as an attribute, and only a colour as its background', () => {
    expect(splashImage('/img/banners/"><script>1.svg', 'red;x:y')).toBe(
      '<img src="/img/banners/&quot;&gt;&lt;script&gt;1.svg" alt="" fetchpriority="high" />',
    );
  });

  it('writes a category page its first page of games, as the app first asks for it', async () => {
    const payload = { sorting: 'sorting:desc', game_type: 5, page: 1, page_size: GAME_PAGE_SIZE };
    const list = decodeReply<object>(
      await get(`/member/game/list?${new URLSearchParams(payload as never).toString()}`),
    );
    const block = GAME_PAGE_BLOCK.exec((await get('/s-game/category/5')).body);
    expect(block, 'a data block for the category').not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual({ payload, reply: list.status && list.data });
    // Filters in the address change the list; other pages have none to show.
    for (const url of ['/s-game/category/5?sort=A-Z', '/s-game/category/99', '/', '/s-account']) {
      expect((await get(url)).body).not.toMatch(GAME_PAGE_BLOCK);
    }
  });

  it.each([
    '/',
    '/s-game/category/3',
    '/s-game/category/3?sort=Popular',
    '/my/aboutus',
    '/index.html',
  ])('answers %s with index.html, revalidated on every load, by its cookie', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('cookie');
    expect(response.body.replace(HOME_INDEX_BLOCK, '').replace(GAME_PAGE_BLOCK, '')).toBe(INDEX);
  });

  it.each(['/', '/s-game/category/3', '/s-account'])(
    'writes the home index into %s as data, the same as /member/index answers',
    async (url) => {
      const index = decodeReply<object>(await get('/member/index'));
      const page = await get(url);
      const block = HOME_INDEX_BLOCK.exec(page.body);
      expect(block, 'a data block before </body>').not.toBeNull();
      expect(page.body.indexOf(block![0])).toBeLessThan(page.body.indexOf('</body>'));
      expect(index.status && JSON.parse(block![1]!)).toEqual(index.status && index.data);
    },
  );

  it('writes catalogue text that looks like markup so that it cannot close the data block', () => {
    const index = {
      version: '1',
      brand: 'h5',
      top: [
        { id: 1, url: 'banners/1.svg', link: '</script><script>alert(1)</script>', back_color: '' },
      ],
      nav: {},
      list: {},
      logo: { url: 'brand/logo.svg' },
      bottom: [],
      media: [],
    };
    const block = dataBlock(SERVED_HOME_INDEX_ID, index, index);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(HOME_INDEX_BLOCK.exec(block)![1]!)).toEqual(index);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log(1);');
  });

  it('serves other files with a short cache', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not answer a missing hashed asset with the page', async () => {
    expect((await get('/assets/index-Old00000.js')).statusCode).toBe(404);
  });

  it('never serves a file outside dist', async () => {
    for (const url of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await get(url);
      expect(response.body).not.toContain('outside dist');
    }
  });

  it.each([
    '/member/nope',
    '/finance/nope',
    '/promo',
    '/game/x',
    '/ocr/x',
    '/api/v2/x',
    '/img/x',
    '/dev/x',
  ])('keeps the API 404 envelope for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/cbor');
    expect(decodeReply(response)).toMatchObject({ status: false, code: 'ERR_NOT_FOUND' });
  });

  it('keeps the envelope for other methods than GET', async () => {
    const response = await app.inject({ method: 'POST', url: '/s-game/category/3' });
    expect(response.statusCode).toBe(404);
    expect(decodeReply(response)).toMatchObject({ code: 'ERR_NOT_FOUND' });
  });

  it('still answers the API itself', async () => {
    const response = await get('/member/index');
    expect(response.statusCode).toBe(200);
    expect(decodeReply(response)).toMatchObject({ status: true });
  });
});

describe('compressed delivery', () => {
  let app: FastifyInstance;
  const script = `export const games = [${'"Diamond Carabao",'.repeat(200)}];`;
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  beforeAll(async () => {
    const dist = tempDir('pisoplay-web-');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), `<html><body>${'<p>lobby</p>'.repeat(200)}`);
    const asset = path.join(dist, 'assets', 'index-Ab12Cd34.js');
    fs.writeFileSync(asset, script);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
    app = await testApp({ WEB_DIST: dist });
  });
  afterAll(() => app.close());

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)(
    'sends the %s file of the build to a browser that accepts it',
    async (encoding, unzip) => {
      const response = await get('/assets/index-Ab12Cd34.js', `${encoding}, deflate`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(unzip(response.rawPayload).toString()).toBe(script);
    },
  );

  it('prefers brotli and sends the plain file to a browser that accepts neither', async () => {
    const both = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(both.headers['content-encoding']).toBe('br');
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('compresses the page itself', async () => {
    const response = await get('/s-game/category/3', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<p>lobby</p>');
  });

  it('compresses API replies of 1 KB or more, and leaves small ones plain', async () => {
    const index = await get('/member/index', 'gzip');
    expect(index.headers['content-type']).toContain('application/cbor');
    expect(index.headers['content-encoding']).toBe('gzip');
    const plain = zlib.gunzipSync(index.rawPayload);
    expect(plain.length).toBeGreaterThan(1024);
    expect(index.rawPayload.length).toBeLessThan(plain.length / 2);
    expect(decodeCbor(plain)).toMatchObject({ status: true });

    const small = await get('/member/nope', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(decodeReply(small)).toMatchObject({ code: 'ERR_NOT_FOUND' });
  });
});

describe('web app not built', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ WEB_DIST: tempDir('pisoplay-empty-') });
  });
  afterAll(() => app.close());

  it('answers pages with a 503 that says how to build it', async () => {
    const response = await app.inject({ method: 'GET', url: '/s-game/category/3' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
  });

  it('keeps the API envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/member/nope' });
    expect(response.statusCode).toBe(404);
    expect(decodeReply(response)).toMatchObject({ code: 'ERR_NOT_FOUND' });
  });
});
