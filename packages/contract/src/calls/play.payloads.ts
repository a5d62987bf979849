/** Payload schemas of the calls in play.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { FAVORITES_PAGE_SIZE, GAME_PAGE_SIZE, GAME_TYPE_CODES } from '../domain/games.ts';
import { id, token, wholeNumber } from '../validation/input.ts';
import { page, timeFlag } from './fields.ts';

const launch = z.object({ code: token(64) });
export const gameLaunch = launch;
export const gameLaunchV2 = launch;
export const gameHistory = z.object({
  page,
  page_size: wholeNumber(1, 50).default(GAME_PAGE_SIZE),
});
export const favInsert = z.object({ id });
export const favDelete = z.object({ id });
export const favList = z.object({
  page,
  page_size: wholeNumber(1, FAVORITES_PAGE_SIZE).default(FAVORITES_PAGE_SIZE),
});
export const betList = z.object({
  page,
  page_size: wholeNumber(1, 50).default(10),
  time_flag: timeFlag,
  game_type: wholeNumber(0, 9)
    .refine((v) => (GAME_TYPE_CODES as readonly number[]).includes(v), 'Invalid game type')
    .optional(),
});
export const betDetail = z.object({ id });
