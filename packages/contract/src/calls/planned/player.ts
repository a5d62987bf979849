/** VIP, favourites, game history and bets (/member/…): later issues. */
import { defineCall, payloadsOf } from '../define.ts';
import type { Game, Paged } from '../../models.ts';

const payload = payloadsOf(() => import('./player.payloads.ts'));

export const vip = defineCall<unknown>()({
  method: 'GET',
  path: '/member/vip',
  auth: true,
  payload: payload('vip'),
});
export const vipRule = defineCall<unknown>()({
  method: 'GET',
  path: '/member/vip/rule',
  auth: true,
  payload: payload('vipRule'),
});
export const gameHistory = defineCall<Paged<Game>>()({
  method: 'GET',
  path: '/member/game/list/history',
  auth: true,
  payload: payload('gameHistory'),
});
export const favInsert = defineCall<boolean>()({
  method: 'GET',
  path: '/member/fav/insert',
  auth: true,
  payload: payload('favInsert'),
});
export const favDelete = defineCall<boolean>()({
  method: 'GET',
  path: '/member/fav/delete',
  auth: true,
  payload: payload('favDelete'),
});
export const favList = defineCall<{ data: Game[]; s: number; t: number }>()({
  method: 'GET',
  path: '/member/fav/list',
  auth: true,
  payload: payload('favList'),
});
export const betList = defineCall<Paged<unknown> & { bt: string; wt: string }>()({
  method: 'GET',
  path: '/member/game/bet/list',
  auth: true,
  payload: payload('betList'),
});
