import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BRAND_TAGS, DEFAULT_BRAND, GAME_TYPE_CODES, calls } from '@pisoplay/contract';
import type { HomeIndex } from '@pisoplay/contract';
import { call, testApp } from '../../../test/harness.ts';
import { HOME_ROW_KEYS, HOME_ROW_SIZE } from '../service.ts';
import { SEEDED_TYPES, byPopularity, dataOf } from './helpers.ts';

const KEYS = [...SEEDED_TYPES.map(String), 'hot', 'new'];
const TILE_FIELDS = [
  'code',
  'en_name',
  'id',
  'img',
  'is_hot',
  'is_new',
  'maintained',
  'platform_name',
];

describe('GET /member/index and /member/index/:tag', () => {
  let app: FastifyInstance;
  let index: HomeIndex;

  beforeAll(async () => {
    app = await testApp();
    index = dataOf(await call(app, calls.memberIndex));
  });
  afterAll(() => app.close());

  it('describes the default brand: banners, logo, Follow Us and Responsible Gaming links', () => {
    expect(index.brand).toBe(DEFAULT_BRAND);
    expect(index.version).toMatch(/\S/);
    expect(index.top.length).toBeGreaterThanOrEqual(3);
    for (const banner of index.top) {
      // Only what the carousel shows.
      expect(Object.keys(banner).sort()).toEqual(['back_color', 'id', 'link', 'url']);
      expect(banner.url).toBe(`banners/${banner.id}.svg`);
      expect(banner.link).toMatch(/^\//);
      expect(banner.back_color).toMatch(/^#[0-9A-F]{6}$/i);
    }
    expect(index).not.toHaveProperty('banners');
    expect(index.logo).toEqual({ url: 'brand/logo-h5.svg' });
    expect(index.media.map((m) => m.name)).toEqual(
      expect.arrayContaining(['facebook', 'instagram', 'youtube', 'telegram']),
    );
    for (const m of index.media) expect(m.link_h5).toMatch(/^https:\/\//);
    const regulator = index.bottom.find((b) => b.name === 'regulator');
    expect(regulator?.url).toBe('rg/regulator.svg');
    expect(regulator?.link_h5).toMatch(/^https:\/\//);
  });

  it('has nav under every category key, plus hot and new, and only the rows home shows', async () => {
    expect(Object.keys(index.nav).sort()).toEqual([...KEYS].sort());
    expect(Object.keys(index.list).sort()).toEqual([...HOME_ROW_KEYS].sort());
    expect(HOME_ROW_KEYS).toEqual(expect.arrayContaining(['hot', '3']));
    for (const type of GAME_TYPE_CODES) {
      const key = String(type);
      const providers = dataOf(await call(app, calls.platformList, { game_type: type }));
      expect((index.nav[key] ?? []).map((p) => p.id)).toEqual(providers.map((p) => p.id));
      for (const p of index.nav[key] ?? []) {
        expect(Object.keys(p).sort()).toEqual(['id', 'logo', 'name', 'venue_id']);
      }
    }
    for (const key of HOME_ROW_KEYS) {
      const row = index.list[key] ?? [];
      expect(row.length).toBeGreaterThan(0);
      expect(row.length).toBeLessThanOrEqual(HOME_ROW_SIZE);
      // Only what a game tile shows and launches with.
      for (const game of row) expect(Object.keys(game).sort()).toEqual(TILE_FIELDS);
    }
    expect(index.list.hot?.every((g) => g.is_hot === 1)).toBe(true);
  });

  it('gives each row the most popular games, matching the game list', async () => {
    for (const key of HOME_ROW_KEYS) {
      const row = index.list[key] ?? [];
      const query =
        key === 'hot'
          ? { is_hot: '1' as const }
          : key === 'new'
            ? { is_new: '1' as const }
            : {
                game_type: Number(key),
              };
      const listed = dataOf(
        await call(app, calls.gameList, { ...query, page_size: HOME_ROW_SIZE }),
      );
      expect(row.map((g) => g.id)).toEqual(listed.d.map((g) => g.id));
      expect([...listed.d].sort(byPopularity).map((g) => g.id)).toEqual(row.map((g) => g.id));
      const navNames = new Set(index.nav[key]?.map((p) => p.name));
      expect(row.every((g) => navNames.has(g.platform_name))).toBe(true);
    }
  });

  it('serves each brand tag with its own banners and logo', async () => {
    const colours = new Set([index.top[0]?.back_color]);
    for (const tag of BRAND_TAGS) {
      const branded = dataOf(await call(app, calls.memberIndexTag, {}, { params: { tag } }));
      expect(branded.brand).toBe(tag);
      expect(branded.logo.url).toBe(`brand/logo-${tag}.svg`);
      expect(branded.top.length).toBeGreaterThanOrEqual(3);
      expect(branded.list).toEqual(index.list);
      colours.add(branded.top[0]?.back_color);
    }
    expect(colours.size).toBe(BRAND_TAGS.length + 1);
  });

  it('answers an unknown tag with ERR_NOT_FOUND', async () => {
    const result = await call(app, calls.memberIndexTag, {}, { params: { tag: 'atlantis' } });
    expect(result.statusCode).toBe(404);
    expect(result.body).toMatchObject({ status: false, code: 'ERR_NOT_FOUND' });
  });

  it('rejects query parameters the index does not take', async () => {
    const result = await app.inject({ method: 'GET', url: '/member/index?x=1' });
    expect(result.statusCode).toBe(400);
  });
});

describe('GET /member/platform/list', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('lists every provider with the game types it covers', async () => {
    const platforms = dataOf(await call(app, calls.platformList, {}));
    expect(platforms.length).toBeGreaterThanOrEqual(8);
    expect(new Set(platforms.map((p) => p.venue_id)).size).toBe(platforms.length);
    for (const p of platforms) {
      expect(p.logo).toBe(`platforms/${p.id}.svg`);
      expect(p.game_types.length).toBeGreaterThan(0);
      expect(p.game_types).toEqual([...p.game_types].sort((a, b) => a - b));
    }
    const covered = new Set(platforms.flatMap((p) => p.game_types));
    expect([...covered].sort()).toEqual(SEEDED_TYPES);
    const sortings = platforms.map((p) => p.sorting);
    expect(sortings).toEqual([...sortings].sort((a, b) => b - a));
  });

  it('narrows to the providers of one game type', async () => {
    const all = dataOf(await call(app, calls.platformList, {}));
    const live = dataOf(await call(app, calls.platformList, { game_type: 1 }));
    expect(live.length).toBeGreaterThan(0);
    expect(live.length).toBeLessThan(all.length);
    expect(live.every((p) => p.game_types.includes(1))).toBe(true);
    expect(live.map((p) => p.id)).toEqual(
      all.filter((p) => p.game_types.includes(1)).map((p) => p.id),
    );
  });

  it('rejects a game type that is not a number', async () => {
    const result = await call(app, calls.platformList, { game_type: 'live' as never });
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ code: 'ERR_VALIDATION' });
  });
});
