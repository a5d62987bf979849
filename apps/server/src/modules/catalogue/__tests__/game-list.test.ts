import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { GAME_PAGE_SIZE, GAME_TYPES, GAME_TYPE_CODES, calls } from '@pisoplay/contract';
import type { Game, PayloadOf } from '@pisoplay/contract';
import { call, testApp, testDatabase } from '../../../test/harness.ts';
import { byName, byPopularity, dataOf } from './helpers.ts';

type Query = PayloadOf<typeof calls.gameList>;

describe('GET /member/game/list', () => {
  let app: FastifyInstance;
  const list = async (query: Query = {}) => dataOf(await call(app, calls.gameList, query));
  /** Every matching game in one page. */
  const all = async (query: Query = {}) => (await list({ ...query, page_size: 1000 })).d;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('lists online games by popularity, 15 to a page, with the total of all online games', async () => {
    const page = await list();
    const db = await testDatabase();
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM games WHERE online = 1',
    );
    expect(page.s).toBe(1);
    expect(page.d).toHaveLength(GAME_PAGE_SIZE);
    expect(page.t).toBe(row?.n);
    expect(page.t).toBeGreaterThanOrEqual(400);
    const every = await all();
    expect(every).toHaveLength(page.t);
    expect(every.every((g) => g.online === 1)).toBe(true);
    expect(every.map((g) => g.id)).toEqual([...every].sort(byPopularity).map((g) => g.id));
  });

  it('returns every Game field with numbers where the contract has numbers', async () => {
    const [game] = (await list({ page_size: 1 })).d as [Game];
    expect(Object.keys(game).sort()).toEqual(
      [
        'id',
        'code',
        'game_id',
        'game_type',
        'en_name',
        'zh_name',
        'img',
        'is_hot',
        'is_new',
        'maintained',
        'online',
        'platform_id',
        'platform_name',
        'venue_id',
        'rtp',
        'sorting',
        'created_at',
        'updated_at',
        'updated_name',
        'updated_uid',
      ].sort(),
    );
    expect(typeof game.rtp).toBe('number');
    expect(game.rtp).toBeGreaterThanOrEqual(94);
    expect(game.rtp).toBeLessThanOrEqual(99);
    expect(game.img).toBe(`games/${game.code}.svg`);
    expect(new Date(game.created_at).toISOString()).toBe(game.created_at);
  });

  it('never lists an offline game', async () => {
    const db = await testDatabase();
    const offline = await db.query<{ id: number }>('SELECT id FROM games WHERE online = 0');
    expect(offline.length).toBeGreaterThan(0);
    const listed = new Set((await all()).map((g) => g.id));
    for (const { id } of offline) expect(listed.has(id)).toBe(false);
  });

  it('sorts A-Z by name, case-insensitively, ties by id', async () => {
    const games = await all({ sorting: 'en_name:asc' });
    expect(games.map((g) => g.id)).toEqual([...games].sort(byName).map((g) => g.id));
    const [first, last] = [games[0]?.en_name ?? '', games.at(-1)?.en_name ?? ''];
    expect(first.toLowerCase() < last.toLowerCase()).toBe(true);
  });

  it('filters by each game type', async () => {
    let sum = 0;
    for (const type of GAME_TYPE_CODES) {
      const page = await list({ game_type: type, page_size: 1000 });
      // The seed has no sport or bingo titles (no engine plays them): those lists are empty.
      const seeded = type !== GAME_TYPES.sport && type !== GAME_TYPES.bingo;
      expect(page.d.length > 0, `type ${type}`).toBe(seeded);
      expect(page.d.every((g) => g.game_type === type)).toBe(true);
      expect(page.t).toBe(page.d.length);
      sum += page.t;
    }
    expect(sum).toBe((await list()).t);
    expect((await list({ game_type: 0 })).t).toBe(0);
  });

  it('filters by a comma list of platform ids and of venue ids', async () => {
    const platforms = dataOf(await call(app, calls.platformList, {}));
    const [a, b] = platforms as [(typeof platforms)[0], (typeof platforms)[0]];
    const byPlatform = await list({ platform_id: `${a.id},${b.id}`, page_size: 1000 });
    expect(byPlatform.d.length).toBeGreaterThan(0);
    expect(byPlatform.d.every((g) => g.platform_id === a.id || g.platform_id === b.id)).toBe(true);
    const one = await list({ platform_id: String(a.id) });
    expect(one.t).toBeLessThan(byPlatform.t);

    const byVenue = await list({ venue_id: `${a.venue_id},${b.venue_id}`, page_size: 1000 });
    expect(byVenue.d.every((g) => g.venue_id === a.venue_id || g.venue_id === b.venue_id)).toBe(
      true,
    );
    expect(byVenue.d.map((g) => g.id)).toEqual(byPlatform.d.map((g) => g.id));
    // A venue id is not a platform id: the seed numbers them apart.
    expect((await list({ venue_id: String(a.id) })).t).toBe(0);
  });

  it('filters by the hot and new flags, literally', async () => {
    const total = (await list()).t;
    const hot = await all({ is_hot: '1' });
    const notHot = await all({ is_hot: '0' });
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g) => g.is_hot === 1)).toBe(true);
    expect(notHot.every((g) => g.is_hot === 0)).toBe(true);
    expect(hot.length + notHot.length).toBe(total);

    const fresh = await all({ is_new: '1' });
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((g) => g.is_new === 1)).toBe(true);
    expect((await list({ is_new: '0' })).t).toBe(total - fresh.length);
  });

  it('searches names case-insensitively', async () => {
    const lower = await all({ w: 'dragon' });
    expect(lower.length).toBeGreaterThan(0);
    expect(lower.every((g) => g.en_name.toLowerCase().includes('dragon'))).toBe(true);
    expect((await all({ w: 'DrAgOn' })).map((g) => g.id)).toEqual(lower.map((g) => g.id));
    expect((await all({ w: '  dragon  ' })).length).toBe(lower.length);
  });

  it('treats LIKE wildcards and quotes in the search as plain characters', async () => {
    expect((await list({ w: '%' })).t).toBe(0);
    expect((await list({ w: '_' })).t).toBe(0);
    expect((await list({ w: 'a%e' })).t).toBe(0);
    expect((await list({ w: '\\' })).t).toBe(0);
    expect((await list({ w: "o'; DROP TABLE games; --" })).t).toBe(0);
    const quoted = await all({ w: "queen's" });
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.every((g) => g.en_name.toLowerCase().includes("queen's"))).toBe(true);
    const amp = await all({ w: '&' });
    expect(amp.length).toBeGreaterThan(0);
    expect(amp.every((g) => g.en_name.includes('&'))).toBe(true);
  });

  it('combines filters with AND', async () => {
    const games = await all({
      game_type: 3,
      platform_id: '1',
      is_hot: '1',
      sorting: 'en_name:asc',
    });
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.game_type === 3 && g.platform_id === 1 && g.is_hot === 1)).toBe(
      true,
    );
    expect(games.map((g) => g.id)).toEqual([...games].sort(byName).map((g) => g.id));
  });

  it('pages without gaps or repeats, with a short last page and an empty one after it', async () => {
    const size = 7;
    const query = { game_type: 3, sorting: 'en_name:asc' as const, page_size: size };
    const first = await list({ ...query, page: 1 });
    const second = await list({ ...query, page: 2 });
    expect(second.t).toBe(first.t);
    const firstIds = new Set(first.d.map((g) => g.id));
    expect(second.d.some((g) => firstIds.has(g.id))).toBe(false);

    const lastPage = Math.ceil(first.t / size);
    const seen: number[] = [];
    for (let page = 1; page <= lastPage; page += 1) {
      const { d, t } = await list({ ...query, page });
      expect(t).toBe(first.t);
      expect(d).toHaveLength(page < lastPage ? size : first.t - (lastPage - 1) * size);
      seen.push(...d.map((g) => g.id));
    }
    expect(first.t % size).not.toBe(0);
    expect(seen).toEqual((await all(query)).map((g) => g.id));
    const beyond = await list({ ...query, page: lastPage + 1 });
    expect(beyond).toEqual({ d: [], t: first.t, s: 1 });
  });

  it.each([
    ['page=0', { page: 0 }],
    ['page=abc', { page: 'abc' }],
    ['page_size=0', { page_size: 0 }],
    ['sorting=bogus', { sorting: 'bogus' }],
    ['venue_id=1,x', { venue_id: '1,x' }],
    ['platform_id=,', { platform_id: ',' }],
    ['is_hot=2', { is_hot: '2' }],
    ['game_type=slot', { game_type: 'slot' }],
    ['w too long', { w: 'x'.repeat(51) }],
  ])('rejects %s with ERR_VALIDATION', async (_name, query) => {
    const result = await call(app, calls.gameList, query as Query);
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ status: false, code: 'ERR_VALIDATION' });
  });
});
