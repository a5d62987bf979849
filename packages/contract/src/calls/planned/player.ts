/** VIP, favourites, game history and bets (/member/…): later issues. */
import { z } from 'zod';
import { id, wholeNumber } from '../../validation/input.ts';
import { defineCall } from '../define.ts';
import { empty, page } from '../fields.ts';
import type { Game, Paged } from '../../models.ts';

export const vip = defineCall<unknown>()({
  method: 'GET',
  path: '/member/vip',
  auth: true,
  payload: empty,
});
export const vipRule = defineCall<unknown>()({
  method: 'GET',
  path: '/member/vip/rule',
  auth: true,
  payload: empty,
});
export const gameHistory = defineCall<Paged<Game>>()({
  method: 'GET',
  path: '/member/game/list/history',
  auth: true,
  payload: z.object({}).passthrough(),
});
export const favInsert = defineCall<boolean>()({
  method: 'GET',
  path: '/member/fav/insert',
  auth: true,
  payload: z.object({ id }),
});
export const favDelete = defineCall<boolean>()({
  method: 'GET',
  path: '/member/fav/delete',
  auth: true,
  payload: z.object({ id }),
});
export const favList = defineCall<{ data: Game[]; s: number; t: number }>()({
  method: 'GET',
  path: '/member/fav/list',
  auth: true,
  payload: z.object({
    page,
    page_size: wholeNumber(1, 1000).default(1000),
  }),
});
export const betList = defineCall<Paged<unknown> & { bt: string; wt: string }>()({
  method: 'GET',
  path: '/member/game/bet/list',
  auth: true,
  payload: z.object({}).passthrough(),
});
