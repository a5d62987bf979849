/**
 * Playing: game launch (/game, /api/v2/game), favourites, recently played and the bet record
 * (/member/…). The game provider's seamless-wallet calls are JSON, not part of this contract
 * (docs/seamless-wallet.md).
 */
import { defineCall, payloadsOf } from './define.ts';
import type { BetRecord, BetRecordDetail, Game, Paged } from '../models.ts';

const payload = payloadsOf(() => import('./play.payloads.ts'));

/** The launch address the game frame opens (or an HTML document, shown as a data-URL page). */
export const gameLaunch = defineCall<string>()({
  method: 'GET',
  path: '/game/launch',
  auth: true,
  payload: payload('gameLaunch'),
});
export const gameLaunchV2 = defineCall<string>()({
  method: 'GET',
  path: '/api/v2/game/launch',
  auth: true,
  payload: payload('gameLaunchV2'),
});
/** Recently played games, the latest first. */
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
/** The favourites, the latest added first (spec 3: data, with s and t). */
export const favList = defineCall<{ data: Game[]; s: number; t: number }>()({
  method: 'GET',
  path: '/member/fav/list',
  auth: true,
  payload: payload('favList'),
});
/** Settled rounds, the latest first; bt and wt total the bets and settlements of the filter. */
export const betList = defineCall<Paged<BetRecord> & { bt: string; wt: string }>()({
  method: 'GET',
  path: '/member/game/bet/list',
  auth: true,
  payload: payload('betList'),
});
/** One round of the bet record with its bets, wins and rollbacks (/bet-record/{id}). */
export const betDetail = defineCall<BetRecordDetail>()({
  method: 'GET',
  path: '/member/game/bet/detail',
  auth: true,
  payload: payload('betDetail'),
});
