import { expect } from 'vitest';
import type { ApiReply, GameTypeCode } from '@pisoplay/contract';
import type { CallResult } from '../../../test/harness.ts';
import { SEED_PLATFORMS } from '../seed/games.ts';

/** The reply's data, after checking it is a success. */
export function dataOf<T>(result: CallResult<T>): T {
  expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
  const body = result.body as ApiReply<T>;
  if (!body.status) throw new Error(`Expected success, got ${body.code}: ${body.data}`);
  return body.data;
}

/** Name order of 'en_name:asc': lower-cased, code-point order, then id. */
export const byName = (a: { en_name: string; id: number }, b: { en_name: string; id: number }) => {
  const x = a.en_name.toLowerCase();
  const y = b.en_name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

/** Popularity order of 'sorting:desc': higher sorting first, then id. */
export const byPopularity = (
  a: { sorting: number; id: number },
  b: { sorting: number; id: number },
) => b.sorting - a.sorting || a.id - b.id;

/** The game types the demo catalogue has (not sport or bingo: no built-in engine plays them). */
export const SEEDED_TYPES: GameTypeCode[] = [
  ...new Set(
    SEED_PLATFORMS.flatMap((p) => Object.keys(p.games).map((t) => Number(t) as GameTypeCode)),
  ),
].sort((a, b) => a - b);
