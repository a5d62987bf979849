import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import { call, decodeReply, testApp } from '../../../test/harness.ts';
import { escapeXml } from '../seed/art.ts';
import { SEEDED_TYPES, dataOf } from './helpers.ts';

/** Any '&' must start an entity, and no raw '<' may sit inside text. */
const wellEscaped = (svg: string) =>
  !/&(?!amp;|lt;|gt;|quot;|apos;)/.test(svg) && !/>[^<]*<[^/a-zA-Z!]/.test(svg);

describe('GET /img/*', () => {
  let app: FastifyInstance;
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/img/${path}`, headers });

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('draws every image the index and the lists point at', async () => {
    const index = dataOf(await call(app, calls.memberIndex));
    const games = dataOf(await call(app, calls.gameList, { page_size: 5 })).d;
    const platforms = dataOf(await call(app, calls.platformList, {}));
    const paths = [
      index.logo.url,
      ...index.top.map((b) => b.url),
      ...index.media.map((m) => m.url),
      ...index.bottom.map((m) => m.url),
      ...games.map((g) => g.img),
      ...platforms.map((p) => p.logo),
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      expect(response.headers['etag']).toMatch(/^".+"$/);
      expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(wellEscaped(response.body), path).toBe(true);
    }
  });

  it('draws a game tile without its name (the card prints it), named for screen readers, escaped', async () => {
    const [game] = dataOf(await call(app, calls.gameList, { w: '&', page_size: 1 })).d;
    expect(game?.en_name).toContain('&');
    const response = await get(game?.img ?? '');
    const label = escapeXml(`${game?.en_name}, ${game?.platform_name}`);
    expect(response.body).toContain(`aria-label="${label}"`);
    const shownTexts = [...response.body.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    for (const word of (game?.en_name ?? '').split(' ')) {
      expect(shownTexts).not.toContain(escapeXml(word));
    }
    expect(shownTexts.join(' ')).not.toContain(escapeXml(game?.en_name ?? ''));
    expect(wellEscaped(response.body)).toBe(true);
  });

  it('draws each game type differently, with its provider mark', async () => {
    const shapes = new Set<string>();
    for (const game_type of SEEDED_TYPES) {
      const [game] = dataOf(await call(app, calls.gameList, { game_type, page_size: 1 })).d;
      const body = (await get(game?.img ?? '')).body;
      // The drawing's structure: its elements in order, without coordinates or colours.
      shapes.add([...body.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]).join(','));
      const initials = (game?.platform_name ?? '')
        .split(' ')
        .map((word) => word[0])
        .join('')
        .slice(0, 2);
      expect(body).toContain(`>${initials}</text>`);
    }
    expect(shapes.size).toBe(SEEDED_TYPES.length);
  });

  it('is the same picture every time, and answers a known ETag with 304', async () => {
    const first = await get('banners/1.svg');
    const again = await get('banners/1.svg');
    expect(again.body).toBe(first.body);
    const etag = String(first.headers['etag']);
    expect(again.headers['etag']).toBe(etag);
    const cached = await get('banners/1.svg', { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  it('escapes all five XML specials', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it.each([
    'games/no_such_game.svg',
    'platforms/99999.svg',
    'banners/99999.svg',
    'brand/logo-atlantis.svg',
    'social/myspace.svg',
    'rg/nope.svg',
    'games/..%2f..%2fpackage.json',
    'elsewhere/thing.png',
    '',
  ])('answers an unknown image %j with the 404 envelope', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(decodeReply(response)).toMatchObject({ status: false, code: 'ERR_NOT_FOUND' });
  });
});
