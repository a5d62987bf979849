/** The catalogue (public): home index, platforms, game lists and legal texts (/member/…). */
import { defineCall, payloadsOf } from './define.ts';
import type { Game, HomeIndex, LegalText, Paged, Platform } from '../models.ts';

const payload = payloadsOf(() => import('./catalogue.payloads.ts'));

export const memberIndex = defineCall<HomeIndex>()({
  method: 'GET',
  path: '/member/index',
  auth: false,
  payload: payload('memberIndex'),
});
export const memberIndexTag = defineCall<HomeIndex>()({
  method: 'GET',
  path: '/member/index/:tag',
  auth: false,
  payload: payload('memberIndexTag'),
});
export const platformList = defineCall<Platform[]>()({
  method: 'GET',
  path: '/member/platform/list',
  auth: false,
  payload: payload('platformList'),
});
export const gameList = defineCall<Paged<Game>>()({
  method: 'GET',
  path: '/member/game/list',
  auth: false,
  payload: payload('gameList'),
});
/**
 * One game of the catalogue by its code, online or not: what the game page shows (its name) when
 * it is reached by a link or a partner entry rather than from a lobby card.
 */
export const gameDetail = defineCall<Game>()({
  method: 'GET',
  path: '/member/game/detail',
  auth: false,
  payload: payload('gameDetail'),
});
export const privacy = defineCall<LegalText>()({
  method: 'GET',
  path: '/member/privacy',
  auth: false,
  payload: payload('privacy'),
});
export const terms = defineCall<LegalText>()({
  method: 'GET',
  path: '/member/terms',
  auth: false,
  payload: payload('terms'),
});
export const faq = defineCall<LegalText>()({
  method: 'GET',
  path: '/member/faq',
  auth: false,
  payload: payload('faq'),
});
