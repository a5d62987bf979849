/** The catalogue (public): home index, platforms, game lists and legal texts (/member/…). */
import { z } from 'zod';
import { idList, text, wholeNumber } from '../validation/input.ts';
import { defineCall } from './define.ts';
import { GAME_PAGE_SIZE, GAME_SEARCH_MAX, GAME_SORTS } from '../domain/games.ts';
import { brand, empty, flag, page } from './fields.ts';
import type { Game, HomeIndex, LegalText, Paged, Platform } from '../models.ts';

export const memberIndex = defineCall<HomeIndex>()({
  method: 'GET',
  path: '/member/index',
  auth: false,
  payload: empty,
});
export const memberIndexTag = defineCall<HomeIndex>()({
  method: 'GET',
  path: '/member/index/:tag',
  auth: false,
  payload: empty,
});
export const platformList = defineCall<Platform[]>()({
  method: 'GET',
  path: '/member/platform/list',
  auth: false,
  payload: z.object({ game_type: wholeNumber(0, 9).optional() }),
});
const gameListQuerySchema = z.object({
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
export const gameList = defineCall<Paged<Game>>()({
  method: 'GET',
  path: '/member/game/list',
  auth: false,
  payload: gameListQuerySchema,
});
export const privacy = defineCall<LegalText>()({
  method: 'GET',
  path: '/member/privacy',
  auth: false,
  payload: brand,
});
export const terms = defineCall<LegalText>()({
  method: 'GET',
  path: '/member/terms',
  auth: false,
  payload: brand,
});
export const faq = defineCall<LegalText>()({
  method: 'GET',
  path: '/member/faq',
  auth: false,
  payload: brand,
});
