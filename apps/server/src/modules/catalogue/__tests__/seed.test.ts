import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '@pisoplay/contract';
import { builtinGameFor } from '../../../providers/games/builtin/provider.ts';
import { CRASH_RTP } from '../../../providers/games/builtin/engines/crash.ts';
import { BACCARAT_RTP } from '../../../providers/games/builtin/engines/baccarat.ts';
import { SLOT_MACHINES, slotMachineFor } from '../../../providers/games/builtin/engines/slot.ts';
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

  it('spreads plausible games over every type the built-in games play, slots the most', () => {
    const games = seedGames();
    expect(games.length).toBeGreaterThanOrEqual(420);
    expect(SEED_PLATFORMS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(games.map((g) => g.code)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.en_name)).size).toBe(games.length);
    expect(games.every((g) => /^[a-z0-9_]+$/.test(g.code))).toBe(true);

    const perType = new Map<number, number>();
    for (const g of games) perType.set(g.game_type, (perType.get(g.game_type) ?? 0) + 1);
    for (const type of [GAME_TYPES.slot, GAME_TYPES.live, GAME_TYPES.fishing, GAME_TYPES.table])
      expect(perType.get(type), `type ${type}`).toBeGreaterThan(0);
    // No sportsbook or bingo engine: no titles that would promise one.
    expect(perType.get(GAME_TYPES.sport)).toBeUndefined();
    expect(perType.get(GAME_TYPES.bingo)).toBeUndefined();
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
      expect(Number(g.rtp)).toBeLessThanOrEqual(99);
    }
  });

  it('names every game for what its engine plays, at the RTP that engine returns', () => {
    const games = seedGames();
    const promises =
      /roulette|blackjack|sic bo|poker|hold'em|dragon tiger|tongits|pusoy|mahjong|bingo|mines|plinko|hunter|shoot/i;
    for (const game of games) {
      const kind = builtinGameFor(game.game_type);
      expect(game.en_name, game.code).not.toMatch(promises);
      if (kind === 'table') {
        expect(game.en_name, game.code).toMatch(/baccarat|punto banco/i);
        expect(Number(game.rtp), game.code).toBe(BACCARAT_RTP.banker);
      } else if (kind === 'crash') {
        expect(game.en_name, game.code).toMatch(/rush|snap|multiplier|crash|cash out/i);
        expect(Number(game.rtp), game.code).toBe(CRASH_RTP);
      } else {
        expect(game.game_type, game.code).toBe(GAME_TYPES.slot);
        expect(Number(game.rtp), game.code).toBe(slotMachineFor(game.code).rtp);
      }
    }
  });

  it('plays every slot machine, and a title that names a theme plays that machine', () => {
    const slots = seedGames().filter((g) => g.game_type === GAME_TYPES.slot);
    const played = new Map<string, number>();
    for (const g of slots) {
      const id = slotMachineFor(g.code).id;
      played.set(id, (played.get(id) ?? 0) + 1);
    }
    expect([...played.keys()].sort()).toEqual(SLOT_MACHINES.map((m) => m.id).sort());
    for (const count of played.values()) expect(count).toBeGreaterThanOrEqual(15);
    const themed = (word: RegExp, machine: string) => {
      const titles = slots.filter((g) => word.test(g.en_name));
      expect(titles.length, String(word)).toBeGreaterThan(0);
      for (const g of titles) expect(slotMachineFor(g.code).id, g.en_name).toBe(machine);
    };
    themed(/\bFruits\b/, 'fruits');
    themed(/\bSevens\b/, 'sevens');
    themed(/\bGems\b/, 'gems');
    themed(/\bFiesta\b/, 'fiesta');
  });
});
