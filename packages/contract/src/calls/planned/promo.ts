/** Blind box and promotions (/promo/…): later issues. */
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
