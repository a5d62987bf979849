import { describe, expect, it } from 'vitest';
import { GAME_TYPE_CODES, GAME_TYPES } from '@pisoplay/contract';
import { testDatabase } from '../../../test/harness.ts';
import { countCatalogue } from '../queries.ts';
import { seedCatalogue } from '../seed/seed.ts';
import { SEED_PLATFORMS, seedGames } from '../seed/games.ts';

describe('catalogue seed', () => {
  it('fills the catalogue once: running it again, even twice at a time, changes nothing', async () => {
    const db = await testDatabase();
    const before = await countCatalogue(db);
    expect(before.games).toBeGreaterThanOrEqual(400);
    expect(before.platforms).toBeGreaterThanOrEqual(8);
    const results = await Promise.all([seedCatalogue(db), seedCatalogue(db)]);
    expect(results.map((r) => r.seeded)).toEqual([false, false]);
    expect(await countCatalogue(db)).toEqual(before);
  });

  it('is deterministic', () => {
    expect(seedGames()).toEqual(seedGames());
    expect(seedGames(7)).not.toEqual(seedGames());
  });

  it('spreads plausible games over every type, slots the most', () => {
    const games = seedGames();
    expect(games.length).toBeGreaterThanOrEqual(420);
    expect(SEED_PLATFORMS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(games.map((g) => g.code)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.en_name)).size).toBe(games.length);
    expect(games.every((g) => /^[a-z0-9_]+$/.test(g.code))).toBe(true);

    const perType = new Map<number, number>();
    for (const g of games) perType.set(g.game_type, (perType.get(g.game_type) ?? 0) + 1);
    for (const type of GAME_TYPE_CODES)
      expect(perType.get(type), `type ${type}`).toBeGreaterThan(0);
    const slots = perType.get(GAME_TYPES.slot) ?? 0;
    expect(Math.max(...perType.values())).toBe(slots);

    const share = (pick: (g: (typeof games)[0]) => boolean) =>
      games.filter(pick).length / games.length;
    expect(share((g) => g.is_hot === 1)).toBeGreaterThan(0.1);
    expect(share((g) => g.is_hot === 1)).toBeLessThan(0.2);
    expect(share((g) => g.is_new === 1)).toBeGreaterThan(0.05);
    expect(share((g) => g.is_new === 1)).toBeLessThan(0.15);
    expect(share((g) => g.online === 0)).toBeGreaterThan(0);
    expect(share((g) => g.maintained === 1)).toBeGreaterThan(0);
    for (const g of games) {
      expect(Number(g.rtp)).toBeGreaterThanOrEqual(94);
      expect(Number(g.rtp)).toBeLessThanOrEqual(98.5);
    }
  });
});
