/** Payload schemas of the calls in catalogue.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { idList, text, token, wholeNumber } from '../validation/input.ts';
import { GAME_PAGE_SIZE, GAME_SEARCH_MAX, GAME_SORTS } from '../domain/games.ts';
import { brand, empty, flag, page } from './fields.ts';

export const gameList = z.object({
  sorting: z.enum([GAME_SORTS.Popular, GAME_SORTS['A-Z']]).default(GAME_SORTS.Popular),
  venue_id: idList.optional(),
  platform_id: idList.optional(),
  w: text(GAME_SEARCH_MAX).trim().optional(),
  is_new: flag.optional(),
  is_hot: flag.optional(),
  game_type: wholeNumber(0, 9).optional(),
  page,
  page_size: wholeNumber(1, 1000).default(GAME_PAGE_SIZE),
});
export const gameDetail = z.object({ code: token(64) });
export const memberIndex = empty;
export const memberIndexTag = empty;
export const platformList = z.object({ game_type: wholeNumber(0, 9).optional() });
export const privacy = brand;
export const terms = brand;
export const faq = brand;
