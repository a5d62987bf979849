/** Blind box and promotions (/promo/…) and game launch (/game, /api/v2/game): later issues. */
import { defineCall, payloadsOf } from '../define.ts';
import type { Paged } from '../../models.ts';

const payload = payloadsOf(() => import('./promo.payloads.ts'));

export const blindboxDetail = defineCall<unknown>()({
  method: 'GET',
  path: '/promo/blindbox/detail',
  auth: true,
  payload: payload('blindboxDetail'),
});
export const blindboxClaim = defineCall<unknown>()({
  method: 'POST',
  path: '/promo/blindbox/claim',
  auth: true,
  encoding: 'form',
  payload: payload('blindboxClaim'),
});
export const blindboxBonus = defineCall<Paged<unknown>>()({
  method: 'GET',
  path: '/promo/blindbox/transaction/bonus',
  auth: true,
  payload: payload('blindboxBonus'),
});
export const promoList = defineCall<unknown[]>()({
  method: 'GET',
  path: '/promo/list',
  auth: false,
  payload: payload('promoList'),
});
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
